import { describe, expect, it } from 'vitest';
import { withSalesDefaults, type ProductPrice, type ProductPrices, type ShopSalesSettings } from '@vendange/contracts';
import { priceOrder, promoOf, shippingOf } from './price-order';

/** A shop with no rule set, as the shops service reads it. */
const defaultRules = withSalesDefaults(null);

const shop: ShopSalesSettings = { id: 1, name: 'Domaine des Coteaux', open: true, hasTVA: true, allRulesInEq75: false, rules: defaultRules, activeModules: [] };
/** The engine input catalog's pricingLineOf sends: here a wine with no duty (excise null) unless a test adds it. */
const engine = (price: number, extra: Record<string, unknown> = {}) => ({
  format: { price, eq75: '1', packingQuantity: 1, unity: 'cl', unityValue: '75', discountPrice: {}, discountAdd: {}, discountGlobal: false, promotions: [] },
  product: { vatType: 'standard', productType: 'bottle' }, excise: null, customTax: null, ...extra,
});
const wine: ProductPrice = {
  found: true, productId: 1, formatId: 10, vintageId: 7, vintage: '2023', label: 'Côtes du Rhône Les Galets 2023 · 75 cl', status: 'online', productType: 'bottle',
  vatType: 'standard', priceCents: 1250, unity: 'cl', unityValue: 75, eq75: 1, pricing: engine(1250), minQuantity: null, maxQuantity: null, builder: null, stock: null,
};
const catalog = (...lines: ProductPrice[]): ProductPrices => ({ typology: { key: 'particulier', ttc: true, allRulesInEq75: false, globalDiscount: '0' }, lines });
const date = new Date('2026-11-20T10:00:00Z');

