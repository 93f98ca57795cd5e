import { describe, expect, it } from 'vitest';
import type { FormatInput, PricingContext } from './types';
import { unitPrice } from './unit-price';

const ht: PricingContext = { typology: { key: 'public', ttc: false }, date: '2026-03-01' };
const bottle = (extra: Partial<FormatInput> = {}): FormatInput => ({ unity: 'cl', unityValue: 75, price: 1200, ...extra });
const unit = (format: FormatInput, quantity: number, context: PricingContext = ht) => unitPrice({ line: { quantity, format }, context });

describe('price per typology', () => {
  it('uses format.typologies[key].price over format.price', () => {
    const format = bottle({ typologies: { pro: { price: 1000 } } });
    expect(unit(format, 1).unitHT).toBe(1200);
    expect(unit(format, 1, { ...ht, typology: { key: 'pro' } }).unitHT).toBe(1000);
  });

  it('refuses a format hidden for the typology, or without a price', () => {
    expect(() => unit(bottle({ typologies: { pro: { visible: false } } }), 1, { ...ht, typology: { key: 'pro' } })).toThrow(/NOT_VISIBLE/);
    expect(() => unit({ unity: 'cl', unityValue: 75 }, 1)).toThrow(/NO_PRICE/);
  });

  it('takes the VAT settings of the pricing typology over the product', () => {
    const format = bottle({ typologies: { public: { vatType: 'reduced' } } });
    expect(unitPrice({ line: { quantity: 1, format, product: { vatType: 'standard' } }, context: ht }).vatRate).toBe('5.5');
    const noVat = bottle({ typologies: { public: { disableVAT: true } } });
    expect(unit(noVat, 1).unitTTC).toBe(1200);
  });

  it('shows TTC or HT by the typology ttc flag', () => {
    expect(unit(bottle(), 1).unitDisplay).toBe(1200);
    expect(unit(bottle(), 1, { ...ht, typology: { key: 'public', ttc: true } }).unitDisplay).toBe(1440);
  });
});

describe('degressive prices', () => {
  const tiers = bottle({ discountPrice: { '6': 1100, '12': 1000 }, discountAdd: { '24': -50 } });

  it('takes the highest threshold reached by quantity', () => {
    expect([1, 5, 6, 11, 12, 23, 24, 100].map((q) => unit(tiers, q).unitHT)).toEqual([1200, 1200, 1100, 1100, 1000, 1000, 950, 950]);
  });

  it('counts in eq75 when allRulesInEq75 (3 magnums = 6 bottles)', () => {
    const magnum = { ...tiers, unityValue: 150 };
    expect(unit(magnum, 3).unitHT).toBe(1200);
    expect(unit(magnum, 3, { ...ht, typology: { key: 'public', allRulesInEq75: true } }).unitHT).toBe(1100);
    expect(unit(magnum, 3, { ...ht, shop: { allRulesInEq75: true } }).unitHT).toBe(1100);
  });

  it('counts the cart lines when the rule is global', () => {
    const global = { ...tiers, discountGlobal: true };
    expect(unitPrice({ line: { quantity: 1, format: global }, context: ht, order: { lineCount: 6, countedQuantity: 6, listAmount: 7200 } }).unitHT).toBe(1100);
    expect(unitPrice({ line: { quantity: 30, format: global }, context: ht, order: { lineCount: 1, countedQuantity: 30, listAmount: 36000 } }).unitHT).toBe(1200);
  });

  it('lets a typology map win over the format map', () => {
    const format = { ...tiers, typologies: { public: { discountPrice: { '2': 900 } } } };
    expect(unit(format, 2).unitHT).toBe(900);
  });

  it('never goes below zero, and never rises with the quantity on a malformed grid', () => {
    expect(unit(bottle({ discountAdd: { '1': -5000 } }), 1).unitHT).toBe(0);
    const malformed = bottle({ discountPrice: { '2': 800, '6': 1500 } });
    expect(unit(malformed, 6).unitHT).toBe(800);
  });

  it('ignores a replacement price above the list price, keeps a surcharge that applies from the first unit', () => {
    expect(unit(bottle({ discountPrice: { '6': 1500 } }), 6).unitHT).toBe(1200);
    const surcharge = bottle({ discountAdd: { '1': 200, '6': 0 } });
    expect([1, 5, 6].map((q) => unit(surcharge, q).unitHT)).toEqual([1400, 1400, 1200]);
  });

  it('applies the typology global discount after tiers', () => {
    expect(unit(tiers, 6, { ...ht, typology: { key: 'public', globalDiscount: 10 } }).unitHT).toBe(990);
  });
});

describe('promotions', () => {
  it('applies the best active promotion, % or € off the unit price', () => {
    const format = bottle({ promotions: [{ type: '%', amount: 10, activation: 'always' }, { type: '€', amount: 200, activation: 'minProduct', threshold: 6 }] });
    expect(unit(format, 1).unitHT).toBe(1080);
    expect(unit(format, 6).unitHT).toBe(1000);
  });

  it('minPrice looks at the line list amount; order conditions at the seller cart', () => {
    const format = bottle({ promotions: [{ type: '%', amount: 50, activation: 'minPrice', threshold: 5000 }] });
    expect(unit(format, 4).unitHT).toBe(1200);
    expect(unit(format, 5).unitHT).toBe(600);
    const order = bottle({ promotions: [{ type: '€', amount: 100, activation: 'minPriceOrder', threshold: 10000 }, { type: '€', amount: 300, activation: 'minProductOrder', threshold: 24 }] });
    const at = (countedQuantity: number, listAmount: number) => unitPrice({ line: { quantity: 1, format: order }, context: ht, order: { lineCount: 3, countedQuantity, listAmount } }).unitHT;
    expect(at(3, 3600)).toBe(1200);
    expect(at(9, 10800)).toBe(1100);
    expect(at(24, 28800)).toBe(900);
  });

  it('never makes a price negative', () => {
    expect(unit(bottle({ promotions: [{ type: '€', amount: 5000, activation: 'always' }] }), 1).unitHT).toBe(0);
  });
});

describe("a producer's own price and line discount (sales entered from the dashboard)", () => {
  const tiers = bottle({ discountPrice: { '6': 1100 }, promotions: [] });
  const withLine = (extra: { fixedUnit?: number | null; discountPercent?: string | null }, quantity = 6, context: PricingContext = ht) =>
    unitPrice({ line: { quantity, format: tiers, ...extra }, context });

  it('replaces the grid, its tiers and the typology discount with the fixed price', () => {
    const discounted: PricingContext = { ...ht, typology: { key: 'public', globalDiscount: '10' } };
    expect(withLine({}, 6, discounted).unitHT).toBe(990);
    expect(withLine({ fixedUnit: 1050 }, 6, discounted).unitHT).toBe(1050);
    expect(withLine({ fixedUnit: 1050 }).listUnit).toBe(1200);
  });

  it('takes the line discount after every other step, to the cent', () => {
    expect(withLine({ discountPercent: '10' }).unitHT).toBe(990);
    expect(withLine({ fixedUnit: 1000, discountPercent: '12.5' }).unitHT).toBe(875);
    expect(withLine({ discountPercent: '100' }).unitHT).toBe(0);
  });

  it('refuses a discount outside 0 to 100 percent', () => {
    expect(() => withLine({ discountPercent: '101' })).toThrow(/OUT_OF_RANGE/);
    expect(() => withLine({ discountPercent: '-1' })).toThrow(/OUT_OF_RANGE/);
  });
});
