import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartMessages, ruleMessages } from '@vendange/contracts';
import { createCardPaymentMethod } from './card-payment-method';

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: ' 123 ' };
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => { vi.unstubAllGlobals(); });

describe('creating a card payment method at the provider', () => {
  it('posts the card form-encoded with the publishable key to the provider, and returns the pm id', async () => {
    const fetchMock = answer(200, { id: 'pm_123', object: 'payment_method' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await createCardPaymentMethod({ apiUrl: 'http://127.0.0.1:12111/', publishableKey: 'pk_test_x', card })).toEqual({ id: 'pm_123' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:12111/v1/payment_methods');
    expect(init.method).toBe('POST');
    // No Authorization header: a simple request, without preflight, as Stripe.js sends it.
    expect(init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      key: 'pk_test_x', type: 'card', 'card[number]': '4242424242424242', 'card[exp_month]': '12', 'card[exp_year]': '2030', 'card[cvc]': '123',
    });
  });

  it.each([
    ['incorrect_number', ruleMessages.cardNumber],
    ['invalid_expiry_year', ruleMessages.cardExpiration],
    ['expired_card', ruleMessages.cardExpiration],
    ['invalid_cvc', ruleMessages.cvv],
    ['card_declined', cartMessages.paymentFailed],
  ])('tells the buyer why the provider refused the card (%s)', async (code, message) => {
    vi.stubGlobal('fetch', answer(402, { error: { type: 'card_error', code, message: 'English text' } }));
    expect(await createCardPaymentMethod({ apiUrl: 'https://api.stripe.com', publishableKey: 'pk_test_x', card })).toEqual({ error: message });
  });

  it('answers the payment error when the provider cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await createCardPaymentMethod({ apiUrl: 'https://api.stripe.com', publishableKey: 'pk_test_x', card })).toEqual({ error: cartMessages.paymentFailed });
  });
});
