import type { CheckoutBody } from '@vendange/contracts';

/** The checkout being paid, kept across the 3-D Secure redirect (the page reloads on the way back). */
export interface CheckoutAttempt { checkoutId: string; cartKey: string }

/** What the orders would be made of: the cart's parts and what goes on them (never the card, sent anew each time). */
export function cartKeyOf(body: Omit<CheckoutBody, 'checkoutId' | 'card' | 'replacesCheckoutId'>): string {
  const { orders, deliveryAddress, billingAddress, phone, comment } = body;
  return JSON.stringify({ orders, deliveryAddress, billingAddress, phone, comment: comment ?? '' });
}

/**
 * The id of this submission: the stored attempt's for the same cart (the server resumes it: same orders, a fresh
 * 3-D Secure page), a new one that replaces it when the cart changed (its waiting orders give way), a new one
 * with nothing to replace otherwise. docs/decisions/checkout.md, "Resumed or replaced after 3-D Secure".
 */
export function nextAttempt(stored: CheckoutAttempt | null, cartKey: string, newId: () => string): { attempt: CheckoutAttempt; replacesCheckoutId: string | null } {
  if (stored && stored.cartKey === cartKey) return { attempt: stored, replacesCheckoutId: null };
  return { attempt: { checkoutId: newId(), cartKey }, replacesCheckoutId: stored?.checkoutId ?? null };
}

const storageKey = (buyerId: number) => `vendange.checkout-attempt.${buyerId}`;

/** sessionStorage: this tab only, and it survives the bank's page; unreadable storage (private mode) means no memory. */
export const checkoutAttempts = {
  read(buyerId: number): CheckoutAttempt | null {
    try {
      const parsed = JSON.parse(sessionStorage.getItem(storageKey(buyerId)) ?? 'null') as Partial<CheckoutAttempt> | null;
      return parsed && typeof parsed.checkoutId === 'string' && typeof parsed.cartKey === 'string' ? { checkoutId: parsed.checkoutId, cartKey: parsed.cartKey } : null;
    } catch {
      return null;
    }
  },
  save(buyerId: number, attempt: CheckoutAttempt): void {
    try { sessionStorage.setItem(storageKey(buyerId), JSON.stringify(attempt)); } catch { /* no storage: a retry after the redirect is a new checkout */ }
  },
  /**
   * 3-D Secure failed: the card order is aborted, not its siblings (another producer's transfer part). The next
   * 'Commander' is a new checkout that replaces this one, whatever the cart, so they are not placed twice.
   */
  replaceNext(buyerId: number): void {
    const stored = checkoutAttempts.read(buyerId);
    if (stored) checkoutAttempts.save(buyerId, { ...stored, cartKey: '' });
  },
  /** The checkout went through (or was refused for good): the next 'Commander' is a new one. */
  forget(buyerId: number): void {
    try { sessionStorage.removeItem(storageKey(buyerId)); } catch { /* nothing kept */ }
  },
};
