import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerCartPrice } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

describe.each(kinds)('POST /v1/orders/get-cart-price (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const price = async (orders: object[], email?: string) => h.app.inject({
    method: 'POST', url: '/v1/orders/get-cart-price', payload: { orders },
    headers: email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {},
  });
  const firstProductOf = async (shopId: number) => {
    const res = await h.app.inject({ url: `/v1/products?shopIds=[${shopId}]` });
    return res.json<{ items: Array<{ id: number; status: string; formats: Array<{ id: number }> }> }>().items.find((p) => p.status === 'online')!;
  };

  it('prices each seller of a visitor\'s cart, lines and totals consistent', async () => {
    const a = await firstProductOf(1);
    const b = await firstProductOf(2);
    const res = await price([
      { seller: { id: 1 }, products: [{ id: a.id, chosenFormat: { id: a.formats[0]!.id }, quantity: 2 }] },
      { seller: { id: 2 }, products: [{ id: b.id, quantity: 1 }] },
    ]);
    expect(res.statusCode).toBe(200);
    const sellers = res.json<SellerCartPrice[]>();
    expect(sellers.map((s) => s.sellerId)).toEqual([1, 2]);
    for (const s of sellers) {
      expect(s.error).toBeNull();
      expect(s.price!.totalTTC).toBe(s.price!.totalHT + s.price!.tva);
      expect(s.lines.reduce((n, l) => n + l.lineTtcCents, 0)).toBe(s.price!.totalTTC);
      // The spec's price object: a buyer's own web order carries no margin, commission or fee.
      expect(s.price).toMatchObject({ margin: 0, commission: 0, totalWithMargin: s.price!.totalHT, totalWithFees: s.price!.totalTTC, payLater: false });
    }
    const byTransfer = await price([{ seller: { id: 1 }, products: [{ id: a.id, quantity: 1 }], paymentType: 'transfer' }]);
    expect(byTransfer.json<SellerCartPrice[]>()[0]!.price!.payLater).toBe(true);
    const byCard = await price([{ seller: { id: 1 }, products: [{ id: a.id, quantity: 1 }], paymentType: 'stripe' }]);
    expect(byCard.json<SellerCartPrice[]>()[0]!.price!.payLater).toBe(false);
  });

  it('gives the buyer the price the order will cost', async () => {
    const a = await firstProductOf(1);
    const cart = [{ seller: { id: 1 }, products: [{ id: a.id, quantity: 3 }] }];
    const quoted = (await price(cart, 'buyer@vendange.test')).json<SellerCartPrice[]>()[0]!;
    const placed = await h.app.inject({
      method: 'POST', url: '/v1/orders', headers: { authorization: `Bearer ${await h.tokenOf('buyer@vendange.test')}` },
      payload: { shopId: 1, lines: [{ productId: a.id, quantity: 3 }] },
    });
    expect(placed.json().totalTtcCents).toBe(quoted.price!.totalTTC);
  });

  it('says why a seller\'s part cannot be priced, and still prices the others', async () => {
    const a = await firstProductOf(1);
    const res = await price([
      { seller: { id: 1 }, products: [{ id: a.id, quantity: 1 }] },
      { seller: { id: 2 }, products: [{ id: a.id, quantity: 1 }] },
      { seller: { id: 999 }, products: [{ id: a.id, quantity: 1 }] },
    ]);
    const [ok, wrongShop, unknownShop] = res.json<SellerCartPrice[]>();
    expect(ok!.error).toBeNull();
    expect(wrongShop!.error).toMatchObject({ code: 'UNKNOWN_PRODUCT', message: 'Produit inexistant' });
    expect(unknownShop!.error?.code).toBe('UNKNOWN_SHOP');
  });

  it('refuses a malformed cart with a French message', async () => {
    const res = await price([{ seller: { id: 1 }, products: [{ id: 1, quantity: 0 }] }]);
    expect(res.statusCode).toBe(400);
  });
});
