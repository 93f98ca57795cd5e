import { atom } from 'jotai';
import { vendangeStore } from './store';

export interface Snackbar {
  id: number;
  kind: 'error' | 'success';
  message: string;
}

/** Spec point 9: a snackbar stays 5000 ms. */
export const SNACKBAR_MS = 5000;

export const snackbarsAtom = atom<Snackbar[]>([]);
let nextId = 1;

export function dismissSnackbar(id: number): void {
  vendangeStore.set(snackbarsAtom, (list) => list.filter((s) => s.id !== id));
}

/** Shows a message for 5 s; the shell draws them stacked 75 px apart. */
export function showSnackbar(kind: Snackbar['kind'], message: string): void {
  const id = nextId++;
  vendangeStore.set(snackbarsAtom, (list) => [...list, { id, kind, message }]);
  setTimeout(() => dismissSnackbar(id), SNACKBAR_MS);
}
