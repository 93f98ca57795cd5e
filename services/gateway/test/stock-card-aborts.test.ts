import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, PaymentsConfig, ProductDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { createCardPaymentMethod } from '@vendange/mfe-shop/card-payment-method';
import { testCards } from '../../../infra/stripe-sandbox/test-cards';
import { cardPayments as cardPaymentsTable } from '@vendange/service-orders/db-schema';
import { startCardHarness } from './card-harness';
import type { Harness } from './harness';

const kinds = await testDatabaseKinds();
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_stock_aborts', STRIPE_PUBLISHABLE_KEY: 'pk_test_stock_aborts', STRIPE_WEBHOOK_SECRET: 'whsec_stock_aborts_test' };
const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };

describe.each(kinds)('stock held by a card checkout goes back when the card is finally refused (%s)', (kind) => {
  let h: Harness;
  let close: (() => Promise<void>) | undefined;
  let product: ProductDetail;

  beforeAll(async () => {
    ({ h, close } = await startCardHarness(kind, KEYS));
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await as('owner@vendange.test'),
      payload: { productType: 'bottle', name: 'Cuvée de la Carte', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000, stock: 3 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    product = created.json<ProductDetail>();
  });
  afterAll(async () => { await close?.(); });

  async function as(email: string) { return { authorization: `Bearer ${await h.tokenOf(email)}` }; }
  const stockNow = async () => {
    await h.settle(); // units go back through the job queue
    return (await h.app.inject({ url: `/v1/products/${product.id}` })).json<ProductDetail>().formats[0]!.stock;
  };
  async function cardFromBrowser(number: string): Promise<string> {
    const config = (await h.app.inject({ url: '/v1/payments/config' })).json<PaymentsConfig>();
    const made = await createCardPaymentMethod({ apiUrl: config.apiUrl!, publishableKey: config.publishableKey!, card: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
    if (!('id' in made)) throw new Error(made.error);
    return made.id;
  }
  const checkout = async (number: string) => h.app.inject({
    method: 'POST', url: '/v1/orders/checkout', headers: await as('buyer@vendange.test'),
    payload: {
      checkoutId: randomUUID(), deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true,
      orders: [{ seller: { id: 1 }, products: [{ id: product.id, quantity: 2 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'stripe' }],
      card: { paymentMethodId: await cardFromBrowser(number) },
    },
  });
  const setupIntentOf = async (orderId: number) => (await h.handle.db.select().from(cardPaymentsTable).where(eq(cardPaymentsTable.orderId, orderId)))[0]!.setupIntentId!;
  const orderStatus = async (id: number) => (await h.app.inject({ url: `/v1/orders/${id}`, headers: await as('owner@vendange.test') })).json<{ status: string }>().status;

  it('a card declined at checkout gives the units back at once', async () => {
    const declined = await checkout(testCards.declinedAtSetup);
    expect(declined.statusCode).toBe(400);
    expect(declined.json().code).toBe('PAYMENT_FAILED');
    expect(await stockNow()).toBe(3);
  });

  it('a failed 3-D Secure challenge gives them back when the buyer returns', async () => {
    const challenged = (await checkout(testCards.authenticateOnSetup)).json<CheckoutResult>();
    expect(challenged.payment?.status).toBe('requiresAction');
    expect(await stockNow()).toBe(1);
    await fetch(`${challenged.payment!.redirectUrl}/fail`, { method: 'POST', redirect: 'manual' });
    const back = await h.app.inject({ method: 'POST', url: '/v1/payments/validate-3ds', headers: await as('buyer@vendange.test'), payload: { setupIntentId: await setupIntentOf(challenged.orders[0]!.id) } });
    expect(back.statusCode).toBe(400);
    expect(await orderStatus(challenged.orders[0]!.id)).toBe('aborted');
    expect(await stockNow()).toBe(3);
  });

  it("the provider's failure event gives them back once, a redelivery changes nothing", async () => {
    const challenged = (await checkout(testCards.authenticateOnSetup)).json<CheckoutResult>();
    expect(await stockNow()).toBe(1);
    const body = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'setup_intent.setup_failed',
      data: { object: { id: await setupIntentOf(challenged.orders[0]!.id), object: 'setup_intent', last_setup_error: { message: 'Authentication failed' } } },
    });
    const headers = { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: KEYS.STRIPE_WEBHOOK_SECRET }) };
    expect((await h.app.inject({ method: 'POST', url: '/v1/payments/webhooks', payload: body, headers })).statusCode).toBe(200);
    expect(await orderStatus(challenged.orders[0]!.id)).toBe('aborted');
    expect(await stockNow()).toBe(3);
    expect((await h.app.inject({ method: 'POST', url: '/v1/payments/webhooks', payload: body, headers })).json()).toMatchObject({ duplicate: true });
    expect(await stockNow()).toBe(3);
  });
});
