import { describe, expect, it } from 'vitest';
import { eventEffect } from './webhook-effects';

const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', type, data: { object: { id: 'x', ...object } } });

describe('what a provider event changes', () => {
  it('a setup intent that succeeded sets the imprint up', () => {
    expect(eventEffect(event('setup_intent.succeeded', { id: 'seti_1' }))).toEqual({ kind: 'imprint', setupIntentId: 'seti_1', status: 'setup', lastError: null });
  });

  it('a setup intent that failed is an imprint error, with the reason', () => {
    expect(eventEffect(event('setup_intent.setup_failed', { id: 'seti_1', last_setup_error: { message: 'Your card has insufficient funds.' } })))
      .toEqual({ kind: 'imprint', setupIntentId: 'seti_1', status: 'error', lastError: 'Your card has insufficient funds.' });
  });

  it('a payment intent that succeeded pays the order named in its metadata', () => {
    expect(eventEffect(event('payment_intent.succeeded', { id: 'pi_1', metadata: { orderId: '42' } })))
      .toEqual({ kind: 'debit', paymentIntentId: 'pi_1', orderId: 42, status: 'paid', lastError: null });
  });

  it('a payment intent that failed is a debit error; a metadata without a valid order id finds it by intent only', () => {
    expect(eventEffect(event('payment_intent.payment_failed', { id: 'pi_1', metadata: { orderId: 'abc' }, last_payment_error: { message: 'Your card was declined.' } })))
      .toEqual({ kind: 'debit', paymentIntentId: 'pi_1', orderId: null, status: 'error', lastError: 'Your card was declined.' });
    expect(eventEffect(event('payment_intent.payment_failed', { id: 'pi_2', metadata: null }))).toMatchObject({ orderId: null, lastError: null });
  });

  it("a producer's card account updated: whether it takes charges now", () => {
    expect(eventEffect(event('account.updated', { id: 'acct_1', charges_enabled: true, details_submitted: true })))
      .toEqual({ kind: 'account', accountId: 'acct_1', chargesEnabled: true, detailsSubmitted: true });
    expect(eventEffect(event('account.updated', { id: 'acct_2' }))).toEqual({ kind: 'account', accountId: 'acct_2', chargesEnabled: false, detailsSubmitted: false });
  });

  it('ignores the events it does not follow', () => {
    expect(eventEffect(event('customer.created', {}))).toBeNull();
    expect(eventEffect(event('payment_intent.canceled', {}))).toBeNull();
  });
});
