import type { CartLike } from './cart-merge';

/** Spec point 4: a logged-out visitor's cart lives in browser storage under this key. */
export const ANONYMOUS_CART_KEY = 'vendange.cart';

const hasStorage = () => typeof localStorage !== 'undefined';

/** The stored anonymous cart, or null when there is none or it is not a cart. */
export function readAnonymousCart(): CartLike | null {
  if (!hasStorage()) return null;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ANONYMOUS_CART_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as CartLike).orders)) return null;
    const { orders, lastUpdated } = parsed as CartLike;
    return { orders, lastUpdated: typeof lastUpdated === 'string' ? lastUpdated : null };
  } catch {
    return null;
  }
}

export function writeAnonymousCart(cart: CartLike): void {
  localStorage.setItem(ANONYMOUS_CART_KEY, JSON.stringify(cart));
}

export function clearAnonymousCart(): void {
  if (hasStorage()) localStorage.removeItem(ANONYMOUS_CART_KEY);
}
