import { describe, expect, it } from 'vitest';
import { commissionBase, commissionCents, rateFor } from './commission-amount';

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
