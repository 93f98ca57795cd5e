import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerCartPrice } from '@vendange/contracts';
import { startHarness, type Harness } from './harness';

/**
 * A cart's products' rows are kept per process for pricing (services/catalog/src/prices-repo.ts,
 * docs/decisions/cart-price-performance.md): a price or a status changed by anything (the API, a job,
 * another process: catalog's triggers announce `catalog:<shop>`) must show in the next cart price.
 */
describe('the kept catalogue rows never price a cart with a changed product', () => {
  let h: Harness;
  let buyer: Record<string, string>;
  let product: { id: number; formats: Array<{ id: number }> };

  const price = async () => {
    const res = await h.app.inject({
      method: 'POST', url: '/v1/orders/get-cart-price', headers: buyer,
      payload: { orders: [{ seller: { id: 1 }, products: [{ id: product.id, chosenFormat: { id: product.formats[0]!.id }, quantity: 1 }] }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SellerCartPrice[]>()[0]!;
  };

  beforeAll(async () => {
    h = await startHarness();
    buyer = { authorization: `Bearer ${await h.tokenOf('buyer@vendange.test')}` };
    const res = await h.app.inject({ url: '/v1/products?shopIds=[1]' });
    product = res.json<{ items: Array<{ id: number; status: string; formats: Array<{ id: number }> }> }>().items.find((p) => p.status === 'online')!;
  });
  afterAll(async () => { await h?.close(); });

  it('a price changed outside the API is the one the next cart price uses', async () => {
    const before = await price();
    expect(before.error).toBeNull();
    // Twice, so the second read is the kept one before the change.
    expect(await price()).toEqual(before);
    const formatId = product.formats[0]!.id;
    await h.writeOutside(sql`update catalog.formats set price_cents = price_cents + 1000 where id = ${formatId}`);
    await h.writeOutside(sql`update catalog.format_prices set price_cents = price_cents + 1000 where format_id = ${formatId} and price_cents is not null`);
    const after = await price();
    expect(after.error).toBeNull();
    expect(after.lines[0]!.unitTtcCents).toBeGreaterThan(before.lines[0]!.unitTtcCents);
  });

  it('a product paused outside the API is refused by the next cart price (hidden from buyers), and sold again once back online', async () => {
    expect((await price()).error).toBeNull();
    await h.writeOutside(sql`update catalog.products set status = 'paused' where id = ${product.id}`);
    expect((await price()).error?.code).toBe('UNKNOWN_PRODUCT');
    await h.writeOutside(sql`update catalog.products set status = 'online' where id = ${product.id}`);
    expect((await price()).error).toBeNull();
  });
});
