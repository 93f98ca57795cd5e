import { describe, expect, it } from 'vitest';
import { commissionBase, commissionCents, documentCommission, productRatesOf, rateFor } from './commission-amount';

describe('commissionCents', () => {
  it('applies the rate in basis points to integer cents', () => {
    expect(commissionCents(100_000, 1000)).toBe(10_000);
    expect(commissionCents(12_345, 0)).toBe(0);
    expect(commissionCents(12_345, 10_000)).toBe(12_345);
  });

  it('rounds half up to the cent, once per document', () => {
    expect(commissionCents(1005, 1000)).toBe(101); // 100.5 → 101
    expect(commissionCents(1004, 1000)).toBe(100); // 100.4 → 100
    expect(commissionCents(333, 750)).toBe(25); // 24.975 → 25
    expect(commissionCents(1, 4999)).toBe(0); // 0.4999 → 0
    expect(commissionCents(1, 5000)).toBe(1); // 0.5 → 1
  });

  it('takes back exactly what an invoice gave when its credit note is whole', () => {
    for (const [base, rate] of [[1005, 1000], [333, 750], [99_999, 1234]] as const) {
      expect(commissionCents(-base, rate)).toBe(-commissionCents(base, rate));
    }
  });

  it('refuses a rate outside 0 to 100 % or money that is not integer cents', () => {
    expect(() => commissionCents(100, -1)).toThrow(RangeError);
    expect(() => commissionCents(100, 10_001)).toThrow(RangeError);
    expect(() => commissionCents(10.5, 1000)).toThrow(RangeError);
    expect(() => commissionCents(100, 12.5)).toThrow(RangeError);
  });
});

describe('commissionBase', () => {
  it('leaves out the excise and makes a credit note negative', () => {
    expect(commissionBase('invoice', 12_000, 2000)).toBe(10_000);
    expect(commissionBase('deposit', 5000, 0)).toBe(5000);
    expect(commissionBase('credit', 12_000, 2000)).toBe(-10_000);
  });
});

describe('rateFor', () => {
  const rates = { defaultRateBp: 1000, typologyRatesBp: { chr: 1500, caviste: 0 } };
  it("takes the price list's override, else the default, else nothing", () => {
    expect(rateFor(rates, 'chr')).toBe(1500);
    expect(rateFor(rates, 'caviste')).toBe(0);
    expect(rateFor(rates, 'importer')).toBe(1000);
    expect(rateFor(rates, null)).toBe(1000);
    expect(rateFor(null, 'chr')).toBe(0);
  });
});

describe('per-product rates', () => {
  const rates = { defaultRateBp: 1000, typologyRatesBp: { chr: 1500 }, productRates: [{ productId: 3, rateBp: 2000 }, { productId: 9, rateBp: 0 }] };

  it('takes the product rate before the price list rate, before the default', () => {
    const one = (typology: string | null, productId: number | null) =>
      documentCommission(10_000, [{ productId, baseCents: 10_000 }], rateFor(rates, typology), productRatesOf(rates)).amountCents;
    expect(one('chr', 3)).toBe(2000);
    expect(one(null, 3)).toBe(2000);
    expect(one('chr', 9)).toBe(0);
    expect(one('chr', 4)).toBe(1500);
    expect(one('caviste', 4)).toBe(1000);
    expect(one('caviste', null)).toBe(1000);
    expect(productRatesOf(rates)).toEqual({ 3: 2000, 9: 0 });
    expect(productRatesOf(null)).toEqual({});
  });

  it('applies each product line its rate and the rest of the base (other lines, shipping) the fallback, rounded once', () => {
    // 10 000 at 20 % + 5 000 at 0 % + (16 005 − 15 000 = 1 005 of other lines and shipping) at 15 % = 2 000 + 0 + 150.75 → 2 151.
    const lines = [{ productId: 3, baseCents: 10_000 }, { productId: 9, baseCents: 5000 }, { productId: 4, baseCents: 900 }, { productId: null, baseCents: 5 }];
    expect(documentCommission(16_005, lines, 1500, productRatesOf(rates))).toEqual({ amountCents: 2151, productRatesBp: { 3: 2000, 9: 0 } });
    // Without product rates it is the plain document rate.
    expect(documentCommission(16_005, lines, 1500, {})).toEqual({ amountCents: commissionCents(16_005, 1500), productRatesBp: {} });
  });

  it('takes back exactly what the invoice gave with a whole credit note at the same rates', () => {
    const lines = [{ productId: 3, baseCents: 3333 }, { productId: 4, baseCents: 1667 }];
    const given = documentCommission(5105, lines, 750, { 3: 1234 });
    const back = documentCommission(-5105, lines.map((l) => ({ ...l, baseCents: -l.baseCents })), 750, given.productRatesBp);
    expect(back.amountCents).toBe(-given.amountCents);
    expect(given.amountCents).toBe(Math.floor((3333 * 1234 + (5105 - 3333) * 750 + 5000) / 10_000));
  });

  it('refuses a product rate outside 0 to 100 %', () => {
    expect(() => documentCommission(100, [{ productId: 1, baseCents: 100 }], 0, { 1: 10_001 })).toThrow(RangeError);
  });
});
