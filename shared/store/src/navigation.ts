import { atom } from 'jotai';
import { vendangeStore } from './store';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** The shell owns history; MFEs and the API client navigate through this. */
export const navigatorAtom = atom<{ navigate: Navigate }>({ navigate: (to) => window.location.assign(to) });

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  vendangeStore.get(navigatorAtom).navigate(to, options);
}
