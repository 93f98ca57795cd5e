import { describe, expect, it } from 'vitest';
import { decimalToInput, normaliseDecimal, roundDecimalText } from './decimal-text';
import { eq75FromVolume } from './eq75';

describe('eq75FromVolume', () => {
  it.each([
    ['cl', '75', 1, '1'], ['cl', '150', 1, '2'], ['cl', '37,5', 1, '0.5'], ['cl', '50', 1, '0.667'], ['l', '3', 1, '4'],
    ['ml', '750', 1, '1'], ['l', '1,5', 1, '2'], ['cl', '75', 6, '6'], ['hl', '1', 1, '133.333'], ['L', '5', 1, '6.667'],
  ])('%s %s × %i is %s', (volumeUnit, unityValue, packingQuantity, eq75) => {
    expect(eq75FromVolume({ volumeUnit, unityValue, packingQuantity })).toBe(eq75);
  });
  it.each([
    [null, '75'], ['cl', ''], ['cl', 'abc'], ['cl', '0'], ['cl', '-5'], ['oz', '12'],
  ])('says nothing for %s "%s"', (volumeUnit, unityValue) => expect(eq75FromVolume({ volumeUnit, unityValue })).toBeNull());
});

describe('decimal text', () => {
  it.each([
    ['0.66666', 3, '0.667'], ['1.9995', 3, '2'], ['2.000', 3, '2'], ['0.0004', 3, '0'], ['0.0005', 3, '0.001'], ['12', 2, '12'], ['9.5', 0, '10'],
  ])('rounds %s to %i decimals as %s', (text, scale, out) => expect(roundDecimalText(text, scale)).toBe(out));
  it('refuses what is not a decimal', () => expect(() => roundDecimalText('1e3', 2)).toThrow(TypeError));
  it('reads a comma and shows one', () => {
    expect(normaliseDecimal(' 13,5 ')).toBe('13.5');
    expect(decimalToInput('13.5')).toBe('13,5');
    expect(decimalToInput(null)).toBe('');
  });
});
