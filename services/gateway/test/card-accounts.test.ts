import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAccountMessages, type CardAccount, type CardAccountLink, type CardPaymentEntry, type CheckoutResult, type PaymentsConfig } from '@vendange/contracts';
import { platformFeeCents } from '@vendange/pricing';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { createCardPaymentMethod } from '@vendange/mfe-shop/card-payment-method';
import { testCards } from '../../../infra/stripe-sandbox/test-cards';
import type { StripeSandbox } from '../../../infra/stripe-sandbox/sandbox';
import { cardPayments as cardPaymentsTable } from '@vendange/service-orders/db-schema';
import { connectCardAccount, startCardHarness } from './card-harness';
import type { Harness } from './harness';

const kinds = await testDatabaseKinds();
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_card_accounts', STRIPE_PUBLISHABLE_KEY: 'pk_test_card_accounts', STRIPE_WEBHOOK_SECRET: 'whsec_card_accounts_test' };
const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };

describe.each(kinds)("each producer's own card account: onboarding, card offered once active, payments paid into it less the fee (%s)", (kind) => {
  let h: Harness;
  let sandbox: StripeSandbox;
  let stripe: Stripe;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ h, sandbox, close } = await startCardHarness(kind, KEYS));
    const url = new URL(sandbox.url);
    stripe = new Stripe(KEYS.STRIPE_SECRET_KEY, { host: url.hostname, port: url.port, protocol: 'http' });
  });
  afterAll(async () => { await close?.(); });

  const as = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const accountOf = async (email: string) => h.app.inject({ url: '/v1/payments/card-account', headers: await as(email) });
  const onboarding = async (email: string, origin?: string) =>
    h.app.inject({ method: 'POST', url: '/v1/payments/card-account/onboarding', headers: { ...(await as(email)), ...(origin ? { origin } : {}) } });
  const configFor = async (shops: string) => (await h.app.inject({ url: `/v1/payments/config?shops=${shops}` })).json<PaymentsConfig>();
  const checkoutAt = async (seller: { id: number; productId: number; shipping: object }) => {
    const config = await configFor(String(seller.id));
    const card = await createCardPaymentMethod({ apiUrl: config.apiUrl!, publishableKey: config.publishableKey!, card: { number: testCards.succeeds, expMonth: 12, expYear: 2030, cvc: '123' } });
    if (!('id' in card)) throw new Error(card.error);
    return h.app.inject({
      method: 'POST', url: '/v1/orders/checkout', headers: await as('buyer@vendange.test'),
      payload: {
        checkoutId: randomUUID(), deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true,
        orders: [{ seller: { id: seller.id }, products: [{ id: seller.productId, quantity: 3 }], shipping: seller.shipping, paymentType: 'stripe' }],
        card: { paymentMethodId: card.id },
      },
    });
  };

  it('a shop starts without an account: card is not offered for it, and a card checkout there is refused with its French message', async () => {
    const before = (await accountOf('owner2@vendange.test')).json<CardAccount>();
    expect(before).toEqual({ available: true, status: 'none', stripe: null, stripeIsActive: false, feeBasisPoints: 150, balance: null });
    expect((await configFor('1,2')).cardShopIds).toEqual([1]);
    const refused = await checkoutAt({ id: 2, productId: 6, shipping: { collectionPointId: 'chai' } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CARD_ACCOUNT_INACTIVE' });
    expect(refused.json<{ message: string }>().message).toContain(cardAccountMessages.notActive('Château Belle Rivière'));
  });

  it('the owner opens the account: a link to the provider coming back to the settings; leaving it unfinished keeps it incomplete', async () => {
    const res = await onboarding('owner2@vendange.test', 'http://127.0.0.1:3000');
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<CardAccountLink>();
    expect(url.startsWith(`${sandbox.url}/connect/onboarding/`)).toBe(true);
    const left = await fetch(`${url}/leave`, { method: 'POST', redirect: 'manual' });
    expect(left.headers.get('location')).toBe('http://127.0.0.1:3000/dashboard/settings?link=billing&card=return');
    const incomplete = (await accountOf('owner2@vendange.test')).json<CardAccount>();
    expect(incomplete).toMatchObject({ status: 'incomplete', stripeIsActive: false, balance: { pendingCents: 0, availableCents: 0 } });
    expect(incomplete.stripe).toMatch(/^acct_/);
    // A used link sends the producer to the refresh address, where the settings offer a new one.
    const reused = await fetch(url, { redirect: 'manual' });
    expect(reused.headers.get('location')).toBe('http://127.0.0.1:3000/dashboard/settings?link=billing&card=refresh');
    expect((await configFor('2')).cardShopIds).toEqual([]);

    const active = await connectCardAccount(h, 'owner2@vendange.test');
    expect(active).toMatchObject({ status: 'active', stripe: incomplete.stripe, stripeIsActive: true, balance: { pendingCents: 0, availableCents: 0 } });
    expect((await configFor('1,2')).cardShopIds).toEqual([1, 2]);
    const again = await onboarding('owner2@vendange.test');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CARD_ACCOUNT_ACTIVE', message: cardAccountMessages.alreadyActive });
  });

  it('only the owner opens it; a buyer reads nothing; each owner sees their own shop only', async () => {
    expect((await onboarding('buyer@vendange.test')).statusCode).toBe(403);
    expect((await accountOf('buyer@vendange.test')).statusCode).toBe(403);
    const one = (await accountOf('owner@vendange.test')).json<CardAccount>();
    const two = (await accountOf('owner2@vendange.test')).json<CardAccount>();
    expect(one.stripe).toMatch(/^acct_/);
    expect(two.stripe).not.toBe(one.stripe);
  });

  it("a buyer's card payment goes to the producer's account: a destination charge keeping the platform's fee", async () => {
    const placed = await checkoutAt({ id: 1, productId: 1, shipping: { type: 'colissimo', ref: 'domicile' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<CheckoutResult>().orders[0]!;
    const account = (await accountOf('owner@vendange.test')).json<CardAccount>();
    const validated = await h.app.inject({ method: 'PUT', url: `/v1/orders/${order.id}/validate`, headers: await as('owner@vendange.test'), payload: {} });
    expect(validated.statusCode, validated.body).toBe(200);
    const [row] = await h.handle.db.select().from(cardPaymentsTable).where(eq(cardPaymentsTable.orderId, order.id));
    const fee = platformFeeCents(order.totalTtcCents, 150);
    expect(row).toMatchObject({ status: 'paid', destinationAccount: account.stripe, applicationFeeCents: fee });
    const intent = await stripe.paymentIntents.retrieve(row!.paymentIntentId!);
    expect(intent).toMatchObject({ amount: order.totalTtcCents, transfer_data: { destination: account.stripe }, application_fee_amount: fee, status: 'succeeded' });
    const after = (await accountOf('owner@vendange.test')).json<CardAccount>();
    expect(after.balance!.pendingCents - account.balance!.pendingCents).toBe(order.totalTtcCents - fee);

    // The payments list's card part: the debit with its fee and what reaches the account; another shop sees none of it.
    const listed = (await h.app.inject({ url: '/v1/payments/card-payments?shopId=1', headers: await as('owner@vendange.test') })).json<{ items: CardPaymentEntry[]; total: number }>();
    expect(listed.items[0]).toMatchObject({ orderId: order.id, reference: order.reference, status: 'paid', amountCents: order.totalTtcCents, feeCents: fee, netCents: order.totalTtcCents - fee });
    const other = await h.app.inject({ url: '/v1/payments/card-payments', headers: await as('owner2@vendange.test') });
    expect(other.json<{ items: CardPaymentEntry[] }>().items.map((i) => i.orderId)).not.toContain(order.id);
    expect((await h.app.inject({ url: '/v1/payments/card-payments?shopId=1', headers: await as('owner2@vendange.test') })).statusCode).toBe(403);
  });
});
