import { describe, expect, it } from 'vitest';
import { cartKeyOf, nextAttempt } from './checkout-attempt';

const part = (quantity: number) => ({ seller: { id: 1 }, products: [{ id: 7, quantity }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'stripe', promoCode: undefined });
const body = (quantity: number, phone = '06 56 78 90 12') => ({ orders: [part(quantity)], deliveryAddress: null, billingAddress: null, phone, cguAccepted: true as const });
const ids = () => { let n = 0; return () => `id-${++n}`; };

describe('one checkout per cart across the 3-D Secure redirect', () => {
  it('makes a new checkout the first time, with nothing to replace', () => {
    expect(nextAttempt(null, cartKeyOf(body(2)), ids())).toEqual({ attempt: { checkoutId: 'id-1', cartKey: cartKeyOf(body(2)) }, replacesCheckoutId: null });
  });

  it("resumes the stored checkout when the cart is the same ('Commander' again after the bank's page)", () => {
    const stored = { checkoutId: 'kept', cartKey: cartKeyOf(body(2)) };
    expect(nextAttempt(stored, cartKeyOf(body(2)), ids())).toEqual({ attempt: stored, replacesCheckoutId: null });
  });

  it('replaces it when a quantity, or what goes on the orders, changed', () => {
    const stored = { checkoutId: 'kept', cartKey: cartKeyOf(body(2)) };
    expect(nextAttempt(stored, cartKeyOf(body(3)), ids())).toEqual({ attempt: { checkoutId: 'id-1', cartKey: cartKeyOf(body(3)) }, replacesCheckoutId: 'kept' });
    expect(nextAttempt(stored, cartKeyOf(body(2, '07 00 00 00 00')), ids()).replacesCheckoutId).toBe('kept');
  });
});

describe('after a failed 3-D Secure', () => {
  it('an emptied cart key makes the next submission a new checkout replacing the failed one, even for the same cart', () => {
    const failed = { checkoutId: 'failed', cartKey: '' };
    expect(nextAttempt(failed, cartKeyOf(body(2)), ids())).toEqual({ attempt: { checkoutId: 'id-1', cartKey: cartKeyOf(body(2)) }, replacesCheckoutId: 'failed' });
  });
});
