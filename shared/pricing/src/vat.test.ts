import { describe, expect, it } from 'vitest';
import { vatMultiplier, vatRatePercent } from './vat';

describe('VAT rates and multipliers (spec points 6 and 9)', () => {
  it('defaults to standard 1.2, medium 1.1, reduced 1.055', () => {
    expect(vatMultiplier({ vatType: 'standard' })).toBe('1.2');
    expect(vatMultiplier({ vatType: 'medium' })).toBe('1.1');
    expect(vatMultiplier({ vatType: 'reduced' })).toBe('1.055');
    expect(vatMultiplier()).toBe('1.2');
  });

  it('uses the shop vatRate (percent) when set', () => {
    const shop = { vatRate: { standard: 21, reduced: '6' } };
    expect(vatRatePercent({ vatType: 'standard' }, shop)).toBe('21');
    expect(vatMultiplier({ vatType: 'reduced' }, shop)).toBe('1.06');
    expect(vatMultiplier({ vatType: 'medium' }, shop)).toBe('1.1');
  });

  it('charges no VAT when the shop has no VAT or the product disables it', () => {
    expect(vatMultiplier({ vatType: 'standard' }, { hasTVA: false })).toBe('1');
    expect(vatRatePercent({ vatType: 'reduced', disableVAT: true })).toBe('0');
  });

  it('lets an explicit product tva win over the type', () => {
    expect(vatRatePercent({ vatType: 'reduced', tva: '8.5' })).toBe('8.5');
  });

  it('refuses rates outside [0, 100)', () => {
    expect(() => vatRatePercent({ tva: 100 })).toThrow(/OUT_OF_RANGE/);
    expect(() => vatRatePercent({}, { vatRate: { standard: '-1' } })).toThrow(/OUT_OF_RANGE/);
  });
});
