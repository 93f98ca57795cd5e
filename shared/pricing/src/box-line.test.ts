import { describe, expect, it } from 'vitest';
import { inBox } from './box-line';
import type { FormatInput, LineInput, PricingContext } from './types';
import { unitPrice } from './unit-price';

const context: PricingContext = { typology: { key: 'public', ttc: true }, date: '2026-11-20' };
const format: FormatInput = {
  unity: 'cl', unityValue: 75, price: 1250, discountPrice: { '6': 1100 }, discountAdd: { '12': -100 },
  promotions: [{ type: '%', amount: '20', activation: 'always' }], typologies: { public: { discountPrice: { '3': 900 } } },
};
const line = (quantity: number): LineInput => ({ quantity, format });

describe('a bottle in a composed box', () => {
  it('costs its grid price less the box percent, whatever its own tiers and promotions', () => {
    // 12.50 − 10 % = 11.25 HT; the 20 % promotion and the tiers from 3, 6 and 12 bottles do not apply in a box.
    expect([1, 3, 6, 12].map((q) => unitPrice({ line: inBox(line(q), '10'), context }).unitHT)).toEqual([1125, 1125, 1125, 1125]);
    expect(unitPrice({ line: inBox(line(1), '10'), context }).unitTTC).toBe(1350);
  });

  it('keeps the grid price with a 0 % box, and the typology discount applies', () => {
    expect(unitPrice({ line: inBox(line(6), '0'), context }).unitHT).toBe(1250);
    expect(unitPrice({ line: inBox(line(6), 0), context: { ...context, typology: { key: 'public', globalDiscount: '10' } } }).unitHT).toBe(1125);
  });

  it('never changes the line it is given and refuses an impossible percent', () => {
    const original = line(6);
    inBox(original, '15');
    expect(original.format.promotions).toHaveLength(1);
    expect(() => inBox(original, '120')).toThrow(/OUT_OF_RANGE/);
  });
});
