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

/** A cart rule (./cart-rules) with its arguments bound: what one click does to a cart. */
export type CartChange = (cart: Cart) => Cart;

export interface PendingCartSave {
  /** `version` of the saved cart the local changes start from. */
  base: number;
  /** Bumped on every local change: a save that started before the last change does not clear it. */
  version: number;
  /**
   * The changes not saved yet, each with the `version` it made, oldest first: a save refused because
   * another tab saved first (409) replays them on the saved cart instead of losing them.
   */
  changes: ReadonlyArray<{ version: number; change: CartChange }>;
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

/** The local changes applied again, in order, to a cart saved meanwhile (pure: `saved` is not changed). */
export function replayCartChanges(saved: Cart, changes: ReadonlyArray<{ change: CartChange }>): Cart {
  return changes.reduce((cart, { change }) => change(cart), saved);
}

/** Applies a cart rule (./cart-rules) to the current cart and schedules its saving. */
export function updateCart(change: CartChange): Cart {
  const { user } = vendangeStore.get(sessionAtom);
  const next = change(currentCart());
  if (!user) {
    writeAnonymousCart(next);
    vendangeStore.set(anonymousCartVersionAtom, (n) => n + 1);
    return next;
  }
  const pending = vendangeStore.get(pendingCartSaveAtom);
  const version = (pending?.version ?? 0) + 1;
  vendangeStore.set(pendingCartSaveAtom, { base: pending ? pending.base : user.cart.version ?? 0, version, changes: [...(pending?.changes ?? []), { version, change }] });
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
  // The changes up to the saved version are in the saved cart: only the later ones are still to save.
  vendangeStore.set(pendingCartSaveAtom, { ...pending, base: saved.cart.version ?? 0, changes: pending.changes.filter((c) => c.version > savedVersion) });
}

/**
 * The saved cart moved on elsewhere (409; the API client has said so): take the server's user and
 * apply this tab's unsaved changes to its cart again (a bottle just added here is added there too),
 * then save that from the server's version. Without unsaved changes the server's cart is taken as is.
 * `refusedBase` is the base the refused save was sent from: when the changes were already replayed
 * since (two saves refused one after the other), this refusal is old news and replaying again would
 * apply the same changes twice.
 */
export function cartReloaded(fresh: User, refusedBase: number): void {
  const pending = vendangeStore.get(pendingCartSaveAtom);
  if (vendangeStore.get(sessionAtom).user?.id !== fresh.id) {
    vendangeStore.set(pendingCartSaveAtom, null);
    return;
  }
  if (pending && pending.base !== refusedBase) return;
  if (!pending || pending.changes.length === 0) {
    vendangeStore.set(pendingCartSaveAtom, null);
    setSessionUser(fresh);
    return;
  }
  const replayed = replayCartChanges(asCart(fresh.cart), pending.changes);
  // A new version: a save of the cart as it was before the reload can no longer clear this one.
  vendangeStore.set(pendingCartSaveAtom, { base: fresh.cart.version ?? 0, version: pending.version + 1, changes: pending.changes });
  setSessionUser({ ...fresh, cart: { ...fresh.cart, orders: replayed.orders as unknown as User['cart']['orders'], lastUpdated: replayed.lastUpdated } });
}
