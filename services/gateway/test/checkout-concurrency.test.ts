import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, ProductDetail } from '@vendange/contracts';
import { startHarness, type Harness } from './harness';

const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };
const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';
const home = { type: 'colissimo', ref: 'domicile' };

// Issue 13: thirty identical checkouts sent at once placed up to thirty sets of orders, and twenty copies of
// a checkout of the last 5 bottles sold 90. Real HTTP against a real PostgreSQL, every copy in flight together.
describe('one checkout id places one set of orders, whatever the concurrency', () => {
  let h: Harness;
  let base: string;
  let jwt: string;
  beforeAll(async () => {
    h = await startHarness('postgres');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    jwt = await h.tokenOf(BUYER);
  });
  afterAll(async () => { await h?.close(); });

  const body = (orders: object[], checkoutId: string = randomUUID()) => ({
    checkoutId, orders, deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
  });
  const send = async (payload: object) => {
    const res = await fetch(`${base}/v1/orders/checkout`, {
      method: 'POST', headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: JSON.stringify(payload),
    });
    return { status: res.status, json: (await res.json()) as CheckoutResult & { code?: string } };
  };
  const ordersOf = async (checkoutId: string) => (await h.handle.db.execute(sql`select id, shop_id from orders.orders where checkout_id = ${checkoutId} order by id`)) as unknown as { id: number; shop_id: number }[];

  it('thirty identical submissions at once: one order per seller, every answer carrying the same orders', async () => {
    const payload = body([
      { seller: { id: 1 }, products: [{ id: 1, quantity: 2 }], shipping: home, paymentType: 'transfer' },
      { seller: { id: 2 }, products: [{ id: 6, quantity: 3 }], shipping: { collectionPointId: 'chai' }, paymentType: 'transfer' },
    ]);
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    const placed = await ordersOf(payload.checkoutId);
    expect(placed.map((o) => o.shop_id)).toEqual([1, 2]);
    for (const a of answers) expect(a.json.orders.map((o) => o.id)).toEqual(placed.map((o) => o.id));
  });

  it('twenty copies of a checkout of the last 5 bottles: one order, the stock taken once; two checkouts of the last units: one wins', async () => {
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: { authorization: `Bearer ${await h.tokenOf(OWNER)}` },
      payload: { productType: 'bottle', name: 'Cuvée Concurrente', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000, stock: 10 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<ProductDetail>();
    const stock = async () => (await h.app.inject({ url: `/v1/products/${product.id}` })).json<ProductDetail>().formats[0]!.stock;
    expect(await stock()).toBe(10);
    const fiveOf = (checkoutId?: string) => body([{ seller: { id: 1 }, products: [{ id: product.id, quantity: 5 }], shipping: home, paymentType: 'transfer' }], checkoutId);

    const payload = fiveOf();
    const copies = await Promise.all(Array.from({ length: 20 }, () => send(payload)));
    expect(copies.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(await ordersOf(payload.checkoutId)).toHaveLength(1);
    expect(await stock()).toBe(5);

    const [a, b] = [fiveOf(), fiveOf()];
    const rivals = await Promise.all([send(a), send(b)]);
    expect(rivals.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(rivals.find((r) => r.status === 400)!.json.code).toBe('CART_INVALID');
    expect((await ordersOf(a.checkoutId)).length + (await ordersOf(b.checkoutId)).length).toBe(1);
    expect(await stock()).toBe(0);
  });

  it('a refused submission frees its id: copies sent with it get the same refusal, a corrected cart under the same id goes through', async () => {
    const refused = body([{ seller: { id: 1 }, products: [{ id: 1, quantity: 1 }], shipping: {}, paymentType: 'transfer' }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(refused)));
    expect(answers.map((a) => [a.status, a.json.code])).toEqual(Array(5).fill([400, 'CART_INVALID']));
    const fixed = { ...refused, orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 1 }], shipping: home, paymentType: 'transfer' }] };
    expect((await send(fixed)).status).toBe(201);
    expect(await ordersOf(refused.checkoutId)).toHaveLength(1);
  });
});
