import { describe, expect, it } from 'vitest';
import { eurosText, formatEuros, once } from './index';

describe('eurosText', () => {
  it('writes integer cents in each language, exactly, with French typography', () => {
    expect(eurosText(123456, 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(eurosText(123456, 'en')).toBe('€1,234.56');
    expect(eurosText(-5, 'fr')).toBe('-0,05\u00a0€');
    expect(eurosText(0, 'en')).toBe('€0.00');
    // Past the floats' exact cents: 2^53 - 1 cents is still written digit for digit.
    expect(eurosText(Number.MAX_SAFE_INTEGER, 'en')).toBe('€90,071,992,547,409.91');
    expect(formatEuros(4500)).toBe('45,00\u00a0€');
  });

  it('refuses anything but integer cents', () => {
    expect(() => eurosText(12.5, 'fr')).toThrow(TypeError);
  });
});

describe('once', () => {
  it('makes the value on first use only, then hands back the same one', () => {
    let made = 0;
    const value = once(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });
});
