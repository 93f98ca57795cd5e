import { describe, expect, it } from 'vitest';
import { earliestCollectionDate, easterSunday, isTargetClosed, nextBusinessDay } from './collection-date';

describe('easterSunday', () => {
  it('gives the known Easter Sundays', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });
});

describe('isTargetClosed', () => {
  it('closes on weekends and the TARGET2 holidays, not on French-only holidays', () => {
    expect(isTargetClosed('2026-11-28')).toBe(true); // Saturday
    expect(isTargetClosed('2026-11-29')).toBe(true); // Sunday
    expect(isTargetClosed('2026-04-03')).toBe(true); // Good Friday
    expect(isTargetClosed('2026-04-06')).toBe(true); // Easter Monday
    expect(isTargetClosed('2026-05-01')).toBe(true);
    expect(isTargetClosed('2026-12-25')).toBe(true);
    expect(isTargetClosed('2026-12-24')).toBe(false);
    expect(isTargetClosed('2026-07-14')).toBe(false); // Bastille Day: banks settle
    expect(isTargetClosed('2026-11-26')).toBe(false);
  });
});

describe('earliestCollectionDate (D-1, SEPA Core)', () => {
  it('is the next business day', () => {
    expect(earliestCollectionDate('2026-11-26')).toBe('2026-11-27'); // Thursday → Friday
    expect(earliestCollectionDate('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(earliestCollectionDate('2026-12-24')).toBe('2026-12-28'); // over Christmas and the weekend
    expect(earliestCollectionDate('2026-04-02')).toBe('2026-04-07'); // over Good Friday, the weekend, Easter Monday
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04');
  });
});
