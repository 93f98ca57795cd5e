import { describe, expect, it } from 'vitest';
import { D, HUNDRED, HUNDREDTH, dec } from './decimal';
import { percentLeft } from './percent-left';

describe('percentLeft: (100 − p) / 100, kept per percent', () => {
  it('leaves the very decimal the subtraction and two multiplications gave, digits included', () => {
    const prices = ['12.34', '0.01', '9.9', '1234567.89', '0', '0.0049', '17.436'];
    for (const p of ['2', '5', '12.5', '33.33', '0', '100', '-10', '7.25', '99.999']) {
      for (const price of prices) {
        const before = D(price).times(HUNDRED.minus(dec(p))).times(HUNDREDTH);
        const after = D(price).times(percentLeft(dec(p)));
        expect([p, price, after.c, after.e, after.s]).toEqual([p, price, before.c, before.e, before.s]);
      }
    }
    expect(percentLeft(dec('12.5')).toFixed()).toBe('0.875');
    expect(percentLeft(dec('100')).toFixed()).toBe('0');
  });

  it('keeps one factor per kept percent', () => {
    expect(percentLeft(dec('15'))).toBe(percentLeft(dec('15')));
  });
});
