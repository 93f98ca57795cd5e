import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@vendange/contracts';
import { listenForChanges } from '@vendange/service-kit';
import { startHarness, type Harness } from './harness';

type Page = { items: ProductSummary[]; total: number };

/**
 * The product list's pages are kept per process (services/catalog/src/product-list-cache.ts): a page read
 * again must still show every change of its shop, whether written through the API (dropped before the
 * write's answer leaves) or by anything else (a job, another process: catalog's triggers announce it).
 */
describe('the product list cache never shows a changed catalogue', () => {
  let h: Harness;
  let owner: Record<string, string>;
  const visitorPage = async () => (await h.app.inject({ url: '/v1/products?shopIds=[1]&limit=50' })).json<Page>();
  const nameOf = (page: Page, id: number) => page.items.find((p) => p.id === id)?.name;

  beforeAll(async () => {
    h = await startHarness();
    owner = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
  });
  afterAll(async () => { await h.close(); });

  it('a status change through the API is seen by the very next read', async () => {
    const before = await visitorPage();
    expect(before.items.some((p) => p.id === 1)).toBe(true);
    expect(await visitorPage()).toEqual(before);
    const paused = await h.app.inject({ method: 'PATCH', url: '/v1/products/1/status', headers: owner, payload: { status: 'paused' } });
    expect(paused.statusCode).toBe(200);
    const after = await visitorPage();
    expect(after.items.some((p) => p.id === 1)).toBe(false);
    expect(after.total).toBe(before.total - 1);
    await h.app.inject({ method: 'PATCH', url: '/v1/products/1/status', headers: owner, payload: { status: 'online' } });
    expect((await visitorPage()).items.some((p) => p.id === 1)).toBe(true);
  });

  it('a change written outside the API (a product, a format\'s stock, a grid price) is announced and dropped', async () => {
    await visitorPage();
    await h.handle.db.execute(sql`update catalog.products set name = 'Renommé hors API' where id = 2`);
    await expect.poll(async () => nameOf(await visitorPage(), 2), { timeout: 3000, interval: 20 }).toBe('Renommé hors API');

    const stockOf = (page: Page) => page.items.find((p) => p.id === 2)?.formats[0]?.stock;
    const formatId = (await visitorPage()).items.find((p) => p.id === 2)!.formats[0]!.id;
    await h.handle.db.execute(sql`update catalog.formats set stock = 4321 where id = ${formatId}`);
    await expect.poll(async () => stockOf(await visitorPage()), { timeout: 3000, interval: 20 }).toBe(4321);

    const priceOf = (page: Page) => page.items.find((p) => p.id === 2)?.formats[0]?.priceCents;
    const typology = (await visitorPage()).items.find((p) => p.id === 2)!.typology!.key;
    await h.handle.db.execute(sql`insert into catalog.format_prices (format_id, typology, price_cents, visible) values (${formatId}, ${typology}, 98765, true)
      on conflict (format_id, typology) do update set price_cents = excluded.price_cents`);
    await expect.poll(async () => priceOf(await visitorPage()), { timeout: 3000, interval: 20 }).toBe(98_765);
  });

  it('a change of another shop leaves the page kept: the announcement names the shop', async () => {
    const received: string[] = [];
    const unlisten = await listenForChanges(h.handle.db, (key) => received.push(key));
    try {
      await h.handle.db.execute(sql`update catalog.products set name = name where shop_id = 2`);
      await h.handle.db.execute(sql`update catalog.formats set stock = stock where product_id in (select id from catalog.products where shop_id = 2)`);
      await expect.poll(() => received.filter((k) => k.startsWith('catalog:')), { timeout: 3000, interval: 20 }).toEqual(['catalog:2', 'catalog:2']);
    } finally {
      await unlisten();
    }
  });
});
