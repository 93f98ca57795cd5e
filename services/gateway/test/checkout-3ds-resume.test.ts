import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages, waitingPaymentMessages, type CheckoutResult, type Notification, type OrderSummary, type PaymentsConfig, type ProductDetail } from '@vendange/contracts';
import { startJobQueue, type JobQueue } from '@vendange/service-kit';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { createCardPaymentMethod } from '@vendange/mfe-shop/card-payment-method';
import { testCards } from '../../../infra/stripe-sandbox/test-cards';
import { cardPayments as cardPaymentsTable, orders as ordersTable } from '@vendange/service-orders/db-schema';
import { startCardHarness } from './card-harness';
import type { Harness } from './harness';

const kinds = await testDatabaseKinds();
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_3ds_resume', STRIPE_PUBLISHABLE_KEY: 'pk_test_3ds_resume', STRIPE_WEBHOOK_SECRET: 'whsec_3ds_resume_test' };
const BUYER = 'buyer@vendange.test';
const OWNER = 'owner@vendange.test';
const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };
const quiet = { error: () => {}, warn: () => {} };

describe.each(kinds)('checkout with 3-D Secure: resumed or replaced, never doubled; finished or cancelled from the order; expires (%s)', (kind) => {
  let h: Harness;
  let close: (() => Promise<void>) | undefined;
  let product: ProductDetail;
  /** Another process's queue on the same database: it sends the expiry sweep. */
  let other: JobQueue;

  beforeAll(async () => {
    ({ h, close } = await startCardHarness(kind, KEYS));
    other = await startJobQueue({ db: h.handle.db, log: quiet });
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await as(OWNER),
      payload: { productType: 'bottle', name: 'Cuvée du Retour', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500, stock: 100 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    product = created.json<ProductDetail>();
  });
  afterAll(async () => {
    await other?.stop();
    await close?.();
  });

  async function as(email: string) { return { authorization: `Bearer ${await h.tokenOf(email)}` }; }
  const stockNow = async () => {
    await h.settle(); // units go back through the job queue
    return (await h.app.inject({ url: `/v1/products/${product.id}` })).json<ProductDetail>().formats[0]!.stock ?? 0;
  };
  /** The browser's part: each 'Commander' sends the card to the provider anew. */
  async function cardFromBrowser(number: string): Promise<string> {
    const config = (await h.app.inject({ url: '/v1/payments/config' })).json<PaymentsConfig>();
    const made = await createCardPaymentMethod({ apiUrl: config.apiUrl!, publishableKey: config.publishableKey!, card: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
    if (!('id' in made)) throw new Error(made.error);
    return made.id;
  }
  /** The card part at shop 1 and, with `transfer`, a transfer part at shop 2 (the other producer). */
  const checkout = async (input: { checkoutId: string; number: string; quantity?: number; transfer?: boolean; replacesCheckoutId?: string; origin?: string }) => h.app.inject({
    method: 'POST', url: '/v1/orders/checkout', headers: { ...(await as(BUYER)), ...(input.origin ? { origin: input.origin } : {}) },
    payload: {
      checkoutId: input.checkoutId, deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true,
      orders: [
        { seller: { id: 1 }, products: [{ id: product.id, quantity: input.quantity ?? 2 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'stripe' },
        ...(input.transfer ? [{ seller: { id: 2 }, products: [{ id: 6, quantity: 3 }], shipping: { collectionPointId: 'chai' }, paymentType: 'transfer' }] : []),
      ],
      card: { paymentMethodId: await cardFromBrowser(input.number) },
      ...(input.replacesCheckoutId ? { replacesCheckoutId: input.replacesCheckoutId } : {}),
    },
  });
  const ordersOfCheckout = (checkoutId: string) => h.handle.db.select().from(ordersTable).where(eq(ordersTable.checkoutId, checkoutId)).orderBy(ordersTable.id);
  const setupIntentOf = async (orderId: number) => (await h.handle.db.select().from(cardPaymentsTable).where(eq(cardPaymentsTable.orderId, orderId)))[0]!.setupIntentId!;
  /** The buyer answers the bank's page: where the bank sends them back. */
  const answerChallenge = async (redirectUrl: string, passed = true) => {
    const res = await fetch(`${redirectUrl}/${passed ? 'authenticate' : 'fail'}`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!);
  };
  const validate3ds = async (setupIntentId: string) => h.app.inject({ method: 'POST', url: '/v1/payments/validate-3ds', headers: await as(BUYER), payload: { setupIntentId } });
  const listOf = async (email: string) => (await h.app.inject({ url: '/v1/orders?limit=100', headers: await as(email) })).json<{ items: OrderSummary[] }>().items;
  const newOrderNotices = async (reference: string) => {
    await h.settle();
    const bell = (await h.app.inject({ url: '/v1/notifications-centers', headers: await as(OWNER) })).json<Notification[]>();
    return bell.filter((n) => n.type === 'newOrder' && n.message.includes(reference)).length;
  };

  it("'Commander' again after leaving the bank's page resumes the same orders with a fresh 3-D Secure page: the transfer part is not placed twice", async () => {
    const before = await stockNow();
    const checkoutId = randomUUID();
    const first = await checkout({ checkoutId, number: testCards.authenticateOnSetup, transfer: true });
    expect(first.statusCode, first.body).toBe(201);
    const firstResult = first.json<CheckoutResult>();
    expect(firstResult.payment).toMatchObject({ status: 'requiresAction', redirectUrl: expect.any(String) });
    expect(await stockNow()).toBe(before - 2);

    // Back from the bank's page without answering it, the buyer orders again: the same checkout id, a new card entry.
    const again = await checkout({ checkoutId, number: testCards.authenticateOnSetup, transfer: true });
    expect(again.statusCode, again.body).toBe(201);
    const resumed = again.json<CheckoutResult>();
    expect(resumed.orders.map((o) => o.id)).toEqual(firstResult.orders.map((o) => o.id));
    expect(resumed.payment?.status).toBe('requiresAction');
    expect(resumed.payment?.redirectUrl).toEqual(expect.any(String));
    expect(resumed.payment?.redirectUrl).not.toBe(firstResult.payment!.redirectUrl);
    expect(await ordersOfCheckout(checkoutId)).toHaveLength(2);
    expect(await stockNow()).toBe(before - 2);

    // The fresh page is the one that counts: the card order reaches its producer once, the transfer one was already there.
    await answerChallenge(resumed.payment!.redirectUrl!);
    const card = resumed.orders.find((o) => o.paymentType === 'stripe')!;
    const back = await validate3ds(await setupIntentOf(card.id));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'setup', orders: [{ id: card.id }] });
    expect(await newOrderNotices(card.reference)).toBe(1);
    const all = await ordersOfCheckout(checkoutId);
    expect(all.map((o) => [o.status, o.paymentStatus])).toEqual([['pending', 'setup'], ['pending', 'pending']]);
  });

  it('a changed cart replaces the checkout still waiting: its orders are aborted and their units back before the new one is placed, never two sets', async () => {
    const before = await stockNow();
    const waitingId = randomUUID();
    const waiting = (await checkout({ checkoutId: waitingId, number: testCards.authenticateOnSetup, quantity: 3, transfer: true })).json<CheckoutResult>();
    expect(waiting.payment?.status).toBe('requiresAction');
    expect(await stockNow()).toBe(before - 3);

    const newId = randomUUID();
    const replacing = await checkout({ checkoutId: newId, number: testCards.succeeds, quantity: 1, transfer: true, replacesCheckoutId: waitingId });
    expect(replacing.statusCode, replacing.body).toBe(201);
    expect(replacing.json<CheckoutResult>().payment?.status).toBe('setup');
    expect((await ordersOfCheckout(waitingId)).map((o) => o.status)).toEqual(['aborted', 'aborted']);
    expect((await ordersOfCheckout(newId)).map((o) => o.status)).toEqual(['pending', 'pending']);
    expect(await stockNow()).toBe(before - 1);
    // Nobody lists the orders that gave way; answering the old bank page late sends nothing to the producer.
    const listed = (await listOf(BUYER)).map((o) => o.id);
    for (const o of waiting.orders) expect(listed).not.toContain(o.id);
    const late = await answerChallenge(waiting.payment!.redirectUrl!);
    expect((await validate3ds(late.searchParams.get('setup_intent')!)).json()).toMatchObject({ code: 'PAYMENT_CANCELLED' });
    await h.settle();
    const cardOrder = waiting.orders.find((o) => o.paymentType === 'stripe')!;
    expect((await ordersOfCheckout(waitingId))[0]).toMatchObject({ id: cardOrder.id, status: 'aborted', paymentStatus: 'cancelled' });
    expect(await newOrderNotices(cardOrder.reference)).toBe(0);
  });

  it('a card declined when resuming aborts that checkout as a whole (units back), so the next try places one set', async () => {
    const before = await stockNow();
    const checkoutId = randomUUID();
    expect((await checkout({ checkoutId, number: testCards.authenticateOnSetup, transfer: true })).json<CheckoutResult>().payment?.status).toBe('requiresAction');
    const declined = await checkout({ checkoutId, number: testCards.declinedAtSetup, transfer: true });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_FAILED', message: cartMessages.cardDeclined });
    expect((await ordersOfCheckout(checkoutId)).map((o) => o.status)).toEqual(['aborted', 'aborted']);
    expect(await stockNow()).toBe(before);
  });

  it('after a failed 3-D Secure, the next checkout replaces the one whose card failed: its transfer part is not placed twice', async () => {
    const failedId = randomUUID();
    const failed = (await checkout({ checkoutId: failedId, number: testCards.authenticateOnSetup, transfer: true })).json<CheckoutResult>();
    const back = await answerChallenge(failed.payment!.redirectUrl!, false);
    expect((await validate3ds(back.searchParams.get('setup_intent')!)).statusCode).toBe(400);
    expect((await ordersOfCheckout(failedId)).map((o) => o.status)).toEqual(['aborted', 'pending']);
    const next = await checkout({ checkoutId: randomUUID(), number: testCards.succeeds, transfer: true, replacesCheckoutId: failedId });
    expect(next.statusCode, next.body).toBe(201);
    expect((await ordersOfCheckout(failedId)).map((o) => o.status)).toEqual(['aborted', 'aborted']);
  });

  it("a checkout that went through is not replaced: replacesCheckoutId only ever aborts one still waiting for 3-D Secure", async () => {
    const doneId = randomUUID();
    expect((await checkout({ checkoutId: doneId, number: testCards.succeeds })).statusCode).toBe(201);
    const next = await checkout({ checkoutId: randomUUID(), number: testCards.succeeds, replacesCheckoutId: doneId });
    expect(next.statusCode, next.body).toBe(201);
    expect((await ordersOfCheckout(doneId)).map((o) => o.status)).toEqual(['pending']);
  });

  it('the buyer finishes an order waiting for authentication from the order page: a fresh 3-D Secure page, then the producer is told', async () => {
    const waiting = (await checkout({ checkoutId: randomUUID(), number: testCards.authenticateOnSetup })).json<CheckoutResult>();
    const order = waiting.orders[0]!;
    const url = `/v1/orders/${order.id}/card-authentication`;
    expect((await h.app.inject({ method: 'POST', url, headers: await as(OWNER) })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const fresh = await h.app.inject({ method: 'POST', url, headers: { ...(await as(BUYER)), origin: 'http://127.0.0.1:3000' } });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const page = fresh.json<{ status: string; redirectUrl: string }>();
    expect(page.status).toBe('requiresAction');
    expect(page.redirectUrl).not.toBe(waiting.payment!.redirectUrl);
    expect(await newOrderNotices(order.reference)).toBe(0);
    const back = await answerChallenge(page.redirectUrl);
    expect(back.origin).toBe('http://127.0.0.1:3000');
    expect((await validate3ds(back.searchParams.get('setup_intent')!)).json()).toMatchObject({ status: 'setup' });
    expect(await newOrderNotices(order.reference)).toBe(1);
    // Nothing waits any more: no other page, no cancelling.
    expect((await h.app.inject({ method: 'POST', url, headers: await as(BUYER) })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'PUT', url: `/v1/orders/${order.id}/abandoned-payment`, headers: await as(BUYER) })).statusCode).toBe(404);
  });

  it('the buyer cancels their own order waiting for authentication: cancelled, units back, a late answer of the bank changes nothing', async () => {
    const before = await stockNow();
    const waiting = (await checkout({ checkoutId: randomUUID(), number: testCards.authenticateOnSetup })).json<CheckoutResult>();
    const order = waiting.orders[0]!;
    const url = `/v1/orders/${order.id}/abandoned-payment`;
    expect((await h.app.inject({ method: 'PUT', url, headers: await as(OWNER) })).statusCode).toBe(403);
    // Another buyer's order answers like a missing one.
    const buyerId = (await ordersOfCheckout(waiting.checkoutId))[0]!.buyerId;
    await h.handle.db.update(ordersTable).set({ buyerId: 999_999 }).where(eq(ordersTable.id, order.id));
    expect((await h.app.inject({ method: 'PUT', url, headers: await as(BUYER) })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url: `/v1/orders/${order.id}/card-authentication`, headers: await as(BUYER) })).statusCode).toBe(404);
    await h.handle.db.update(ordersTable).set({ buyerId }).where(eq(ordersTable.id, order.id));

    const cancelled = await h.app.inject({ method: 'PUT', url, headers: await as(BUYER) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ id: order.id, status: 'cancelled' });
    expect(await stockNow()).toBe(before);
    expect((await listOf(BUYER)).find((o) => o.id === order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect((await h.app.inject({ method: 'PUT', url, headers: await as(BUYER) })).statusCode).toBe(404);

    await answerChallenge(waiting.payment!.redirectUrl!);
    const late = await validate3ds(await setupIntentOf(order.id));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'PAYMENT_CANCELLED', message: waitingPaymentMessages.setAside });
    expect((await ordersOfCheckout(waiting.checkoutId))[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await newOrderNotices(order.reference)).toBe(0);
  });

  it('an order left waiting for authentication expires by itself after 30 minutes: units back, the buyer told', async () => {
    const before = await stockNow();
    const recent = (await checkout({ checkoutId: randomUUID(), number: testCards.authenticateOnSetup, quantity: 1 })).json<CheckoutResult>();
    const old = (await checkout({ checkoutId: randomUUID(), number: testCards.authenticateOnSetup, quantity: 2 })).json<CheckoutResult>();
    await h.handle.db.update(ordersTable).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(ordersTable.id, old.orders[0]!.id));
    await other.send('orders.expire-pending', {}, `test-3ds-sweep-${Date.now()}`);
    await h.settle();
    await expect.poll(async () => (await ordersOfCheckout(old.checkoutId))[0]!.status, { timeout: 10_000 }).toBe('expired');
    expect((await ordersOfCheckout(recent.checkoutId))[0]!.status).toBe('pending');
    expect(await stockNow()).toBe(before - 1);
    const notices = (await h.app.inject({ url: '/v1/notifications-centers', headers: await as(BUYER) })).json<Notification[]>();
    expect(notices.some((n) => n.message.includes(old.orders[0]!.reference) && n.message.includes("n'a pas été finalisé"))).toBe(true);
  });

  it('a declined card says so, and its aborted order shows in nobody\'s list', async () => {
    const before = await stockNow();
    const checkoutId = randomUUID();
    const declined = await checkout({ checkoutId, number: testCards.declinedAtSetup });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_FAILED', message: cartMessages.cardDeclined });
    expect(cartMessages.cardDeclined).toMatch(/^Votre carte a été refusée/);
    const [aborted] = await ordersOfCheckout(checkoutId);
    expect(aborted).toMatchObject({ status: 'aborted' });
    expect((await listOf(BUYER)).map((o) => o.id)).not.toContain(aborted!.id);
    expect((await listOf(OWNER)).map((o) => o.id)).not.toContain(aborted!.id);
    expect(await stockNow()).toBe(before);
  });

  it("3-D Secure sends the buyer back to the origin they pay from when it is allowed, to PUBLIC_URL's otherwise", async () => {
    const local = (await checkout({ checkoutId: randomUUID(), number: testCards.authenticateOnSetup, quantity: 1, origin: 'http://127.0.0.1:3000' })).json<CheckoutResult>();
    const back = await answerChallenge(local.payment!.redirectUrl!);
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:3000/validate3ds');
    expect(back.searchParams.get('setup_intent')).toBe(await setupIntentOf(local.orders[0]!.id));
    const foreign = (await checkout({ checkoutId: randomUUID(), number: testCards.authenticateOnSetup, quantity: 1, origin: 'https://phishing.example' })).json<CheckoutResult>();
    expect((await answerChallenge(foreign.payment!.redirectUrl!)).origin).toBe('http://localhost:3000');
  });
});
