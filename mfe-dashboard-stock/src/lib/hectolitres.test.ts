import { describe, expect, it } from 'vitest';
import { hlText } from './hectolitres';

describe('hlText', () => {
  it('writes millilitres as exact hectolitres with a decimal comma', () => {
    expect(hlText(750)).toBe('0,0075 hl');
    expect(hlText(0)).toBe('0 hl');
    expect(hlText(1)).toBe('0,00001 hl');
    expect(hlText(100_000)).toBe('1 hl');
    expect(hlText(4_500)).toBe('0,045 hl');
    expect(hlText(112_500)).toBe('1,125 hl');
  });
  it('groups thousands and keeps the sign', () => {
    expect(hlText(150_000_075)).toBe('1 500,00075 hl');
    expect(hlText(-750)).toBe('-0,0075 hl');
    expect(hlText(-100_000_000)).toBe('-1 000 hl');
  });
  it('reads the English way in English', () => {
    expect(hlText(150_000_075, 'en')).toBe('1,500.00075 hl');
    expect(hlText(750, 'en')).toBe('0.0075 hl');
  });
  it('refuses what is not whole millilitres', () => {
    expect(() => hlText(0.5)).toThrow(TypeError);
  });
});
