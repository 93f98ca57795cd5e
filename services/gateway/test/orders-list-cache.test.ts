import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '@vendange/contracts';
import { startHarness, type Harness } from './harness';

/**
 * A shop's orders list as the dashboard opens it is kept per process (services/orders/src/orders-list-cache.ts):
 * every order written must still show, through the API (dropped before the write's answer leaves) or by anything
 * else, a job or another process (the triggers of orders' migration 0023).
 */
describe('the kept orders list never shows a changed order', () => {
  let h: Harness;
  let owner: Record<string, string>;
  const list = async () => (await h.app.inject({ url: '/v1/orders?shopId=1&limit=25', headers: owner })).json<{ items: OrderSummary[]; total: number }>();

  beforeAll(async () => {
    h = await startHarness();
    owner = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
  });
  afterAll(async () => { await h.close(); });

  it('an order placed by a buyer shows at once, first, and counted', async () => {
    const before = await list();
    const buyer = { authorization: `Bearer ${await h.tokenOf('buyer@vendange.test')}` };
    const placed = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: buyer, payload: { shopId: 1, lines: [{ productId: 1, quantity: 1 }] } });
    expect(placed.statusCode, placed.body).toBe(201);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]!.id).toBe(placed.json<{ id: number }>().id);
  });

  it('an order changed outside the API (a job, another process) is announced and dropped; another shop\'s change is not', async () => {
    const [first] = (await list()).items;
    await h.writeOutside(sql`update orders.orders set client_name = 'Changé hors API' where id = ${first!.id}`);
    expect((await list()).items[0]!.clientName).toBe('Changé hors API');
    // Shop 2's orders announce orders:2 only: shop 1's page stays as it was read.
    const kept = await list();
    await h.writeOutside(sql`update orders.orders set comment = 'x' where shop_id = 2`);
    expect(await list()).toEqual(kept);
  });
});
