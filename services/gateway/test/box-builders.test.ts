import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuilderDetail, BuilderSummary, CheckoutResult, OrderDetail, ProductDetail, SellerCartPrice } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };
const OWNER = 'owner@vendange.test';
const BOX = 9;

describe.each(kinds)('box builders (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const builder = async (headers: Record<string, string> = {}) => {
    const res = await h.app.inject({ url: `/v1/builders/${BOX}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BuilderDetail>();
  };
  /** The box and six bottles (4 + 2) of its first two wines, as the cart sends them. */
  const boxLines = (detail: BuilderDetail, key: string, counts = [4, 2]) => [
    { id: BOX, quantity: 1, chosenFormat: { id: detail.boxFormatId! }, box: { key, builderId: BOX } },
    ...counts.map((quantity, i) => ({ id: detail.wines[i]!.productId, quantity, chosenFormat: { id: detail.wines[i]!.formatId }, box: { key, builderId: BOX } })),
  ];

  it('lists the shop\'s boxes and prices each wine as it will be in the box, for visitors too', async () => {
    const list = await h.app.inject({ url: '/v1/builders?shopId=1' });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{ items: BuilderSummary[] }>().items;
    expect(items.map((b) => [b.id, b.name, b.size, b.discountPercent])).toEqual([[BOX, 'Votre coffret découverte', 6, '10']]);
    expect((await h.app.inject({ url: '/v1/builders?shopId=2' })).json<{ items: unknown[] }>().items).toEqual([]);

    const detail = await builder();
    expect(detail.wines.map((w) => w.name)).toEqual(['Côtes du Rhône Les Galets', 'Rosé de Saignée', 'Viognier des Coteaux']);
    // The composer never puts in more of a wine than is left: the demo rosé tracks 24, the others are not tracked.
    expect(detail.wines.map((w) => w.stock)).toEqual([null, 24, null]);
    // Public grid, TTC: the wooden case 7.50 HT → 9.00 TTC; each wine 10 % under its price before.
    expect(detail.boxPrice).toMatchObject({ htCents: 750, ttcCents: 900 });
    for (const w of detail.wines) expect(w.price!.htCents).toBe(Math.round(w.priceBefore!.htCents * 0.9));
    const cheapest = Math.min(...detail.wines.map((w) => w.price!.displayCents));
    expect(detail.fromPrice!.displayCents).toBe(900 + 6 * cheapest);

    expect((await h.app.inject({ url: '/v1/builders/1' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/v1/builders/999999' })).statusCode).toBe(404);
  });

  it('prices a composed box in the cart at the prices the builder showed, and refuses an incomplete one', async () => {
    const detail = await builder();
    const price = async (products: object[]) => (await h.app.inject({
      method: 'POST', url: '/v1/orders/get-cart-price', payload: { orders: [{ seller: { id: 1 }, products }] },
    })).json<SellerCartPrice[]>()[0]!;
    const full = await price(boxLines(detail, 'k1'));
    expect(full.error).toBeNull();
    const [first, second] = [detail.wines[0]!.price!, detail.wines[1]!.price!];
    expect(full.lines.map((l) => l.unitTtcCents)).toEqual([detail.boxPrice!.ttcCents, first.ttcCents, second.ttcCents]);
    // The list is shown TTC: the buyer pays the unit prices shown times the quantities, to the cent (docs/decisions/rounding.md).
    expect(full.price!.totalTTC).toBe(full.lines.reduce((sum, l) => sum + l.unitTtcCents * l.quantity, 0) + full.price!.shipping);
    // Goods excl. VAT (derived from that TTC) carry the excise duties on top of the prices excl. VAT and duties (6 × 75 cl at 4.19 €/hl ≈ 0.19 €).
    expect(full.price!.goodsHT - (detail.boxPrice!.htCents + 4 * first.htCents + 2 * second.htCents)).toBeGreaterThanOrEqual(18);
    expect(full.lines.map((l) => l.counted)).toEqual([0, 4, 2]);

    const short = await price(boxLines(detail, 'k1', [4, 1]));
    expect(short.error).toMatchObject({ code: 'BOX_INVALID', message: 'Le coffret « Votre coffret découverte » doit contenir 6 bouteilles : il en contient 5. Complétez-le ou retirez-le du panier.' });
    const alone = await price([{ id: BOX, quantity: 1 }]);
    expect(alone.error).toMatchObject({ code: 'BOX_INVALID' });
  });

  it('places an order with the box and its bottles, kept together in the order', async () => {
    const detail = await builder(await auth('buyer@vendange.test'));
    const res = await h.app.inject({
      method: 'POST', url: '/v1/orders/checkout', headers: await auth('buyer@vendange.test'),
      payload: {
        checkoutId: randomUUID(), deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
        orders: [{ seller: { id: 1 }, products: boxLines(detail, 'gift'), shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'transfer' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<CheckoutResult>().orders[0]!;
    const order = (await h.app.inject({ url: `/v1/orders/${placed.id}`, headers: await auth(OWNER) })).json<OrderDetail>();
    expect(order.lines.map((l) => [l.productId, l.quantity, l.boxKey])).toEqual([
      [BOX, 1, 'gift'], [detail.wines[0]!.productId, 4, 'gift'], [detail.wines[1]!.productId, 2, 'gift'],
    ]);
  });

  it('lets the owner set the composition in the product and refuses wines of another shop', async () => {
    const headers = await auth(OWNER);
    const product = (await h.app.inject({ url: `/v1/products/${BOX}`, headers })).json<ProductDetail>();
    expect(product.builder).toMatchObject({ size: 6, discountPercent: '10' });
    const { id: _id, shopId: _s, createdAt: _c, images: _i, typology: _t, ...rest } = product;
    const body = {
      ...rest,
      vintages: [], packings: [], nutrition: null,
      formats: product.formats.map((f) => ({
        id: f.id, container: f.container, unity: f.unity, unityValue: f.unityValue, type: f.type, packingQuantity: f.packingQuantity, weight: f.weight,
        priceCents: f.priceCents, discountPrice: f.discountPrice, discountAdd: f.discountAdd, discountGlobal: f.discountGlobal, promotions: f.promotions,
        typologies: f.typologies, visuals: f.visuals, gtin: f.gtin,
      })),
      builder: { size: 3, discountPercent: '5', eligibleFormatIds: product.builder!.eligibleFormatIds.slice(0, 1) },
    };
    const put = await h.app.inject({ method: 'PUT', url: `/v1/products/${BOX}`, headers, payload: body });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ProductDetail>().builder).toEqual({ size: 3, discountPercent: '5', eligibleFormatIds: product.builder!.eligibleFormatIds.slice(0, 1) });

    const shop2Format = (await h.app.inject({ url: '/v1/products/6', headers: await auth('owner2@vendange.test') })).json<ProductDetail>().formats[0]!.id;
    const foreign = await h.app.inject({ method: 'PUT', url: `/v1/products/${BOX}`, headers, payload: { ...body, builder: { ...body.builder, eligibleFormatIds: [shop2Format] } } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'INELIGIBLE_FORMAT' });
    const wrongType = await h.app.inject({ method: 'PUT', url: '/v1/products/1', headers, payload: { ...body, productType: 'bottle', name: 'Côtes du Rhône Les Galets' } });
    expect(wrongType.statusCode).toBe(400);
    const size = await h.app.inject({ method: 'PUT', url: `/v1/products/${BOX}`, headers, payload: { ...body, builder: { ...body.builder, size: 30 } } });
    expect(size.json().message).toContain('de 2 à 24 bouteilles');
  });
});
