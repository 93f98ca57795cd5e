import { describe, expect, it } from 'vitest';
import { D, dec, decText, intDec, type Dec } from './decimal';
import { PricingError } from './errors';
import { assertCents, centsToEuros, roundToCents } from './money';

describe('roundToCents: half up to 2 decimals, ties away from zero', () => {
  it.each([
    ['0.005', 1],
    ['2.675', 268],
    ['1.005', 101],
    ['0.0049999', 0],
    ['0.015', 2],
    ['12.344999', 1234],
    ['12.345', 1235],
    ['0', 0],
    // negative values (credit notes, a negative add before clamping): symmetric, the tie goes away from zero
    ['-0.005', -1],
    ['-2.675', -268],
    ['-0.0049', 0],
    ['-1.004', -100],
  ])('%s EUR → %i cents', (euros, cents) => {
    expect(roundToCents(euros)).toBe(cents);
  });

  it('reads the cents from the digits as big.js rounds them (tiny, tie, negative, many places, large)', () => {
    const viaRound = (d: Dec) => Number(d.round(2, 1).times(100).toFixed(0)) || 0;
    const values = ['0.0005', '0.0049', '0.005', '0.00999', '0.995', '-0.995', '9.999', '-0.0051', '1e-25', '-1e-25', '123456789012.345',
      '0.33333333333333333333', '-8.33333333333333333333', '1e13', '99.994999999999', '99.995', '0.000000000000000005'];
    for (let i = -20_000; i <= 20_000; i += 3) values.push(D(i).div(1000).toFixed(), D(i).div(7).toFixed());
    for (const text of values) expect([text, roundToCents(D(text))]).toEqual([text, viaRound(D(text))]);
  });

  it('reads a JS number through its decimal text, so 2.675 rounds to 2.68 ((2.675).toFixed(2) gives 2.67)', () => {
    expect((2.675).toFixed(2)).toBe('2.67');
    expect(roundToCents(dec(2.675))).toBe(268);
  });

  it('gives 0, never -0', () => {
    expect(Object.is(roundToCents('-0.001'), 0)).toBe(true);
  });

  it('refuses amounts beyond safe integers', () => {
    expect(() => roundToCents('1e20')).toThrow(PricingError);
  });
});

describe('cents at the borders', () => {
  it('accepts safe integers only', () => {
    expect(assertCents(1234)).toBe(1234);
    expect(() => assertCents(12.5)).toThrow(/INVALID_CENTS/);
    expect(() => assertCents(Number.NaN)).toThrow(/INVALID_CENTS/);
  });

  it('converts cents to exact euros', () => {
    expect(centsToEuros(1234).toFixed()).toBe('12.34');
    expect(centsToEuros(-5).toFixed()).toBe('-0.05');
  });
});

describe('decText: the canonical text of a decimal, kept for the parsed ones and the small integers', () => {
  it('writes the same text as big.js for kept and fresh values alike', () => {
    for (const text of ['5.50', ' 20 ', '0.0075', '1e3', '-0', '557.90', '13.5']) {
      expect(decText(dec(text))).toBe(D(text.trim()).toFixed());
      expect(decText(dec(text))).toBe(decText(dec(text)));
    }
    expect(decText(dec('5.50'))).toBe('5.5');
    expect(decText(intDec(12))).toBe('12');
    expect(decText(intDec(5000))).toBe('5000');
    expect(decText(dec('0.1').plus(dec('0.2')))).toBe('0.3');
  });
});
