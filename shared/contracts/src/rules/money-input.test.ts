import { describe, expect, it } from 'vitest';
import { centsToInput, parseEurosToCents } from './money-input';

describe('parseEurosToCents', () => {
  it.each([
    ['12,50', 1250], ['12.50', 1250], ['12,5', 1250], ['12.', 1200], ['12', 1200], ['0,05', 5], ['0.1', 10],
    ['1 234,56', 123456], ['1\u202f234,56 €', 123456], ['€ 8,5', 850], ['  9,99 ', 999], ['007,10', 710],
    ['0,29', 29], ['1,15', 115], ['4,35', 435], ['10000000', 1_000_000_000],
  ])('"%s" is %i cents', (text, cents) => expect(parseEurosToCents(text)).toEqual({ ok: true, cents }));

  it('never goes through a float (0.29 * 100 would be 28.999…)', () => {
    for (let c = 0; c < 20_000; c += 1) {
      const text = `${Math.trunc(c / 100)},${String(c % 100).padStart(2, '0')}`;
      expect(parseEurosToCents(text)).toEqual({ ok: true, cents: c });
    }
  });

  it.each([
    ['', 'empty'], ['   ', 'empty'], ['abc', 'format'], ['12,5,0', 'format'], ['1.234,56', 'format'], [',5', 'format'],
    ['12,345', 'decimals'], ['-3', 'negative'], ['10000000,01', 'too-large'], ['99999999999', 'too-large'],
  ])('"%s" is refused (%s)', (text, error) => expect(parseEurosToCents(text)).toEqual({ ok: false, error }));

  it('accepts a negative amount when asked (an amount added that is a discount)', () => {
    expect(parseEurosToCents('-1,50', { allowNegative: true })).toEqual({ ok: true, cents: -150 });
    expect(parseEurosToCents('-0', { allowNegative: true })).toEqual({ ok: true, cents: 0 });
  });
});

describe('centsToInput', () => {
  it.each([[1250, '12,50'], [5, '0,05'], [0, '0,00'], [-150, '-1,50'], [123456, '1234,56']])('%i → "%s"', (cents, text) => expect(centsToInput(cents)).toBe(text));
  it('is empty for no price', () => {
    expect(centsToInput(null)).toBe('');
    expect(centsToInput(undefined)).toBe('');
  });
  it('round-trips through the parser', () => {
    for (const c of [0, 1, 99, 100, 1999, 123456, -250]) expect(parseEurosToCents(centsToInput(c), { allowNegative: true })).toEqual({ ok: true, cents: c });
  });
  it('refuses floats', () => expect(() => centsToInput(12.5)).toThrow(TypeError));
});
