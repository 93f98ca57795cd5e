import { describe, expect, it } from 'vitest';
import { centsToEuroInput, parseEuros } from './euro-input';

describe('parseEuros', () => {
  it.each([
    ['7', 700], ['7,00', 700], ['7.5', 750], ['12,50', 1250], ['12.', 1200], ['0,05', 5], ['0.1', 10],
    ['1 234,56', 123456], ['1\u202f234,56 €', 123456], ['€ 8,5', 850], ['  9,99 ', 999], ['007,10', 710], ['1000000', 100_000_000],
  ])('"%s" is %i cents', (text, cents) => expect(parseEuros(text)).toEqual({ ok: true, cents }));

  it('reads a blank input as no amount', () => {
    expect(parseEuros('')).toEqual({ ok: true, cents: null });
    expect(parseEuros('   ')).toEqual({ ok: true, cents: null });
  });

  it('never goes through a float (0,29 × 100 would be 28,999…)', () => {
    for (let c = 0; c < 20_000; c += 1) {
      expect(parseEuros(`${Math.trunc(c / 100)},${String(c % 100).padStart(2, '0')}`)).toEqual({ ok: true, cents: c });
    }
  });

  it.each([
    ['abc', 'format'], ['12,5,0', 'format'], ['1.234,56', 'format'], [',5', 'format'], ['7 € 50', 'format'],
    ['12,345', 'decimals'], ['-3', 'negative'], ['1000000,01', 'too-large'], ['99999999999', 'too-large'],
  ])('"%s" is refused (%s)', (text, error) => expect(parseEuros(text)).toEqual({ ok: false, error }));
});

describe('centsToEuroInput', () => {
  it.each([[700, '7,00'], [1250, '12,50'], [5, '0,05'], [0, '0,00'], [123456, '1234,56']])('%i → "%s"', (cents, text) => expect(centsToEuroInput(cents)).toBe(text));
  it('is empty for no amount', () => {
    expect(centsToEuroInput(null)).toBe('');
    expect(centsToEuroInput(undefined)).toBe('');
  });
  it('round-trips through the parser', () => {
    for (const c of [0, 1, 99, 100, 700, 1999, 123456, 100_000_000]) expect(parseEuros(centsToEuroInput(c))).toEqual({ ok: true, cents: c });
  });
  it('refuses what is not cents', () => {
    expect(() => centsToEuroInput(12.5)).toThrow(TypeError);
    expect(() => centsToEuroInput(-1)).toThrow(TypeError);
  });
});
