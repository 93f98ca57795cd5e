import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages, type CheckoutResult, type ProductDetail, type SellerCartPrice } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { stockHoldsRepo } from '@vendange/service-catalog/stock-holds-repo';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };
const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';

describe.each(kinds)('stock available for sale: checked in the cart, held at checkout, given back on refusal (%s)', (kind) => {
  let h: Harness;
  let product: ProductDetail;
  let label: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    // A wine of its own, so that no other test's orders touch its stock.
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await auth(OWNER),
      payload: { productType: 'bottle', name: 'Cuvée du Stock', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    product = created.json<ProductDetail>();
    label = 'Cuvée du Stock · 75 cl';
  });
  afterAll(async () => { await h?.close(); });

  async function auth(email: string) { return { authorization: `Bearer ${await h.tokenOf(email)}` }; }
  const formatId = () => product.formats[0]!.id;
  const stockNow = async (email?: string) => {
    await h.settle(); // units go back through the job queue
    const res = await h.app.inject({ url: `/v1/products/${product.id}`, ...(email ? { headers: await auth(email) } : {}) });
    return res.json<ProductDetail>().formats[0]!.stock;
  };
  /** PUT of the whole product with this stock on its format (and the figure the editor saw, when given). */
  const putStock = async (stock: number | null, stockSeen?: number | null) => h.app.inject({
    method: 'PUT', url: `/v1/products/${product.id}`, headers: await auth(OWNER),
    payload: {
      productType: 'bottle', name: product.name, status: 'online',
      formats: [{ id: formatId(), container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000, stock, ...(stockSeen === undefined ? {} : { stockSeen }) }],
    },
  });
  const lines = (...quantities: number[]) => quantities.map((quantity) => ({ id: product.id, quantity }));
  const body = (quantities: number[], checkoutId = randomUUID()) => ({
    checkoutId, deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
    orders: [{ seller: { id: 1 }, products: lines(...quantities), shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'transfer' }],
  });
  const checkout = async (payload: object) => h.app.inject({ method: 'POST', url: '/v1/orders/checkout', headers: await auth(BUYER), payload });

  it('keeps the figure the owner types, shows it to anyone, and refuses a negative one in French', async () => {
    expect(await stockNow(OWNER)).toBeNull();
    const saved = await putStock(3);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProductDetail>().formats[0]!.stock).toBe(3);
    expect(await stockNow()).toBe(3);
    expect(await stockNow(BUYER)).toBe(3);
    const negative = await putStock(-1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Le stock ne peut pas être négatif');
  });

  it("says in the cart when the lines of a format ask for more than is left, one line or several", async () => {
    const price = async (...quantities: number[]) => (await h.app.inject({
      method: 'POST', url: '/v1/orders/get-cart-price', headers: await auth(BUYER),
      payload: { orders: [{ seller: { id: 1 }, products: lines(...quantities), shipping: { type: 'colissimo', ref: 'domicile' } }] },
    })).json<SellerCartPrice[]>()[0]!.problems;
    expect(await price(4)).toEqual([{ code: 'STOCK', sellerId: 1, line: 0, message: cartMessages.stock(label, 3) }]);
    expect(await price(3)).toEqual([]);
    // The same bottle on two lines (in a composed box and outside it): 2 + 2 is more than 3.
    expect((await price(2, 2)).map((p) => [p.code, p.line])).toEqual([['STOCK', 1]]);
  });

  it('holds the units at checkout, once per checkout, and gives them back when the producer refuses', async () => {
    const tooMany = await checkout(body([4]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'CART_INVALID', message: `Stock insuffisant pour « ${label} » : il en reste 3.` });
    expect(await stockNow()).toBe(3);

    const payload = body([2]);
    const placed = await checkout(payload);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockNow()).toBe(1);
    // A retried submission returns the same order and holds nothing more.
    const again = await checkout(payload);
    expect(again.statusCode).toBe(201);
    expect(again.json<CheckoutResult>().orders.map((o) => o.id)).toEqual(placed.json<CheckoutResult>().orders.map((o) => o.id));
    expect(await stockNow()).toBe(1);

    // The owner saves the product without touching the figure the editor showed (3 before the order): it stays 1.
    expect((await putStock(3, 3)).json<ProductDetail>().formats[0]!.stock).toBe(1);

    const orderId = placed.json<CheckoutResult>().orders[0]!.id;
    const refused = await h.app.inject({ method: 'PUT', url: `/v1/orders/${orderId}/refuse`, headers: await auth(OWNER), payload: { reason: 'Rupture de stock sur ce millésime.' } });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await stockNow()).toBe(3);
    // Refusing again changes nothing, and gives nothing back twice.
    expect((await h.app.inject({ method: 'PUT', url: `/v1/orders/${orderId}/refuse`, headers: await auth(OWNER), payload: { reason: 'Rupture de stock sur ce millésime.' } })).statusCode).toBe(200);
    expect(await stockNow()).toBe(3);
  });

  it('lets only one of two checkouts of the last units through', async () => {
    const [a, b] = await Promise.all([checkout(body([3])), checkout(body([3]))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'CART_INVALID', message: cartMessages.stock(label, 0) });
    expect(await stockNow()).toBe(0);
  });

  it('holds the units of an order placed alone (POST /v1/orders) the same way, and gives them back on refusal', async () => {
    const place = async (quantity: number) => h.app.inject({
      method: 'POST', url: '/v1/orders', headers: await auth(BUYER), payload: { shopId: 1, lines: [{ productId: product.id, quantity }] },
    });
    expect(await stockNow()).toBe(0);
    const none = await place(1);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'CART_INVALID', message: cartMessages.stock(label, 0) });
    expect((await putStock(2)).statusCode).toBe(200);
    const placed = await place(2);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockNow()).toBe(0);
    const refused = await h.app.inject({ method: 'PUT', url: `/v1/orders/${placed.json<{ id: number }>().id}/refuse`, headers: await auth(OWNER), payload: { reason: 'Rupture de stock sur ce millésime.' } });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await stockNow()).toBe(2);
  });

  it('holds all or nothing per key, never below zero, never twice, and releases once (catalog repository)', async () => {
    const holds = stockHoldsRepo(h.handle.db);
    expect((await putStock(5)).statusCode).toBe(200);
    const galets = (await h.app.inject({ url: '/v1/products/1' })).json<ProductDetail>();
    const untracked = galets.formats[0]!.id;

    // One format asked on two lines is summed: 3 + 3 is more than 5, and nothing is taken.
    expect(await holds.hold(1, 'k-1', [{ formatId: formatId(), quantity: 3 }, { formatId: formatId(), quantity: 3 }]))
      .toEqual({ ok: false, short: [{ formatId: formatId(), left: 5 }] });
    expect(await stockNow()).toBe(5);
    // An untracked format (the demo Côtes du Rhône) holds nothing and stays untracked.
    expect(await holds.hold(1, 'k-1', [{ formatId: formatId(), quantity: 4 }, { formatId: untracked, quantity: 50 }])).toEqual({ ok: true, held: true });
    expect(await stockNow()).toBe(1);
    expect(galets.formats[0]!.stock).toBeNull();
    expect(await holds.hold(1, 'k-1', [{ formatId: formatId(), quantity: 4 }])).toEqual({ ok: true, held: false });
    // Another shop cannot take this shop's units.
    expect(await holds.hold(2, 'k-2', [{ formatId: formatId(), quantity: 1 }])).toEqual({ ok: true, held: false });
    expect(await stockNow()).toBe(1);

    // The same key twice at once holds once.
    expect((await putStock(5)).statusCode).toBe(200);
    const twice = await Promise.all([holds.hold(1, 'k-3', [{ formatId: formatId(), quantity: 2 }]), holds.hold(1, 'k-3', [{ formatId: formatId(), quantity: 2 }])]);
    expect(twice.map((r) => r.ok && r.held).sort()).toEqual([false, true]);
    expect(await stockNow()).toBe(3);

    const released = await Promise.all([holds.release(1, 'k-3'), holds.release(1, 'k-3')]);
    expect(released.sort()).toEqual([0, 2]);
    expect(await stockNow()).toBe(5);
    expect(await holds.release(2, 'k-1')).toBe(0);
    // A key given back may hold again (a checkout that failed after holding, then retried).
    expect(await holds.hold(1, 'k-3', [{ formatId: formatId(), quantity: 5 }])).toEqual({ ok: true, held: true });
    expect(await stockNow()).toBe(0);
  });
});
