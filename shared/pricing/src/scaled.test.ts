import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { seededGenerator } from './seeded-generator';
import { D, type Dec } from './decimal';
import { addScaled, ceilQuotient, roundedQuotient, scaledOf, scaledText, scaledToCents, sumText, timesScaled, timesToCents, type Scaled } from './scaled';

const MAX = Number.MAX_SAFE_INTEGER;
/** The value of m / 10^k as big.js holds it, to compare with. */
const asDec = (a: Scaled): Dec => D(a.m).div(D(10).pow(a.k));
/** The rule in big.js: half up to 2 places (a tie away from zero), read as cents. */
const bigCents = (d: Dec) => Number(d.round(2, Big.roundHalfUp).times(100).toFixed(0)) || 0;


describe('scaledOf: a decimal as m / 10^k', () => {
  it.each([
    ['12.34', 1234, 2], ['1200', 1200, 0], ['-0.005', -5, 3], ['0', 0, 0], ['0.0075', 75, 4], ['-7', -7, 0], ['123456789012345', 123456789012345, 0],
  ])('%s is %i / 10^%i', (text, m, k) => {
    expect(scaledOf(D(text))).toEqual({ m, k });
  });

  it('gives 0, never -0, for a negative zero', () => {
    expect(Object.is(scaledOf(D('-0'))!.m, 0)).toBe(true);
  });

  it('gives null past the safe integers (then big.js computes)', () => {
    expect(scaledOf(D('1234567890.1234567'))).toBeNull(); // 17 digits
    expect(scaledOf(D('1e20'))).toBeNull();
    expect(scaledOf(D('0.33333333333333333333'))).toBeNull();
  });
});

describe('roundedQuotient: an integer quotient, half away from zero', () => {
  it.each([
    [5, 10, 1], [-5, 10, -1], [4, 10, 0], [-4, 10, 0], [15, 10, 2], [-15, 10, -2], [25, 10, 3], [0, 7, 0],
    [1, 3, 0], [2, 3, 1], [-2, 3, -1], [-1, 3, 0], [7, 2, 4], [-7, 2, -4], [MAX, 1, MAX], [MAX - 1, 2, 4503599627370495],
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    const got = roundedQuotient(numerator, denominator);
    expect(got).toBe(expected);
    expect(Object.is(got, -0)).toBe(false);
  });

  it('agrees with big.js on ties, negatives and non-terminating quotients near 2^53', () => {
    const r = seededGenerator(7);
    for (let i = 0; i < 20_000; i++) {
      const denominator = 1 + Math.floor(r() * (i % 2 === 0 ? 1000 : 1e12));
      const numerator = Math.floor((r() - 0.5) * 2 * (i % 3 === 0 ? MAX - denominator : 1e9));
      const expected = Number(D(numerator).div(denominator).round(0, Big.roundHalfUp).toFixed(0)) || 0;
      if (roundedQuotient(numerator, denominator) !== expected) throw new Error(`${numerator} / ${denominator}`);
    }
  });
});

