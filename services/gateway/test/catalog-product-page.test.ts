import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary, SellerCartPrice, Shop } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
type Page = { items: ProductSummary[]; total: number };

describe.each(kinds)('what a product page reads of the catalogue (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const as = async (email: string | null) => (email ? { authorization: `Bearer ${await h.tokenOf(email)}` } : {});
  const detail = async (id: number, email: string | null = null) => {
    const res = await h.app.inject({ url: `/v1/products/${id}`, headers: await as(email) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductDetail>();
  };
  const cartPrice = async (email: string | null, sellerId: number, productId: number, formatId: number, quantity: number) => {
    const res = await h.app.inject({
      method: 'POST', url: '/v1/orders/get-cart-price', headers: await as(email),
      payload: { orders: [{ seller: { id: sellerId }, products: [{ id: productId, chosenFormat: { id: formatId }, quantity }] }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SellerCartPrice[]>()[0]!;
  };

  // First, while the catalogue has not read shop 2's settings yet (it keeps them 30 s).
  it('members-only prices: a visitor gets no price from the list, the detail or a cart; a member does', async () => {
    const owner2 = await as('owner2@vendange.test');
    const shop = (await h.app.inject({ url: '/v1/shops/me', headers: owner2 })).json<Shop>();
    const { bank, ...rest } = shop.sales;
    const set = await h.app.inject({ method: 'PUT', url: '/v1/shops/me/sales-rules', headers: owner2, payload: { ...rest, bank, membersOnlyPrices: true } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await h.app.inject({ url: '/v1/shops/2' })).json().sales.membersOnlyPrices).toBe(true);

    const page = (await h.app.inject({ url: '/v1/products?shopIds=[2]' })).json<Page>();
    expect(page.items.length).toBeGreaterThan(0);
    for (const format of page.items.flatMap((p) => p.formats)) expect([format.priceCents, format.priceTtcCents, format.displayCents]).toEqual([null, null, null]);

    const hidden = await detail(6);
    expect(hidden.name).toBe('Bordeaux Supérieur');
    for (const f of hidden.formats) {
      expect(f).toMatchObject({ price: null, priceCents: null, discountPrice: {}, discountAdd: {}, promotions: [], typologies: {}, tiers: [], priceBeforePromotion: null });
    }
    const visitorCart = await cartPrice(null, 2, 6, hidden.formats[0]!.id, 1);
    expect(visitorCart.price).toBeNull();
    expect(visitorCart.lines).toEqual([]);

    // Logged in, the same buyer sees the shop's prices again.
    const member = await detail(6, 'buyer@vendange.test');
    expect(member.formats[0]!.price?.displayCents).toBeGreaterThan(0);
    const memberList = (await h.app.inject({ url: '/v1/products?shopIds=[2]', headers: await as('buyer@vendange.test') })).json<Page>();
    expect(memberList.items[0]!.formats[0]!.displayCents).toBeGreaterThan(0);
    expect((await cartPrice('buyer@vendange.test', 2, 6, hidden.formats[0]!.id, 1)).price?.totalTTC).toBeGreaterThan(0);

    // Shop 1 does not reserve its prices: its visitors see them.
    expect((await h.app.inject({ url: '/v1/products?shopIds=[1]' })).json<Page>().items[0]!.formats[0]!.displayCents).toBeGreaterThan(0);
  });

  it('gives a visitor the public price incl. VAT and duties and the degressive prices, each as the cart will cost it', async () => {
    const galets = await detail(1);
    expect(galets.typology).toEqual({ key: 'particulier', name: 'Particulier', ttc: true });
    const bottle = galets.formats.find((f) => f.container === 'bouteille')!;
    expect(bottle.price).toMatchObject({ typology: 'particulier', htCents: 1250 });
    expect(bottle.price!.displayCents).toBe(bottle.price!.ttcCents);
    // The demo bottle drops to 95 % from 6 and 90 % from 12.
    expect(bottle.tiers!.map((t) => [t.from, t.basis, t.price.htCents])).toEqual([[6, 'quantity', 1188], [12, 'quantity', 1125]]);
    for (const quantity of [1, 6, 12]) {
      const expected = quantity === 1 ? bottle.price!.ttcCents : bottle.tiers!.find((t) => t.from === quantity)!.price.ttcCents;
      const line = (await cartPrice(null, 1, 1, bottle.id, quantity)).lines[0]!;
      expect(line.unitTtcCents, `${quantity} bottles`).toBe(expected);
    }
    expect(bottle.priceBeforePromotion).toBeNull();
    // Nothing of the other price lists reaches a visitor.
    expect(Object.keys(bottle.typologies)).toEqual(['particulier']);
    expect(galets.nutrition?.texts.fr?.ingredients).toContain('sulfites');
    expect(galets.minQuantity).toBe(1);
  });

  it('shows a promotion: the price before it, and the quantity from which a conditional one applies', async () => {
    const owner = await as('owner@vendange.test');
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: owner,
      payload: {
        shopId: 1, productType: 'accessory', name: 'Carafe du Domaine', status: 'online', minQuantity: 2, maxQuantity: 12,
        formats: [
          { container: 'unite', unity: 'u', unityValue: '1', type: 'custom', priceCents: 2000, promotions: [{ type: '%', amount: '10', activation: 'always', threshold: null }] },
          { container: 'unite', unity: 'u', unityValue: '1', type: 'custom', priceCents: 3000, promotions: [{ type: '€', amount: 500, activation: 'minProduct', threshold: 3 }] },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const carafe = await detail(created.json<ProductDetail>().id);
    const [always, fromThree] = carafe.formats;
    // The public list shows prices incl. VAT: 20 € HT is 24 € TTC, 10 % off is 21,60 €.
    expect(always!.price?.displayCents).toBe(2160);
    expect(always!.priceBeforePromotion?.displayCents).toBe(2400);
    expect(fromThree!.priceBeforePromotion).toBeNull();
    expect(fromThree!.tiers!.map((t) => [t.from, t.price.displayCents])).toEqual([[3, 3000]]);
    expect(carafe).toMatchObject({ minQuantity: 2, maxQuantity: 12 });
  });
});
