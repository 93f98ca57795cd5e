import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

describe.each(kinds)('one order, and the cart order a buyer abandons (%s)', (kind) => {
  let h: Harness;
  let placed: { id: number; reference: string };
  let shownTtc: number | null;
  beforeAll(async () => {
    h = await startHarness(kind);
    const buyer = await h.tokenOf('buyer@vendange.test');
    const products = await h.app.inject({ url: '/v1/products?shopIds=[1]', headers: { authorization: `Bearer ${buyer}` } });
    const product = products.json<{ items: Array<{ id: number; status: string; formats: Array<{ priceTtcCents: number | null }> }> }>().items.find((p) => p.status === 'online')!;
    shownTtc = product.formats[0]!.priceTtcCents;
    const res = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: { authorization: `Bearer ${buyer}` }, payload: { shopId: 1, lines: [{ productId: product.id, quantity: 3 }] } });
    expect(res.statusCode).toBe(201);
    placed = res.json();
  });
  afterAll(async () => { await h?.close(); });

  const get = async (url: string, email: string) => h.app.inject({ url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` } });

  it('shows the owner the order with its lines, totals consistent', async () => {
    const res = await get(`/v1/orders/${placed.id}`, 'owner@vendange.test');
    expect(res.statusCode).toBe(200);
    const order = res.json<OrderDetail>();
    expect(order.reference).toBe(placed.reference);
    expect(order.status).toBe('pending');
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]!.quantity).toBe(3);
    expect(order.lines.reduce((n, l) => n + l.lineTtcCents, 0)).toBe(order.totalTtcCents);
  });

  it('charges per bottle what the shop showed the buyer (duties included), from one pricing input', async () => {
    const order = (await get(`/v1/orders/${placed.id}`, 'buyer@vendange.test')).json<OrderDetail>();
    expect(shownTtc).not.toBeNull();
    expect(order.lines[0]!.unitTtcCents).toBe(shownTtc);
  });

  it('shows the buyer their own order', async () => {
    expect((await get(`/v1/orders/${placed.id}`, 'buyer@vendange.test')).statusCode).toBe(200);
  });

  it('refuses staff without seeAllOrder, hides it from another shop and answers 404 for a missing one', async () => {
    expect((await get(`/v1/orders/${placed.id}`, 'staff@vendange.test')).statusCode).toBe(403);
    const other = await get(`/v1/orders/${placed.id}`, 'owner2@vendange.test');
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(placed.reference);
    expect((await get('/v1/orders/999999', 'owner@vendange.test')).statusCode).toBe(404);
  });

  it('aborts a draft cart order of the buyer only, never a placed one', async () => {
    const buyer = await h.tokenOf('buyer@vendange.test');
    const put = (id: number, token: string) => h.app.inject({ method: 'PUT', url: `/v1/orders/${id}/aborted-cart`, headers: { authorization: `Bearer ${token}` } });
    // A placed (pending) order is not the cart's to cancel.
    expect((await put(placed.id, buyer)).statusCode).toBe(404);
    await h.handle.db.execute(sql`update orders.orders set status = 'draft' where id = ${placed.id}`);
    expect((await put(placed.id, await h.tokenOf('owner@vendange.test'))).statusCode).toBe(403);
    // Ten at once (a double click, a retry): one moves the order, the others find nothing left to abort.
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(placed.id, buyer)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect(answers.find((a) => a.statusCode === 200)!.json().status).toBe('aborted');
    expect((await put(placed.id, buyer)).statusCode).toBe(404);
  });
});
