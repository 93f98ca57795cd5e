import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { francoProgress } from './franco';

describe('francoProgress: what is missing, in the unit of each threshold', () => {
  it('an amount threshold excl. VAT against the goods excl. VAT (issue 15: 237,47 € HT missing, not 234,96 €)', () => {
    expect(francoProgress({ amount: 30000 }, { ht: 6253, bottles: '3' })).toEqual({ reached: false, percent: 20, missingHt: 23747, missingBottles: null });
  });

  it('a bottle threshold counts bottles, also when an amount is set', () => {
    expect(francoProgress({ quantity: 12 }, { ht: 6253, bottles: '8' })).toEqual({ reached: false, percent: 66, missingHt: null, missingBottles: '4' });
    expect(francoProgress({ amount: 30000, quantity: 12 }, { ht: 6253, bottles: '8' })).toMatchObject({ missingHt: 23747, missingBottles: '4', percent: 66 });
    expect(francoProgress({ quantity: '6' }, { ht: 0, bottles: '4.5' }).missingBottles).toBe('1.5');
  });

  it("'any': either threshold frees the shipping; 'all': both must be reached", () => {
    const goods = { ht: 31000, bottles: '8' };
    expect(francoProgress({ amount: 30000, quantity: 12 }, goods)).toMatchObject({ reached: true, percent: 100, missingHt: 0 });
    expect(francoProgress({ amount: 30000, quantity: 12, mode: 'all' }, goods)).toMatchObject({ reached: false, percent: 66, missingHt: 0, missingBottles: '4' });
  });

  it('without thresholds nothing is missing and nothing is reached', () => {
    expect(francoProgress(null, { ht: 100, bottles: '1' })).toEqual({ reached: false, percent: 0, missingHt: null, missingBottles: null });
  });

  it('property: goods + missing reaches the threshold exactly, and reached ⇔ nothing missing (one threshold)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (threshold, ht, quantity, bottles) => {
      const byAmount = francoProgress({ amount: threshold }, { ht, bottles: String(bottles) });
      expect(byAmount.missingHt).toBe(Math.max(0, threshold - ht));
      expect(byAmount.reached).toBe(byAmount.missingHt === 0);
      expect(francoProgress({ amount: threshold }, { ht: ht + byAmount.missingHt!, bottles: '0' }).reached).toBe(true);
      const byCount = francoProgress({ quantity }, { ht, bottles: String(bottles) });
      expect(Number(byCount.missingBottles)).toBe(Math.max(0, quantity - bottles));
      expect(byCount.reached).toBe(byCount.missingBottles === '0');
      expect(byCount.percent === 100).toBe(byCount.reached);
    }));
  });
});
