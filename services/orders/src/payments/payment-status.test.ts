import { describe, expect, it } from 'vitest';
import { paymentStatuses } from '@vendange/contracts';
import { debitPhase, debitStatusOf, imprintPhase, imprintStatusOf } from './payment-status';

describe('imprint status from the SetupIntent', () => {
  it.each([
    ['succeeded', 'setup'],
    ['requires_action', 'requiresAction'],
    ['processing', 'processing'],
    ['requires_confirmation', 'pending'],
    ['canceled', 'cancelled'],
    // A declined card or a failed 3-D Secure leaves the intent waiting for another card.
    ['requires_payment_method', 'error'],
    ['some_future_status', 'error'],
  ])('%s → %s', (stripe, ours) => expect(imprintStatusOf(stripe)).toBe(ours));
});

describe('debit status from the PaymentIntent', () => {
  it.each([
    ['succeeded', 'paid'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['canceled', 'cancelled'],
    ['requires_payment_method', 'error'],
    // Off session, nobody is there to authenticate: the debit failed.
    ['requires_action', 'error'],
  ])('%s → %s', (stripe, ours) => expect(debitStatusOf(stripe)).toBe(ours));
});

describe('phases', () => {
  it('never lets an imprint outcome replace a debited, refunded or cancelled payment', () => {
    for (const status of ['paid', 'refunded', 'cancelled'] as const) expect(imprintPhase).not.toContain(status);
  });

  it('lets a debit outcome replace only a payment set up or under way', () => {
    expect([...debitPhase].sort()).toEqual(['processing', 'requiresAction', 'setup']);
    for (const status of [...imprintPhase, ...debitPhase]) expect(paymentStatuses).toContain(status);
  });
});
