import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { platformFeeCents } from './platform-fee';

describe('platformFeeCents', () => {
  it('takes the rate of the amount, to the nearest cent, half up', () => {
    expect(platformFeeCents(10_000, 150)).toBe(150);
    expect(platformFeeCents(4_850, 150)).toBe(73); // 72.75
    expect(platformFeeCents(100, 150)).toBe(2); // 1.5 rounds up
    expect(platformFeeCents(33, 150)).toBe(0); // 0.495
    expect(platformFeeCents(12_345, 0)).toBe(0);
    expect(platformFeeCents(12_345, 10_000)).toBe(12_345);
  });

  it('refuses what is not a whole amount or a rate from 0 to 100 %', () => {
    expect(() => platformFeeCents(10.5, 150)).toThrow(RangeError);
    expect(() => platformFeeCents(-1, 150)).toThrow(RangeError);
    expect(() => platformFeeCents(100, 10_001)).toThrow(RangeError);
    expect(() => platformFeeCents(100, 1.5)).toThrow(RangeError);
  });

  it('never takes more than the amount, and the shares add up to it', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
      const fee = platformFeeCents(amount, bps);
      expect(fee).toBeGreaterThanOrEqual(0);
      expect(fee).toBeLessThanOrEqual(amount);
      expect(Math.abs(fee * 10_000 - amount * bps)).toBeLessThanOrEqual(5_000);
    }));
  });
});