describe('priceOrder', () => {
  it('prices lines excl. tax from the grid, VAT per rate on the sum', () => {
    // 2 × 12.50 = 25.00 HT; 1 × 15.90 = 15.90 HT; VAT 20 % of 40.90 = 8.18; TTC 49.08
    const viognier: ProductPrice = { ...wine, productId: 2, formatId: 20, label: 'Viognier', priceCents: 1590, pricing: engine(1590) };
    const result = priceOrder({ lines: [{ productId: 1, quantity: 2 }, { productId: 2, quantity: 1 }], catalog: catalog(wine, viognier), shop, date });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order).toMatchObject({ totalHtCents: 4090, vatCents: 818, totalTtcCents: 4908 });
    expect(result.order.lines[0]).toEqual({
      productId: 1, formatId: 10, vintageId: 7, vintage: '2023', label: 'Côtes du Rhône Les Galets 2023 · 75 cl', quantity: 2,
      unitHtCents: 1250, unitTtcCents: 1500, vatRate: '20', lineHtCents: 2500, vatCents: 500, lineTtcCents: 3000, exciseCents: 0, cssCents: 0, boxKey: null, productType: 'bottle',
    });
  });

  it('keeps the vintage bought on the line, and on a list shown TTC charges unit TTC × quantity (issue 15)', () => {
    // 14.53 HT × 1.2 = 17.436 → 17.44 shown; 3 × 17.44 = 52.32 (the HT rule made 52.31); VAT 52.32 / 6 = 8.72.
    const galets2022: ProductPrice = { ...wine, vintageId: 6, vintage: '2022', label: 'Côtes du Rhône Les Galets 2022 · 75 cl', priceCents: 1453, pricing: engine(1453) };
    const result = priceOrder({ lines: [{ productId: 1, vintageId: 6, quantity: 3 }], catalog: catalog(galets2022), shop, date });
    expect(result.ok && result.order.lines[0]).toMatchObject({
      vintageId: 6, vintage: '2022', label: 'Côtes du Rhône Les Galets 2022 · 75 cl', unitTtcCents: 1744, lineTtcCents: 5232, vatCents: 872, lineHtCents: 4360,
    });
    expect(result.ok && result.order).toMatchObject({ totalTtcCents: 5232, vatCents: 872, totalHtCents: 4360 });
    const pro = priceOrder({ lines: [{ productId: 1, quantity: 3 }], catalog: { ...catalog(galets2022), typology: { key: 'pro', ttc: false, allRulesInEq75: false, globalDiscount: '0' } }, shop, date });
    expect(pro.ok && pro.order).toMatchObject({ totalHtCents: 4359, vatCents: 872, totalTtcCents: 5231 });
  });

  it('charges no VAT for a shop without VAT', () => {
    const result = priceOrder({ lines: [{ productId: 1, quantity: 3 }], catalog: catalog(wine), shop: { ...shop, hasTVA: false }, date });
    expect(result.ok && result.order).toMatchObject({ totalHtCents: 3750, vatCents: 0, totalTtcCents: 3750 });
  });

  it('applies the reduced rate of the product', () => {
    const food: ProductPrice = {
      ...wine, productType: 'food', vatType: 'reduced', priceCents: 1000, unity: 'u', unityValue: 1, eq75: 0,
      pricing: { format: { price: 1000, eq75: '0', packingQuantity: 1 }, product: { vatType: 'reduced', productType: 'food' }, excise: null, customTax: null },
    };
    const result = priceOrder({ lines: [{ productId: 1, quantity: 1 }], catalog: catalog(food), shop, date });
    expect(result.ok && result.order).toMatchObject({ totalHtCents: 1000, vatCents: 55, totalTtcCents: 1055 });
  });

  it.each([
    ['an unknown or hidden product', { found: false, productId: 1 } as ProductPrice, 'UNKNOWN_PRODUCT', 'Produit inexistant'],
    ['a format the product does not have', { ...wine, formatId: null }, 'UNKNOWN_FORMAT', /format/],
    ['a product out of stock', { ...wine, status: 'outofstock' }, 'PRODUCT_UNAVAILABLE', /rupture de stock/],
    ['a product no longer sold', { ...wine, status: 'closed' }, 'PRODUCT_UNAVAILABLE', /plus en vente/],
    ['a product without a price in the buyer’s grid', { ...wine, priceCents: null, pricing: null }, 'NO_PRICE', /tarif/],
  ] as const)('refuses %s', (_label, line, code, message) => {
    const result = priceOrder({ lines: [{ productId: 1, quantity: 1 }], catalog: catalog(line as ProductPrice), shop, date });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.code).toBe(code);
    expect(result.refusal.message).toMatch(message);
    expect(result.refusal.line).toBe(0);
  });

  it('charges the duties and the degressive price the shop shows, from the catalogue\'s engine input', () => {
    // Still wine at 13 %: 4.19 EUR/hl in 2026 → 0.0314 EUR per 75 cl, in the VAT base; 6 bottles reach the 11.00 tier.
    const taxed: ProductPrice = { ...wine, pricing: engine(1250, { excise: { category: 'still-wine', abv: '13', css: false } }) };
    taxed.pricing!.format = { ...(taxed.pricing!.format as object), discountPrice: { 6: 1100 } };
    const result = priceOrder({ lines: [{ productId: 1, quantity: 6 }], catalog: catalog(taxed), shop, date });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.lines[0]!.unitHtCents).toBeGreaterThanOrEqual(1100);
    expect(result.order.lines[0]!.unitHtCents).toBeLessThan(1250);
    expect(result.order.totalTtcCents).toBe(result.order.lines[0]!.lineTtcCents);
  });

  it('refuses when the catalogue answered for another product than the line', () => {
    const result = priceOrder({ lines: [{ productId: 9, quantity: 1 }], catalog: catalog(wine), shop, date });
    expect(result.ok).toBe(false);
  });

  it('adds the chosen delivery: first parcel at its price, 7 € per extra parcel of 12, VAT at the standard rate', () => {
    const rules = { ...defaultRules, deliveries: [{ type: 'colissimo' as const, ref: 'domicile', name: 'Colissimo', priceCents: 1000, perParcel: 12, extraParcelCents: 700, delay: null }] };
    const result = priceOrder({ lines: [{ productId: 1, quantity: 13 }], catalog: catalog(wine), shop: { ...shop, rules }, date, shipping: { type: 'colissimo', ref: 'domicile' } });
    if (!result.ok) throw new Error('refused');
    // 13 × 12.50 = 162.50 HT; 2 parcels: 10 + 7 = 17 HT; VAT 20 % of 179.50 = 35.90
    expect(result.order).toMatchObject({ goodsHtCents: 16250, shippingCents: 1700, nbrPackages: 2, totalHtCents: 17950, vatCents: 3590, totalTtcCents: 21540, franco: false });
    expect(result.order.shipping).toEqual({ type: 'colissimo', ref: 'domicile', name: 'Colissimo', collectionPoint: null });
    expect(result.order.facts[0]).toEqual({ minQuantity: null, maxQuantity: null, counted: 13 });
  });

  it('ships free past the franco, and a collection point costs its own price without parcels surcharge', () => {
    const rules = {
      ...defaultRules, franco: { amountCents: null, quantity: 12, mode: 'any' as const },
      deliveries: [{ type: 'colissimo' as const, ref: 'domicile', name: 'Colissimo', priceCents: 1000, perParcel: 12, extraParcelCents: 700, delay: null }],
      collectionPoints: [{ id: 'cave', name: 'Caveau', address: '1 rue X', priceCents: 200, hours: null }],
    };
    const free = priceOrder({ lines: [{ productId: 1, quantity: 12 }], catalog: catalog(wine), shop: { ...shop, rules }, date, shipping: { type: 'colissimo', ref: 'domicile' } });
    if (!free.ok) throw new Error('refused');
    expect(free.order).toMatchObject({ shippingCents: 0, franco: true, francoPercent: 100 });
    const none = { ...rules, franco: { amountCents: null, quantity: null, mode: 'any' as const } };
    expect(shippingOf(none, { collectionPointId: 'cave' }).input).toMatchObject({ price: 200, extraParcel: 0 });
    expect(shippingOf(none, { type: 'colissimo', ref: 'gone' }).resolved).toBeNull();
    expect(shippingOf(none, null).input.price).toBeNull();
  });
});

describe('promoOf', () => {
  const rules = { ...defaultRules, promoCodes: [
    { code: 'ETE', percent: 10, amountCents: null, minAmountHtCents: 5000, validUntil: '2026-11-20', active: true },
    { code: 'OFF', percent: null, amountCents: 500, minAmountHtCents: null, validUntil: null, active: false },
  ] };
  it('finds a code whatever its case, until its last day (French date), from its minimum', () => {
    expect(promoOf(rules, ' ete ', 6000, new Date('2026-11-20T23:30:00Z'))).toMatchObject({ outcome: { status: 'invalid' } });
    expect(promoOf(rules, 'ete', 6000, new Date('2026-11-20T20:00:00Z'))).toEqual({ outcome: { code: 'ETE', status: 'applied', minAmountHtCents: 5000 }, discount: { percent: '10' } });
    expect(promoOf(rules, 'ETE', 4999, new Date('2026-11-20T20:00:00Z')).outcome?.status).toBe('belowMinimum');
    expect(promoOf(rules, 'OFF', 6000, new Date('2026-11-20T20:00:00Z')).outcome?.status).toBe('invalid');
    expect(promoOf(rules, '', 6000, new Date())).toEqual({ outcome: null, discount: null });
  });
});
