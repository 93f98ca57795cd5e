import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, SellerCartPrice } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

// Issue 15: order lines keep the vintage bought, and on a list shown TTC the amounts add up to the cent.
describe.each(kinds)('an order of two vintages of one wine, on a list shown TTC (%s)', (kind) => {
  let h: Harness;
  let auth: { authorization: string };
  let vintages: Record<string, number>;
  beforeAll(async () => {
    h = await startHarness(kind);
    auth = { authorization: `Bearer ${await h.tokenOf('buyer@vendange.test')}` };
    const list = await h.app.inject({ url: '/v1/products?shopIds=[1]', headers: auth });
    const galets = list.json<{ items: Array<{ id: number; vintages: Array<{ id: number; name: string }> }> }>().items.find((p) => p.id === 1)!;
    vintages = Object.fromEntries(galets.vintages.map((v) => [v.name, v.id]));
  });
  afterAll(async () => { await h?.close(); });

  it('prices the cart per vintage: each line is its unit TTC × quantity, and the lines make the total', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/v1/orders/get-cart-price', headers: auth, payload: { orders: [{ seller: { id: 1 }, products: [
      { id: 1, quantity: 3, chosenVintage: { id: vintages['2022'] } }, { id: 1, quantity: 2, chosenVintage: { id: vintages['2023'] } },
    ] }] } });
    expect(res.statusCode).toBe(200);
    const [part] = res.json<SellerCartPrice[]>();
    expect(part!.error).toBeNull();
    for (const l of part!.lines) expect(l.lineTtcCents).toBe(l.unitTtcCents * l.quantity);
    expect(part!.price!.totalTTC).toBe(part!.lines.reduce((n, l) => n + l.lineTtcCents, 0) + part!.price!.shipping);
    expect(part!.price!.totalHT + part!.price!.tva).toBe(part!.price!.totalTTC);
  });

  it('stores each line with its vintage, so the producer knows what to ship', async () => {
    const placed = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: auth, payload: { shopId: 1, lines: [
      { productId: 1, vintageId: vintages['2022'], quantity: 3 }, { productId: 1, vintageId: vintages['2023'], quantity: 2 },
    ] } });
    expect(placed.statusCode).toBe(201);
    const owner = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
    const order = (await h.app.inject({ url: `/v1/orders/${placed.json<{ id: number }>().id}`, headers: owner })).json<OrderDetail>();
    expect(order.lines.map((l) => l.label)).toEqual(['Côtes du Rhône Les Galets 2022 · 75 cl', 'Côtes du Rhône Les Galets 2023 · 75 cl']);
    for (const l of order.lines) expect(l.lineTtcCents).toBe(l.unitTtcCents * l.quantity);
    // No delivery on an order placed this way: the lines are the whole total.
    expect(order.shippingCents).toBe(0);
    expect(order.lines.reduce((n, l) => n + l.lineTtcCents, 0)).toBe(order.totalTtcCents);
  });
});
