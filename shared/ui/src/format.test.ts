import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalog } from '@vendange/i18n';
import { formatCents, formatDate, formatDateTime, formatRate } from './format';

describe('formatCents', () => {
  it.each([
    [0, '0,00 €'], [5, '0,05 €'], [1250, '12,50 €'], [123456, '1 234,56 €'], [-990, '-9,90 €'], [10, '0,10 €'], [99999999, '999 999,99 €'],
  ])('%i cents is %s', (cents, text) => expect(formatCents(cents)).toBe(text));
  it('formats in English too', () => expect(formatCents(1250, 'en')).toBe('€12.50'));
  it('refuses floats', () => expect(() => formatCents(12.5)).toThrow(TypeError));
  it('reads as the interface language does when none is given (no \'15,04 €\' on an English page)', () => {
    loadCatalog('en', {});
    loadCatalog('fr', {});
    activateLocale('en');
    expect(formatCents(1504)).toBe('€15.04');
    activateLocale('fr');
    expect(formatCents(1504)).toBe('15,04 €');
    expect(i18n.locale).toBe('fr');
  });
});

describe('formatDate', () => {
  it('uses DD/MM/YYYY in Paris time', () => {
    expect(formatDate('2026-11-05T11:05:00Z')).toBe('05/11/2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
  });
  it('adds HH:mm in 24 h', () => {
    expect(formatDateTime('2026-07-14T20:07:00Z')).toBe('14/07/2026 22:07');
    expect(formatDateTime('2026-01-02T00:00:00Z')).toBe('02/01/2026 01:00');
  });
});

describe('formatRate', () => {
  it.each([['20.00', '20 %'], ['5.50', '5,5 %'], ['10', '10 %'], ['2.10', '2,1 %'], ['0.00', '0 %']])('%s → %s', (rate, shown) => {
    expect(formatRate(rate)).toBe(shown);
  });
});
