import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages, type CheckoutResult, type Notification, type OrderDetail, type OrderSummary, type PaymentsConfig } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { createCardPaymentMethod } from '@vendange/mfe-shop/card-payment-method';
import type { StripeSandbox } from '../../../infra/stripe-sandbox/sandbox';
import { testCards } from '../../../infra/stripe-sandbox/test-cards';
import { cardPayments as cardPaymentsTable, orders as ordersTable, providerEvents } from '@vendange/service-orders/db-schema';
import { readOrdersEnv } from '@vendange/service-orders/env';
import { cardPayments, type CardPayments } from '@vendange/service-orders/card-payments';
import { decisionMessages } from '@vendange/service-orders/order-decision';
import { startCardHarness } from './card-harness';
import type { Harness } from './harness';

const kinds = await testDatabaseKinds();
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_card_payments', STRIPE_PUBLISHABLE_KEY: 'pk_test_card_payments', STRIPE_WEBHOOK_SECRET: 'whsec_card_payments_test' };
const PUBLIC_URL = 'http://localhost:3000';
const BUYER = { id: 5, email: 'buyer@vendange.test', name: 'Sophie Leroy' };
const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;

describe.each(kinds)('card payments: imprint at checkout, debit on validation (%s)', (kind) => {
  let h: Harness;
  let sandbox: StripeSandbox;
  let stripe: Stripe;
  let payments: CardPayments;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ h, sandbox, close } = await startCardHarness(kind, KEYS));
    const url = new URL(sandbox.url);
    stripe = new Stripe(KEYS.STRIPE_SECRET_KEY, { host: url.hostname, port: url.port, protocol: 'http' });
    payments = cardPayments({ db: h.handle.db, publicUrl: PUBLIC_URL, log: silent, env: readOrdersEnv({ ...KEYS, STRIPE_API_URL: sandbox.url }) });
  });
  afterAll(async () => { await close?.(); });

  const as = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const orderOf = async (id: number) => (await h.app.inject({ url: `/v1/orders/${id}`, headers: await as('owner@vendange.test') })).json<OrderDetail>();
  const validate = async (id: number, email = 'owner@vendange.test') => h.app.inject({ method: 'PUT', url: `/v1/orders/${id}/validate`, headers: await as(email), payload: {} });
  const refuse = async (id: number, email = 'owner@vendange.test') => h.app.inject({ method: 'PUT', url: `/v1/orders/${id}/refuse`, headers: await as(email), payload: { reason: 'Rupture de stock sur ce millésime.' } });
  const validate3ds = async (setupIntentId: string, email = 'buyer@vendange.test') =>
    h.app.inject({ method: 'POST', url: '/v1/payments/validate-3ds', headers: await as(email), payload: { setupIntentId } });

  /** A buyer's order at shop 1, paid by card: placed through the API, then marked as the checkout marks it. */
  async function placeCardOrder(quantity = 2): Promise<OrderSummary> {
    const res = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: await as('buyer@vendange.test'), payload: { shopId: 1, lines: [{ productId: 1, quantity }] } });
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderSummary>();
    await h.handle.db.update(ordersTable).set({ paymentType: 'stripe' }).where(eq(ordersTable.id, order.id));
    return order;
  }

  /** The browser's part: the card goes to the provider with the publishable key, never to us. */
  async function cardFromBrowser(number: string): Promise<string> {
    const config = (await h.app.inject({ url: '/v1/payments/config' })).json<PaymentsConfig>();
    const created = await createCardPaymentMethod({ apiUrl: config.apiUrl!, publishableKey: config.publishableKey!, card: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
    if (!('id' in created)) throw new Error(created.error);
    return created.id;
  }

  async function checkout(number: string, orders: OrderSummary[]) {
    const checkoutId = randomUUID();
    const result = await payments.imprint({ checkoutId, buyer: BUYER, paymentMethodId: await cardFromBrowser(number), orders: orders.map((o) => ({ id: o.id, amountCents: o.totalTtcCents })) });
    return { checkoutId, result };
  }
  const setupIntentOf = async (orderId: number) => (await h.handle.db.select().from(cardPaymentsTable).where(eq(cardPaymentsTable.orderId, orderId)))[0]!;

  it('tells the browser card payment is offered, with the publishable key and the sandbox URL', async () => {
    const res = await h.app.inject({ url: '/v1/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true, publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY, apiUrl: sandbox.url, cardShopIds: [] });
  });

  it('4242: one imprint for the orders of a checkout, each set up, the customer kept for next time', async () => {
    const [a, b] = [await placeCardOrder(), await placeCardOrder(1)];
    const { result } = await checkout(testCards.succeeds, [a!, b!]);
    expect(result).toEqual({ status: 'setup', redirectUrl: null, message: null });
    expect((await orderOf(a!.id)).paymentStatus).toBe('setup');
    expect((await orderOf(b!.id)).paymentStatus).toBe('setup');
    const [rowA, rowB] = [await setupIntentOf(a!.id), await setupIntentOf(b!.id)];
    expect(rowA.setupIntentId).toMatch(/^seti_/);
    expect(rowB.setupIntentId).toBe(rowA.setupIntentId);
    expect(rowA.amountCents).toBe(a!.totalTtcCents);
    const si = await stripe.setupIntents.retrieve(rowA.setupIntentId!);
    expect(si).toMatchObject({ status: 'succeeded', usage: 'off_session', customer: rowA.providerCustomerId });
    // A second checkout reuses the buyer's customer.
    const c = await placeCardOrder();
    await checkout(testCards.succeeds, [c]);
    expect((await setupIntentOf(c.id)).providerCustomerId).toBe(rowA.providerCustomerId);
  });

  it('the same checkout and card imprinted twice (a retried submission) is one setup intent', async () => {
    const order = await placeCardOrder();
    const checkoutId = randomUUID();
    const pm = await cardFromBrowser(testCards.succeeds);
    const input = { checkoutId, buyer: BUYER, paymentMethodId: pm, orders: [{ id: order.id, amountCents: order.totalTtcCents }] };
    await payments.imprint(input);
    const first = (await setupIntentOf(order.id)).setupIntentId;
    expect((await payments.imprint(input)).status).toBe('setup');
    expect((await setupIntentOf(order.id)).setupIntentId).toBe(first);
  });

  it('3-D Secure: requiresAction with the bank page, authenticated there, then validate-3ds sets the orders up', async () => {
    const order = await placeCardOrder();
    const { result } = await checkout(testCards.authenticateOnSetup, [order]);
    expect(result.status).toBe('requiresAction');
    expect(result.redirectUrl).toMatch(new RegExp(`^${sandbox.url}/3ds/seti_`));
    expect((await orderOf(order.id)).paymentStatus).toBe('requiresAction');

    // Not yet confirmed: the producer cannot validate it.
    const early = await validate(order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(decisionMessages.imprintWaiting);

    const back = await fetch(`${result.redirectUrl}/authenticate`, { method: 'POST', redirect: 'manual' });
    const returned = new URL(back.headers.get('location')!);
    expect(`${returned.origin}${returned.pathname}`).toBe(`${PUBLIC_URL}/validate3ds`);
    expect(returned.searchParams.get('redirect_status')).toBe('succeeded');
    const setupIntentId = returned.searchParams.get('setup_intent')!;

    const res = await validate3ds(setupIntentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'setup', orders: [{ id: order.id, reference: order.reference, shopId: 1 }] });
    expect((await orderOf(order.id)).paymentStatus).toBe('setup');
    // Coming back twice (a reload) answers the same.
    expect((await validate3ds(setupIntentId)).json()).toEqual(res.json());
  });

  it('validate-3ds asks the provider, never the query string: a failed challenge is an error with the French message', async () => {
    const order = await placeCardOrder();
    const { result } = await checkout(testCards.authenticateOnSetup, [order]);
    await fetch(`${result.redirectUrl}/fail`, { method: 'POST', redirect: 'manual' });
    const setupIntentId = (await setupIntentOf(order.id)).setupIntentId!;
    const res = await validate3ds(setupIntentId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_FAILED', message: cartMessages.paymentFailed });
    expect((await orderOf(order.id)).paymentStatus).toBe('error');
  });

  it('validate-3ds only for the buyer whose orders the intent covers', async () => {
    const order = await placeCardOrder();
    await checkout(testCards.authenticateOnSetup, [order]);
    const setupIntentId = (await setupIntentOf(order.id)).setupIntentId!;
    expect((await validate3ds(setupIntentId, 'owner@vendange.test')).statusCode).toBe(403);
    expect((await validate3ds('seti_unknown000')).statusCode).toBe(404);
    expect((await validate3ds('not-an-intent')).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'POST', url: '/v1/payments/validate-3ds', payload: { setupIntentId } })).statusCode).toBe(401);
  });

  it('a card declined at setup is an error with the French message, and the order cannot be validated', async () => {
    const order = await placeCardOrder();
    const { result } = await checkout(testCards.declinedAtSetup, [order]);
    expect(result).toEqual({ status: 'error', redirectUrl: null, message: cartMessages.cardDeclined });
    expect((await orderOf(order.id)).paymentStatus).toBe('error');
    expect((await setupIntentOf(order.id)).lastError).toContain('insufficient_funds');
    const res = await validate(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CARD_FAILED', message: decisionMessages.imprintFailed });
    expect((await orderOf(order.id)).status).toBe('pending');
  });

  it('the producer validates: the order is debited its total once, even when validated twice', async () => {
    const order = await placeCardOrder(3);
    await checkout(testCards.succeeds, [order]);
    // Ten clicks at once (two staff, a double click, a retry): one validation, one debit, every answer the validated order.
    const [res, ...twins] = await Promise.all(Array.from({ length: 10 }, () => validate(order.id)));
    expect(res!.statusCode).toBe(200);
    expect(twins.map((t) => t.statusCode)).toEqual(Array(9).fill(200));
    const detail = res!.json<OrderDetail>();
    expect(detail).toMatchObject({ id: order.id, status: 'validated', paymentStatus: 'paid' });
    expect(detail.validatedAt).not.toBeNull();
    const again = await validate(order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderDetail>().validatedAt).toBe(detail.validatedAt);
    const row = await setupIntentOf(order.id);
    const intents = (await stripe.paymentIntents.list({ customer: row.providerCustomerId })).data.filter((pi) => pi.metadata.orderId === String(order.id));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ id: row.paymentIntentId, amount: order.totalTtcCents, currency: 'eur', status: 'succeeded', payment_method: row.paymentMethodId });
  });

  it('0341: validated, but the debit is declined: paymentStatus error and the buyer is notified', async () => {
    const order = await placeCardOrder();
    await checkout(testCards.declinedOnPayment, [order]);
    expect((await orderOf(order.id)).paymentStatus).toBe('setup');
    const res = await validate(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderDetail>()).toMatchObject({ status: 'validated', paymentStatus: 'error' });
    await h.settle(); // notifications are jobs (docs/decisions/durable-work.md)
    const notes = (await h.app.inject({ url: '/v1/notifications-centers', headers: await as('buyer@vendange.test') })).json<Notification[]>();
    const note = notes.find((n) => n.type === 'payment' && n.message.includes(order.reference));
    expect(note).toMatchObject({ title: 'Paiement refusé', redirectLink: `/dashboard/orders/${order.id}` });
    // Validating again neither debits nor notifies again.
    await validate(order.id);
    await h.settle();
    const after = (await h.app.inject({ url: '/v1/notifications-centers', headers: await as('buyer@vendange.test') })).json<Notification[]>();
    expect(after.filter((n) => n.type === 'payment' && n.message.includes(order.reference))).toHaveLength(1);
  });

  it("another shop's owner cannot validate or refuse; staff without createOrder, nor the buyer, either", async () => {
    const order = await placeCardOrder();
    await checkout(testCards.succeeds, [order]);
    for (const call of [validate, refuse]) {
      const other = await call(order.id, 'owner2@vendange.test');
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain(order.reference);
      expect((await call(order.id, 'staff@vendange.test')).statusCode).toBe(403);
      expect((await call(order.id, 'buyer@vendange.test')).statusCode).toBe(403);
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'setup' });
    expect((await validate(999999)).statusCode).toBe(404);
  });

  it('refusing cancels the card payment; a refused order cannot be validated, a validated one cannot be refused', async () => {
    const order = await placeCardOrder();
    await checkout(testCards.succeeds, [order]);
    const res = await refuse(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderDetail>()).toMatchObject({ status: 'refused', paymentStatus: 'cancelled' });
    expect((await refuse(order.id)).statusCode).toBe(200);
    expect((await validate(order.id)).json()).toMatchObject({ code: 'ORDER_NOT_PENDING' });
    const paid = await placeCardOrder();
    await checkout(testCards.succeeds, [paid]);
    await validate(paid.id);
    const late = await refuse(paid.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(decisionMessages.notPendingToRefuse);
  });

  it('through the checkout: the card part gets its imprint, 3-D Secure sends to the bank, a declined card places nothing', async () => {
    const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };
    const cart = async (number: string) => h.app.inject({
      method: 'POST', url: '/v1/orders/checkout', headers: await as('buyer@vendange.test'),
      payload: {
        checkoutId: randomUUID(), deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true,
        orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 2 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'stripe' }],
        card: { paymentMethodId: await cardFromBrowser(number) },
      },
    });
    const ok = await cart(testCards.succeeds);
    expect(ok.statusCode, ok.body).toBe(201);
    const placed = ok.json<CheckoutResult>();
    expect(placed.payment).toEqual({ status: 'setup', redirectUrl: null, message: null });
    expect(placed.orders.map((o) => [o.paymentType, o.paymentStatus])).toEqual([['stripe', 'setup']]);

    const challenged = (await cart(testCards.authenticateOnSetup)).json<CheckoutResult>();
    expect(challenged.payment).toMatchObject({ status: 'requiresAction', redirectUrl: expect.stringMatching(/\/3ds\/seti_/) });
    // The producer hears of an order waiting for 3-D Secure only once the bank has said yes.
    const bell = async () => {
      await h.settle(); // notifications are jobs
      return (await h.app.inject({ url: '/v1/notifications-centers', headers: await as('owner@vendange.test') })).body;
    };
    const reference = challenged.orders[0]!.reference;
    expect(await bell()).not.toContain(reference);
    await fetch(`${challenged.payment!.redirectUrl}/authenticate`, { method: 'POST', redirect: 'manual' });
    const seti = (await setupIntentOf(challenged.orders[0]!.id)).setupIntentId!;
    expect((await validate3ds(seti)).statusCode).toBe(200);
    expect(await bell()).toContain(reference);
    expect((await validate3ds(seti)).statusCode).toBe(200);
    expect((await bell()).split(reference).length - 1).toBe(1);

    // A failed challenge: the orders never go on (the cart is still the buyer's to pay again).
    const failing = (await cart(testCards.authenticateOnSetup)).json<CheckoutResult>();
    await fetch(`${failing.payment!.redirectUrl}/fail`, { method: 'POST', redirect: 'manual' });
    expect((await validate3ds((await setupIntentOf(failing.orders[0]!.id)).setupIntentId!)).statusCode).toBe(400);
    expect(await orderOf(failing.orders[0]!.id)).toMatchObject({ status: 'aborted', paymentStatus: 'error' });
    expect(await bell()).not.toContain(failing.orders[0]!.reference);

    const declined = await cart(testCards.declinedAtSetup);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_FAILED', message: cartMessages.cardDeclined });
  });

  describe('webhooks', () => {
    const post = (body: string, signature?: string) => h.app.inject({
      method: 'POST', url: '/v1/payments/webhooks', payload: body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
    const signed = (event: object) => {
      const body = JSON.stringify(event);
      return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: KEYS.STRIPE_WEBHOOK_SECRET }) };
    };

    it('refuses an event without a valid signature', async () => {
      const { body, signature } = signed({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x', metadata: { orderId: '2' } } } });
      expect((await post(body)).statusCode).toBe(400);
      expect((await post(body.replace('pi_x', 'pi_y'), signature)).statusCode).toBe(400);
      const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' });
      const res = await post(body, wrongSecret);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_SIGNATURE');
      expect((await orderOf(2)).paymentStatus).toBe('pending');
    });

    it('handles an event once: a redelivery changes nothing', async () => {
      const order = await placeCardOrder();
      await checkout(testCards.authenticateOnSetup, [order]);
      const setupIntentId = (await setupIntentOf(order.id)).setupIntentId!;
      const event = signed({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'setup_intent.succeeded', data: { object: { id: setupIntentId, object: 'setup_intent' } } });
      const first = await post(event.body, event.signature);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      expect((await orderOf(order.id)).paymentStatus).toBe('setup');
      // Put the order back as it was: were the event applied again, it would be set up again.
      await h.handle.db.update(cardPaymentsTable).set({ status: 'requiresAction' }).where(eq(cardPaymentsTable.orderId, order.id));
      await h.handle.db.update(ordersTable).set({ paymentStatus: 'requiresAction' }).where(eq(ordersTable.id, order.id));
      const second = await post(event.body, event.signature);
      expect(second.json()).toEqual({ received: true, duplicate: true });
      expect((await orderOf(order.id)).paymentStatus).toBe('requiresAction');
      const [recorded] = await h.handle.db.select({ n: count() }).from(providerEvents).where(eq(providerEvents.type, 'setup_intent.succeeded'));
      expect(recorded!.n).toBe(1);
    });

    it("the sandbox's own signed events reach the route: a 3-D Secure passed at the bank sets the order up without the buyer coming back", async () => {
      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      sandbox.setWebhookUrl(`${address}/v1/payments/webhooks`);
      try {
        const order = await placeCardOrder();
        const { result } = await checkout(testCards.authenticateOnSetup, [order]);
        await fetch(`${result.redirectUrl}/authenticate`, { method: 'POST', redirect: 'manual' });
        for (let i = 0; i < 50 && (await orderOf(order.id)).paymentStatus !== 'setup'; i += 1) await new Promise((r) => setTimeout(r, 100));
        expect((await orderOf(order.id)).paymentStatus).toBe('setup');
      } finally {
        sandbox.setWebhookUrl(null);
      }
    });
  });

  it('without keys, card payment is not offered', async () => {
    const off = cardPayments({ db: h.handle.db, publicUrl: PUBLIC_URL, log: silent, env: readOrdersEnv({}) });
    expect(off.available).toBe(false);
    expect(off.publicConfig()).toBeNull();
    await expect(off.imprint({ checkoutId: randomUUID(), buyer: BUYER, paymentMethodId: 'pm_x', orders: [] })).rejects.toMatchObject({ statusCode: 400, code: 'CARD_PAYMENT_UNAVAILABLE' });
  });
});
