import { atom } from 'jotai';
import { vendangeStore } from './store';

/** A question the global popup asks (spec point 4: shown or hidden; validate then closes; cancel runs its callback and closes). */
export interface PopupRequest {
  /** Defaults to 'Attention !!' in the shell. */
  title?: string;
  message: string;
  validateLabel: string;
  cancelLabel?: string;
  /** 350 px wide instead of 70% of the screen (full screen under 1400 px either way). */
  small?: boolean;
  destructive?: boolean;
  onValidate?: () => void | Promise<void>;
  onCancel?: () => void;
}

export interface PopupState {
  request: PopupRequest | null;
  /** True while onValidate's promise runs: the popup stays open and cannot be cancelled. */
  busy: boolean;
}

export const popupAtom = atom<PopupState>({ request: null, busy: false });

export function openPopup(request: PopupRequest): void {
  vendangeStore.set(popupAtom, { request, busy: false });
}

export function closePopup(): void {
  vendangeStore.set(popupAtom, { request: null, busy: false });
}

/**
 * Runs the validate callback, then closes. When the callback fails the popup stays open, so that
 * the person can try again (the API client has already shown why).
 */
export async function validatePopup(): Promise<void> {
  const { request, busy } = vendangeStore.get(popupAtom);
  if (!request || busy) return;
  vendangeStore.set(popupAtom, { request, busy: true });
  try {
    await request.onValidate?.();
  } catch (error) {
    vendangeStore.set(popupAtom, { request, busy: false });
    throw error;
  }
  // Only close the request that was validated: the callback may have opened another one.
  if (vendangeStore.get(popupAtom).request === request) closePopup();
}

/** Runs the cancel callback, then closes; nothing is cancelled while validation runs. */
export function cancelPopup(): void {
  const { request, busy } = vendangeStore.get(popupAtom);
  if (!request || busy) return;
  request.onCancel?.();
  if (vendangeStore.get(popupAtom).request === request) closePopup();
}
