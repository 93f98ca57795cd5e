import { describe, expect, it } from 'vitest';
import { priceLine } from './price-line';
import { priceSellerCart } from './seller-cart';
import { D } from './decimal';
import { centsToEuros, roundToCents } from './money';
import { vatInTtc } from './ttc-shown';
import type { LineInput, PricingContext } from './types';

// Issue 15 item 6: on a list shown TTC the buyer multiplies and adds what is shown; the engine must agree.
const shownTtc: PricingContext = { typology: { key: 'public', ttc: true }, date: '2026-03-01' };
const shownHt: PricingContext = { typology: { key: 'pro', ttc: false }, date: '2026-03-01' };
const wine = (price: number, quantity: number): LineInput => ({ quantity, format: { price }, product: { vatType: 'standard', productType: 'bottle' } });

describe('vatInTtc', () => {
  it('gives the cents of TTC × rate / (100 + rate) in decimals, half up, ties and negatives included, in integers', () => {
    // The rule in big.js decimals (20 places, then half up to the cent), as the engine had it before its integer path.
    const inDecimals = (ttc: number, rate: string) => roundToCents(centsToEuros(ttc).times(rate).div(D(rate).plus(100)));
    const misses: string[] = [];
    for (const rate of ['20', '10', '5.5', '2.1', '0.5', '19.6', '8.5', '99.99']) {
      // Every amount up to ±50 € (each tie of each rate among them), and amounts too large for exact integers.
      for (let ttc = -5000; ttc <= 5000; ttc++) if (vatInTtc(ttc, rate) !== inDecimals(ttc, rate)) misses.push(`${ttc} at ${rate}`);
      for (const ttc of [123_456_789_012, 4_503_599_627_370_495, -9_007_199_254_740_991]) if (vatInTtc(ttc, rate) !== inDecimals(ttc, rate)) misses.push(`${ttc} at ${rate}`);
    }
    expect(misses).toEqual([]);
    expect(vatInTtc(3, '20')).toBe(1); // 0.5 cent: half up
    expect(vatInTtc(-3, '20')).toBe(-1);
  });

  it('derives the VAT inside an amount incl. VAT, half up', () => {
    expect(vatInTtc(5232, '20')).toBe(872); // 52.32 × 20 / 120 = 8.72
    expect(vatInTtc(999, '20')).toBe(167); // 1.665 → 1.67
    expect(vatInTtc(1055, '5.5')).toBe(55);
    expect(vatInTtc(1000, '0')).toBe(0);
  });
});

describe('a list shown TTC: unit TTC × quantity = line TTC, lines add up to the total', () => {
  it('3 × 17,44 € makes 52,32 € (the HT rule made 52,31 €)', () => {
    // 14.53 HT × 1.2 = 17.436 → 17.44 shown; HT rule: 43.59 + 8.718 → 52.31.
    const line = priceLine({ line: wine(1453, 3), context: shownTtc });
    expect(line).toMatchObject({ unitTTC: 1744, lineTTC: 5232, lineDisplay: 5232, vat: 872, lineHT: 4360, goodsHT: 4360 });
    expect(priceLine({ line: wine(1453, 3), context: shownHt }).lineTTC).toBe(5231);
  });

  it('2 × 13,24 € makes 26,48 € and the seller cart totals them with shipping', () => {
    const cart = priceSellerCart({ lines: [wine(1453, 3), wine(1103, 2)], context: shownTtc, shipping: { price: 990 } });
    expect(cart.lines.map((l) => [l.unitTTC, l.lineTTC])).toEqual([[1744, 5232], [1324, 2648]]);
    // Shipping 9.90 HT + 1.98 VAT = 11.88; total 52.32 + 26.48 + 11.88 = 90.68; VAT 90.68 / 6 = 15.113 → 15.11.
    expect(cart.shippingLine).toEqual({ rate: '20', base: 990, vat: 198, ttc: 1188 });
    expect(cart.price).toEqual({ promoAmount: 0, discount: 0, shipping: 990, totalHT: 9068 - 1511, tva: 1511, totalTTC: 9068 });
    expect(cart.vat).toEqual([{ rate: '20', base: 7557, vat: 1511 }]);
    expect(cart.lines.reduce((n, l) => n + l.vat, 0) + cart.shippingLine.vat).toBe(1511);
  });

  it('derives VAT per rate from the TTC of each rate', () => {
    const food: LineInput = { quantity: 3, format: { price: 333 }, product: { vatType: 'reduced', productType: 'food' } };
    const cart = priceSellerCart({ lines: [wine(1453, 3), food], context: shownTtc });
    // Food: 3.33 × 1.055 = 3.51315 → 3.51 shown; 3 × 3.51 = 10.53; VAT 10.53 × 5.5 / 105.5 = 0.5489 → 0.55.
    expect(cart.lines[1]).toMatchObject({ unitTTC: 351, lineTTC: 1053, vat: 55, lineHT: 998 });
    expect(cart.vat).toEqual([{ rate: '20', base: 4360, vat: 872 }, { rate: '5.5', base: 998, vat: 55 }]);
    expect(cart.price.totalTTC).toBe(5232 + 1053);
  });

  it('keeps duties in the line: the goods are what is left of HT once the duties are out', () => {
    const still: LineInput = { ...wine(1200, 6), format: { type: 'bottle', unity: 'cl', unityValue: 75, price: 1200 }, excise: { category: 'still-wine', abv: '13' } };
    const line = priceLine({ line: still, context: shownTtc });
    // 14.44 shown (12.00 + 0.031425 excise) × 1.2; 6 × 14.44 = 86.64; VAT 14.44; HT 72.20 = goods 72.01 + excise 0.19.
    expect(line).toMatchObject({ unitTTC: 1444, lineTTC: 8664, vat: 1444, lineHT: 7220, goodsHT: 7201, duties: { excise: 19, css: 0, customTax: 0, total: 19 } });
  });
});

describe('free shipping progress', () => {
  it('compares the goods excl. VAT with the franco set excl. VAT, also on a list shown TTC', () => {
    // Goods 52.32 TTC = 43.60 HT; franco 281.07 HT: 237.47 HT missing (not 281.07 − 52.32 TTC = 228.75).
    const cart = priceSellerCart({ lines: [wine(1453, 3)], context: shownTtc, shipping: { price: 990, franco: { amount: 28107 } } });
    expect(cart.amountForFranco).toBe(4360);
    expect(cart.amountBeforeFranco).toBe(28107 - 4360);
  });
});
