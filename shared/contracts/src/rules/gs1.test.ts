import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, normalizeGtin, parseGs1Path } from './gs1';

describe('GTIN check digit and normalisation', () => {
  it.each([['376012345001', 0], ['400638133393', 1], ['9638507', 4], ['0001234560001', 2]])('check digit of %s is %i', (body, digit) => {
    expect(gs1CheckDigit(body)).toBe(digit);
  });
  it('accepts GTIN-8, -12, -13 and -14 with the right check digit, as 14 digits', () => {
    expect(normalizeGtin('3760123450010')).toBe('03760123450010');
    expect(normalizeGtin('4006381333931')).toBe('04006381333931');
    expect(normalizeGtin('96385074')).toBe('00000096385074');
    expect(normalizeGtin('3 760123 450010')).toBe('03760123450010');
    expect(normalizeGtin('00012345600012')).toBe('00012345600012');
  });
  it('refuses a wrong check digit, letters and other lengths', () => {
    expect(normalizeGtin('3760123450017')).toBeNull();
    expect(normalizeGtin('37601234500A5')).toBeNull();
    expect(normalizeGtin('37601234500')).toBeNull();
  });
});

describe('parseGs1Path (GS1 Digital Link)', () => {
  it('reads the GTIN alone', () => {
    expect(parseGs1Path('/gs1/01/3760123450010')).toEqual({ gtin: '03760123450010', lot: null, variant: null });
  });
  it('reads the vintage (22) and the lot (10) in either order', () => {
    const expected = { gtin: '03760123450010', lot: 'L2024-07', variant: '2022' };
    expect(parseGs1Path('/gs1/01/3760123450010/22/2022/10/L2024-07')).toEqual(expected);
    expect(parseGs1Path('/gs1/01/3760123450010/10/L2024-07/22/2022')).toEqual(expected);
    expect(parseGs1Path('/gs1/01/3760123450010/10/L%2F24')).toBeNull();
    expect(parseGs1Path('/gs1/01/3760123450010/10/L%2B24')).toEqual({ gtin: '03760123450010', lot: 'L+24', variant: null });
    expect(parseGs1Path('/gs1/01/3760123450010/22/2021/')).toEqual({ gtin: '03760123450010', lot: null, variant: '2021' });
  });
  it('refuses what is not a GS1 link for a GTIN', () => {
    expect(parseGs1Path('/gs1/01/3760123450017')).toBeNull();
    expect(parseGs1Path('/gs1/02/3760123450010')).toBeNull();
    expect(parseGs1Path('/gs1/01/3760123450010/10')).toBeNull();
    expect(parseGs1Path('/gs1/01/3760123450010/10/A/10/B')).toBeNull();
    expect(parseGs1Path('/gs1/01/3760123450010/21/serial')).toBeNull();
    expect(parseGs1Path('/gs1/01/3760123450010/10/%E0%A4%A')).toBeNull();
    expect(parseGs1Path('/gs1/01/3760123450010/10/waytoolongforagslotvalue')).toBeNull();
  });
});
