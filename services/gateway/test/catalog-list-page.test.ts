import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '@vendange/contracts';
import { startHarness, type Harness } from './harness';

/**
 * A list page reads each product's picture, builder, vintages and formats in the page's own statement
 * (services/catalog/src/list-page-columns.ts): each row must get its own, whatever the ids of the rows read.
 */
describe('a product list page carries each product\'s own parts', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });

  it('pictures, vintages and formats of each row are those of its product page', async () => {
    const headers = { authorization: `Bearer ${await h.tokenOf('owner@vendange.test')}` };
    // Pictures whose ids are not their products' ids: the first by position is the one shown.
    await h.writeOutside(sql`insert into catalog.product_images (id, product_id, shop_id, storage_key, content_type, size, position)
      values (501, 2, 1, 'list-page/second.png', 'image/png', 10, 1), (502, 2, 1, 'list-page/first.png', 'image/png', 10, 0), (503, 3, 1, 'list-page/third.png', 'image/png', 10, 0)`);
    const page = (await h.app.inject({ url: '/v1/products?shopIds=[1]&limit=50', headers })).json<{ items: ProductSummary[] }>();
    expect(page.items.find((p) => p.id === 2)?.imageUrl).toBe('/v1/files/list-page/first.png');
    expect(page.items.find((p) => p.id === 3)?.imageUrl).toBe('/v1/files/list-page/third.png');
    expect(page.items.find((p) => p.id === 1)?.imageUrl ?? null).toBeNull();
    for (const item of page.items) {
      const detail = (await h.app.inject({ url: `/v1/products/${item.id}`, headers })).json<ProductDetail>();
      expect(item.formats.map((f) => f.id), item.name).toEqual(detail.formats.map((f) => f.id));
      expect(item.vintages.map((v) => v.id), item.name).toEqual(detail.vintages.map((v) => v.id));
      expect(item.hasBuilder, item.name).toBe(detail.builder !== null);
      if (detail.images.length) expect(item.imageUrl, item.name).toBe(detail.images[0]!.url);
    }
  });
});