describe('scaledToCents, addScaled, timesScaled: the same cents as big.js', () => {
  it('rounds m / 10^k to the cent as roundToCents does, ties and negatives included', () => {
    for (let k = 0; k <= 8; k++) {
      for (let m = -30_000; m <= 30_000; m += k < 4 ? 1 : 7) {
        const got = scaledToCents({ m, k });
        if (got !== bigCents(asDec({ m, k }))) throw new Error(`${m} / 10^${k}: ${String(got)}`);
      }
    }
    expect(scaledToCents({ m: 5, k: 3 })).toBe(1); // 0.005 €
    expect(scaledToCents({ m: -5, k: 3 })).toBe(-1);
    expect(scaledToCents({ m: 4999, k: 6 })).toBe(0);
  });

  it('gives null where the cents would not be a safe integer', () => {
    expect(scaledToCents({ m: MAX, k: 0 })).toBeNull();
    expect(scaledToCents({ m: 1, k: 40 })).toBeNull();
    expect(scaledToCents({ m: MAX, k: 3 })).toBeNull();
  });

  it('adds and multiplies exactly, or says null', () => {
    const r = seededGenerator(11);
    for (let i = 0; i < 20_000; i++) {
      const a = { m: Math.floor((r() - 0.5) * 2e9), k: Math.floor(r() * 7) };
      const b = { m: Math.floor((r() - 0.5) * 2e6), k: Math.floor(r() * 7) };
      const sum = addScaled(a, b);
      const product = timesScaled(a, b);
      if (sum === null || !asDec(sum).eq(asDec(a).plus(asDec(b)))) throw new Error(`sum ${JSON.stringify([a, b])}`);
      if (product === null || !asDec(product).eq(asDec(a).times(asDec(b)))) throw new Error(`product ${JSON.stringify([a, b])}`);
    }
    expect(timesScaled({ m: MAX, k: 0 }, { m: 2, k: 0 })).toBeNull();
    expect(addScaled({ m: MAX, k: 0 }, { m: 1, k: 0 })).toBeNull();
    expect(addScaled({ m: 1, k: 0 }, { m: 1, k: 20 })).toBeNull();
  });
});

describe('timesToCents: round(d × n) to the cent', () => {
  it('gives the cents of big.js for duties per unit and prices times quantities', () => {
    const r = seededGenerator(3);
    const units = ['0.0314250', '0.078', '0.0000525', '-2.675', '0.005', '14.4377', '0', '-0', '0.0001', '1932.42', '0.25'];
    for (let i = 0; i < 20_000; i++) {
      const d = i < units.length * 50 ? D(units[i % units.length]!) : D(Math.floor((r() - 0.5) * 1e8)).div(D(10).pow(Math.floor(r() * 9)));
      const n = 1 + Math.floor(r() * 1000);
      if (timesToCents(d, n) !== bigCents(d.times(n))) throw new Error(`${d.toFixed()} × ${n}`);
    }
  });

  it('gives null past the safe integers', () => {
    expect(timesToCents(D('90071992547409.91'), 1000)).toBeNull();
    expect(timesToCents(D('0.33333333333333333333'), 3)).toBeNull();
  });
});

describe('ceilQuotient, scaledText, sumText', () => {
  it.each([[0, 12, 0], [1, 12, 1], [12, 12, 1], [13, 12, 2], [24, 12, 2], [MAX, 1, MAX], [MAX - 1, MAX, 1], [7, 3, 3]])('⌈%i / %i⌉ = %i', (n, d, expected) => {
    expect(ceilQuotient(n, d)).toBe(expected);
  });

  it('writes the text big.js writes', () => {
    const r = seededGenerator(13);
    for (let i = 0; i < 20_000; i++) {
      const a = { m: Math.floor((r() - 0.5) * 2 * (i % 2 === 0 ? 1e6 : 1e15)), k: Math.floor(r() * 12) };
      if (scaledText(a) !== asDec(a).toFixed()) throw new Error(`${a.m} / 10^${a.k}: ${scaledText(a)}`);
    }
    expect(scaledText({ m: 0, k: 5 })).toBe('0');
    expect(scaledText({ m: -25, k: 2 })).toBe('-0.25');
    expect(scaledText({ m: 7500, k: 3 })).toBe('7.5');
  });

  it('adds counted quantities to the text of big.js\'s sum, also past the safe integers', () => {
    const values = ['6', '0.5', '1.3333333333', '12', '0.75', '2'].map((t) => D(t));
    expect(sumText(values)).toBe(values.reduce((a, b) => a.plus(b)).toFixed());
    const long = [D('1.33333333333333333333'), D('2')];
    expect(sumText(long)).toBe('3.33333333333333333333');
    expect(sumText([D('9007199254740991'), D('1')])).toBe('9007199254740992');
  });
});
