import { atom } from 'jotai';
import type { User } from '@vendange/contracts';
import { readAnonymousCart, writeAnonymousCart } from '../anonymous-cart';
import { sessionAtom, setSessionUser } from '../session';
import { vendangeStore } from '../store';
import type { Cart } from './cart-types';

/**
 * Spec point 4 persistence: a visitor's cart lives in browser storage; a logged-in user's cart is
 * changed locally at once and saved 1000 ms after the last change (the shell's autosave), from the
 * version of the saved cart it started from, so a save over another tab's newer cart is refused.
 */
export const CART_SAVE_DEBOUNCE_MS = 1000;

export interface PendingCartSave {
  /** `version` of the saved cart the local changes start from. */
  base: number;
  /** Bumped on every local change: a save that started before the last change does not clear it. */
  version: number;
}

export const pendingCartSaveAtom = atom<PendingCartSave | null>(null);
/** Bumped when a visitor's cart changes in browser storage, so that what shows it re-reads it. */
export const anonymousCartVersionAtom = atom(0);

const asCart = (c: { orders: ReadonlyArray<Record<string, unknown>>; lastUpdated?: string | null } | null): Cart =>
  ({ orders: (c?.orders ?? []) as unknown as Cart['orders'], lastUpdated: c?.lastUpdated ?? null });

/** The cart as it is now: the user's (with unsaved changes), or the visitor's. */
export function currentCart(): Cart {
  const { user } = vendangeStore.get(sessionAtom);
  return asCart(user ? user.cart : readAnonymousCart());
}

/** Applies a cart rule (./cart-rules) to the current cart and schedules its saving. */
export function updateCart(change: (cart: Cart) => Cart): Cart {
  const { user } = vendangeStore.get(sessionAtom);
  const next = change(currentCart());
  if (!user) {
    writeAnonymousCart(next);
    vendangeStore.set(anonymousCartVersionAtom, (n) => n + 1);
    return next;
  }
  const pending = vendangeStore.get(pendingCartSaveAtom);
  vendangeStore.set(pendingCartSaveAtom, { base: pending ? pending.base : user.cart.version ?? 0, version: (pending?.version ?? 0) + 1 });
  setSessionUser({ ...user, cart: { ...user.cart, orders: next.orders as unknown as User['cart']['orders'], lastUpdated: next.lastUpdated } });
  return next;
}

/**
 * The server saved the cart as it was at `savedVersion`. If nothing changed since, the saved user
 * becomes the session's; otherwise the newer local changes stay, now based on the saved version.
 */
export function cartSaved(saved: User, savedVersion: number): void {
  const pending = vendangeStore.get(pendingCartSaveAtom);
  const current = vendangeStore.get(sessionAtom).user;
  if (!current || current.id !== saved.id) return;
  if (!pending || pending.version === savedVersion) {
    vendangeStore.set(pendingCartSaveAtom, null);
    setSessionUser(saved);
    return;
  }
  vendangeStore.set(pendingCartSaveAtom, { ...pending, base: saved.cart.version ?? 0 });
}

/** The saved cart moved on elsewhere (409): take the server's user and drop the local changes (the API client has said so). */
export function cartReloaded(fresh: User): void {
  vendangeStore.set(pendingCartSaveAtom, null);
  if (vendangeStore.get(sessionAtom).user?.id === fresh.id) setSessionUser(fresh);
}
