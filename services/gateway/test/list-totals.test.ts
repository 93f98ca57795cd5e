import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductBody } from '@vendange/contracts';
import { startHarness, type Harness } from './harness';

/**
 * List totals come from per-shop counts kept by triggers (docs/decisions/api-performance.md): whatever writes the
 * rows (the API, a bulk insert, a delete), the total a list answers is the number of rows it would page through.
 */
describe('list totals from the per-shop counts', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });

  const count = async (query: string) => ((await h.handle.db.execute(sql.raw(query))) as unknown as Array<{ n: number }>)[0]!.n;
  const total = async (email: string | null, url: string) => {
    const res = await h.app.inject({ url, headers: email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ total: number }>().total;
  };
  const productTotals = async () => ({
    staff: await total('owner@vendange.test', '/v1/products?shopIds=[1]&limit=1'),
    visitor: await total(null, '/v1/products?shopIds=[1]&limit=1'),
    boxes: await total(null, '/v1/products?shopIds=[1]&limit=1&filter={"productType":{"eq":"box"}}'),
    notPaused: await total('owner@vendange.test', '/v1/products?shopIds=[1]&limit=1&filter={"status":{"ne":"paused"}}'),
  });
  const productRows = async () => ({
    staff: await count('select count(*)::int as n from catalog.products where shop_id = 1'),
    visitor: await count(`select count(*)::int as n from catalog.products where shop_id = 1 and status in ('online', 'outofstock')`),
    boxes: await count(`select count(*)::int as n from catalog.products where shop_id = 1 and status in ('online', 'outofstock') and product_type = 'box'`),
    notPaused: await count(`select count(*)::int as n from catalog.products where shop_id = 1 and status <> 'paused'`),
  });

  it('products: the totals follow creations, status changes, bulk inserts and deletions', async () => {
    expect(await productTotals()).toEqual(await productRows());
    const owner = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
    const body: ProductBody = { shopId: 1, productType: 'bottle', name: 'Rasteau Compté', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', type: 'bottle', priceCents: 1500 }] };
    const created = await h.app.inject({ method: 'POST', url: '/v1/products', headers: owner, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const before = await productTotals();
    const paused = await h.app.inject({ method: 'PUT', url: `/v1/products/${created.json<{ id: number }>().id}`, headers: owner, payload: { ...body, status: 'paused' } });
    expect(paused.statusCode, paused.body).toBe(200);
    const after = await productTotals();
    expect(after).toEqual({ ...before, visitor: before.visitor - 1, notPaused: before.notPaused - 1 });
    expect(after).toEqual(await productRows());

    // Written straight in the table, as another process or a job would (the pages kept are dropped once catalog's
    // triggers announce it); a product moved to another shop changes both shops' pages.
    await h.writeOutside(sql`insert into catalog.products (shop_id, name, product_type, status) select 1, 'Lot ' || n, 'box', 'online' from generate_series(1, 30) n`);
    expect(await productTotals()).toEqual(await productRows());
    await h.writeOutside(sql`delete from catalog.products where name like 'Lot %' and shop_id = 1`);
    await h.writeOutside(sql`update catalog.products set shop_id = 2 where name = 'Rasteau Compté'`);
    expect(await productTotals()).toEqual(await productRows());
    expect(await total('owner2@vendange.test', '/v1/products?shopIds=[2]&limit=1')).toBe(await count('select count(*)::int as n from catalog.products where shop_id = 2'));
  });

  it('orders: a shop\'s total leaves out checkouts that never went through, by status too', async () => {
    const shopTotal = (status?: string) => total('owner@vendange.test', `/v1/orders?limit=1${status ? `&status=${status}` : ''}`);
    const visible = (status?: string) => count(`select count(*)::int as n from orders.orders where shop_id = 1 and not (status = 'aborted' and checkout_id is not null)${status ? ` and status = '${status}'` : ''}`);
    expect(await shopTotal()).toBe(await visible());
    // Written as a job or another process would: the kept first pages hear it on the change feed (writeOutside waits for it).
    await h.writeOutside(sql`insert into orders.orders (shop_id, reference, client_name, status, total_ttc_cents, checkout_id)
      select 1, 'TOTALS-' || n, 'Client', case when n % 2 = 0 then 'pending' else 'aborted' end, 1000, case when n % 3 = 0 then 'chk-' || n end from generate_series(1, 12) n`);
    for (const status of [undefined, 'pending', 'aborted']) expect(await shopTotal(status)).toBe(await visible(status));
    // A card checkout abandoned: the order leaves the list and its total at once.
    await h.writeOutside(sql`update orders.orders set status = 'aborted', checkout_id = 'chk-late' where reference = 'TOTALS-2'`);
    await h.writeOutside(sql`delete from orders.orders where reference = 'TOTALS-4'`);
    for (const status of [undefined, 'pending', 'aborted']) expect(await shopTotal(status)).toBe(await visible(status));
  });
});
