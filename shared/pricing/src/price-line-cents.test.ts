import { describe, expect, it } from 'vitest';
import { seededGenerator } from './seeded-generator';
import { D, ZERO, nonNegative } from './decimal';
import { centsToEuros, roundToCents } from './money';
import { goodsFromTtcCents } from './price-line';
import { ttcCentsOf, ttcOf } from './unit-price';


const MULTIPLIERS = ['1.2', '1.1', '1.055', '1.021', '1.085', '1.196', '1', '1.13', '1.0999'];

describe('goods HT of a line entered TTC, as one exact fraction', () => {
  // The rule as big.js computed it: (entered × quantity − outside) / multiplier at 20 places, − inBase, ≥ 0, rounded.
  const inBig = (entered: string, quantity: number, outside: number, inBase: number, multiplier: string) =>
    roundToCents(nonNegative(D(entered).times(quantity).minus(centsToEuros(outside)).div(D(multiplier)).minus(centsToEuros(inBase))));

  it('gives the cents of big.js (non-terminating divisions, ties, goods clamped at zero)', () => {
    const r = seededGenerator(5);
    let integer = 0;
    for (let i = 0; i < 30_000; i++) {
      // Entered prices with up to 6 places (a percent off a price), quantities up to 1000, duties up to a few euros.
      const entered = D(Math.floor(r() * 5_000_000)).div(D(10).pow(Math.floor(r() * 7))).toFixed();
      const quantity = 1 + Math.floor(r() * (i % 4 === 0 ? 1000 : 24));
      const outside = i % 3 === 0 ? Math.floor(r() * 500) : 0;
      const inBase = Math.floor(r() * (i % 5 === 0 ? 100_000 : 400));
      const multiplier = MULTIPLIERS[i % MULTIPLIERS.length]!;
      const got = goodsFromTtcCents(D(entered), quantity, outside, inBase, D(multiplier));
      if (got !== null) integer += 1;
      const expected = inBig(entered, quantity, outside, inBase, multiplier);
      if ((got ?? expected) !== expected) throw new Error(`${entered} × ${quantity} − ${outside} / ${multiplier} − ${inBase}: ${String(got)} ≠ ${expected}`);
    }
    // The integer path is the one taken, not the fallback.
    expect(integer).toBeGreaterThan(29_000);
  });

  it('rounds a tie away from zero and clamps at zero', () => {
    // 12.06 / 1.2 = 10.05 exactly: 1005 cents.
    expect(goodsFromTtcCents(D('12.06'), 1, 0, 0, D('1.2'))).toBe(1005);
    // 0.005 € is half a cent: a tie goes up.
    expect(goodsFromTtcCents(D('0.005'), 1, 0, 0, D('1'))).toBe(1);
    expect(goodsFromTtcCents(D('1'), 1, 0, 500, D('1.2'))).toBe(0);
    expect(goodsFromTtcCents(D('0'), 3, 0, 0, D('1.055'))).toBe(0);
  });

  it('leaves past the safe integers to big.js', () => {
    expect(goodsFromTtcCents(D('123456789.123456789'), 1000, 0, 0, D('1.055'))).toBeNull();
  });
});

describe('unit TTC in integers', () => {
  it('gives the cents of big.js for (HT + taxes in the VAT base) × multiplier + taxes outside', () => {
    const r = seededGenerator(9);
    const duties = ['0', '0.0314250', '0.07785', '0.0010950', '0.39292500', '14.493150'];
    for (let i = 0; i < 30_000; i++) {
      const ht = D(Math.floor(r() * 5_000_000)).div(D(10).pow(Math.floor(r() * 7)));
      const taxes = {
        dutyPerUnit: D(duties[i % duties.length]!), cssPerUnit: i % 7 === 0 ? D('0.0353') : ZERO,
        customTaxPerUnit: i % 3 === 0 ? D('0.01125') : ZERO, customTaxInVatBase: i % 2 === 0,
      };
      const multiplier = D(MULTIPLIERS[i % MULTIPLIERS.length]!);
      const got = ttcCentsOf(ht, taxes, multiplier);
      const expected = roundToCents(ttcOf(ht, taxes, multiplier));
      if (got !== expected) throw new Error(`${ht.toFixed()}: ${got} ≠ ${expected}`);
    }
    // A tie: 10.005 → 10.01.
    expect(ttcCentsOf(D('10.005'), { dutyPerUnit: ZERO, cssPerUnit: ZERO, customTaxPerUnit: ZERO, customTaxInVatBase: true }, D('1'))).toBe(1001);
  });

  it('falls back to big.js past the safe integers, with the same cents', () => {
    const ht = D('8.33333333333333333333'); // a unit HT derived from a TTC at 20 places
    const taxes = { dutyPerUnit: ZERO, cssPerUnit: ZERO, customTaxPerUnit: ZERO, customTaxInVatBase: true };
    expect(ttcCentsOf(ht, taxes, D('1.2'))).toBe(roundToCents(ttcOf(ht, taxes, D('1.2'))));
    expect(ttcCentsOf(ht, taxes, D('1.2'))).toBe(1000);
  });
});
