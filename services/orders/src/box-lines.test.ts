import { describe, expect, it } from 'vitest';
import { withSalesDefaults, type ProductPrice, type ProductPrices, type ShopSalesSettings } from '@vendange/contracts';
import { priceOrder } from './price-order';

/** A shop with no rule set, as the shops service reads it. */
const defaultRules = withSalesDefaults(null);

const shop: ShopSalesSettings = { id: 1, name: 'Domaine des Coteaux', open: true, hasTVA: true, allRulesInEq75: false, rules: defaultRules, activeModules: [] };
const engine = (price: number, extra: Record<string, unknown> = {}) => ({
  format: { price, eq75: '1', packingQuantity: 1, unity: 'cl', unityValue: '75', discountPrice: { '6': price - 100 }, discountAdd: {}, discountGlobal: false, promotions: [] },
  product: { vatType: 'standard', productType: 'bottle' }, excise: null, customTax: null, ...extra,
});
type Found = Extract<ProductPrice, { found: true }>;
const wine = (productId: number, formatId: number, price: number): Found => ({
  found: true, productId, formatId, vintageId: null, vintage: null, label: `Vin ${productId}`, status: 'online', productType: 'bottle', vatType: 'standard', priceCents: price,
  unity: 'cl', unityValue: 75, eq75: 1, pricing: engine(price), minQuantity: 6, maxQuantity: 2, builder: null, stock: null,
});
const box: Found = {
  ...wine(50, 500, 300), label: 'Coffret découverte', productType: 'box', minQuantity: null, maxQuantity: null,
  builder: { size: 6, discountPercent: '10', eligibleFormatIds: [10, 20] },
};
const catalog = (...lines: ProductPrice[]): ProductPrices => ({ typology: { key: 'particulier', ttc: true, allRulesInEq75: false, globalDiscount: '0' }, lines });
const date = new Date('2026-11-20T10:00:00Z');
const ref = (key = 'k1') => ({ key, builderId: 50 });

describe('composed boxes in an order', () => {
  it('prices the box and its bottles less the box percent, without their own tiers or limits', () => {
    const lines = [{ productId: 50, quantity: 1, box: ref() }, { productId: 1, quantity: 4, box: ref() }, { productId: 2, quantity: 2, box: ref() }];
    const result = priceOrder({ lines, catalog: catalog(box, wine(1, 10, 1000), wine(2, 20, 2000)), shop, date });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Box 3.00; 4 × (10.00 − 10 %) = 36.00; 2 × (20.00 − 10 %) = 36.00 → 75.00 HT, VAT 15.00.
    expect(result.order.lines.map((l) => [l.unitHtCents, l.boxKey])).toEqual([[300, 'k1'], [900, 'k1'], [1800, 'k1']]);
    expect(result.order).toMatchObject({ goodsHtCents: 7500, vatCents: 1500 });
    // The wines' own min 6 / max 2 do not apply inside a box; the box counts for no bottle.
    expect(result.order.facts.map((f) => [f.minQuantity, f.maxQuantity, f.counted])).toEqual([[null, null, 0], [null, null, 4], [null, null, 2]]);
  });

  it('refuses a box that is not full, a wine that is not eligible, a box without its bottles', () => {
    const c = catalog(box, wine(1, 10, 1000), wine(3, 30, 1500));
    const short = priceOrder({ lines: [{ productId: 50, quantity: 1, box: ref() }, { productId: 1, quantity: 5, box: ref() }], catalog: c, shop, date });
    expect(short).toMatchObject({ ok: false, refusal: { code: 'BOX_INVALID', message: expect.stringMatching(/doit contenir 6 bouteilles : il en contient 5/) } });
    const foreign = priceOrder({ lines: [{ productId: 50, quantity: 1, box: ref() }, { productId: 1, quantity: 5, box: ref() }, { productId: 3, quantity: 1, box: ref() }], catalog: c, shop, date });
    expect(foreign).toMatchObject({ ok: false, refusal: { code: 'BOX_INVALID', line: 2, message: expect.stringMatching(/« Vin 3 » ne peut pas entrer/) } });
    const alone = priceOrder({ lines: [{ productId: 50, quantity: 1 }], catalog: catalog(box), shop, date });
    expect(alone).toMatchObject({ ok: false, refusal: { code: 'BOX_INVALID', message: expect.stringMatching(/se compose/) } });
    const bottlesOnly = priceOrder({ lines: [{ productId: 1, quantity: 6, box: ref() }], catalog: catalog(wine(1, 10, 1000)), shop, date });
    expect(bottlesOnly).toMatchObject({ ok: false, refusal: { code: 'BOX_INVALID', message: expect.stringMatching(/n'est plus proposé/) } });
  });

  it('keeps two boxes apart and a loose bottle at its own price', () => {
    const c = catalog(box, wine(1, 10, 1000), box, wine(1, 10, 1000), wine(1, 10, 1000));
    const lines = [
      { productId: 50, quantity: 1, box: ref('a') }, { productId: 1, quantity: 6, box: ref('a') },
      { productId: 50, quantity: 1, box: ref('b') }, { productId: 1, quantity: 6, box: ref('b') },
      { productId: 1, quantity: 6 },
    ];
    const result = priceOrder({ lines, catalog: c, shop, date });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The loose line of 6 gets its tier (9.00) and its own limits; boxed ones 9.00 by the box's 10 %.
    expect(result.order.lines.map((l) => l.unitHtCents)).toEqual([300, 900, 300, 900, 900]);
    expect(result.order.facts[4]).toMatchObject({ minQuantity: 6, maxQuantity: 2 });
  });
});
