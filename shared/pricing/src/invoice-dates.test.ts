import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, dueDateOf, endOfMonth, fiscalYearOf } from './invoice-dates';

describe('payment delays (spec point 9) give the due date', () => {
  it('counts days, end of month, and days then end of month', () => {
    expect(dueDateOf('2026-11-25', 'onOrder')).toBe('2026-11-25');
    expect(dueDateOf('2026-11-25', 'onDelivery')).toBe('2026-11-25');
    expect(dueDateOf('2026-11-25', 'days30')).toBe('2026-12-25');
    expect(dueDateOf('2026-12-15', 'days30')).toBe('2027-01-14');
    expect(dueDateOf('2026-11-25', 'endOfMonth')).toBe('2026-11-30');
    expect(dueDateOf('2026-11-25', 'days45EndOfMonth')).toBe('2027-01-31');
    expect(dueDateOf('2028-01-31', 'days30EndOfMonth')).toBe('2028-03-31');
    expect(dueDateOf('2027-01-30', 'days30EndOfMonth')).toBe('2027-03-31');
    expect(dueDateOf('2027-01-29', 'days30EndOfMonth')).toBe('2027-02-28');
  });

  it('never falls before the issue date', () => {
    const delays = ['onOrder', 'onDelivery', 'days7', 'days10', 'days14', 'days30', 'days45', 'days60', 'days75', 'days90', 'days120', 'endOfMonth', 'days30EndOfMonth', 'days45EndOfMonth', 'days60EndOfMonth', 'days90EndOfMonth', 'days120EndOfMonth'] as const;
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), fc.constantFrom(...delays), (date, delay) => {
      const day = date.toISOString().slice(0, 10);
      return dueDateOf(day, delay) >= day;
    }));
  });

  it('adds days across years and knows month ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(() => dueDateOf('25/11/2026', 'days30')).toThrow();
  });
});

describe('fiscal year (spec point 9)', () => {
  it('is the calendar year by default', () => {
    expect(fiscalYearOf('2026-11-25')).toEqual({ startYear: 2026, start: '2026-01-01', end: '2026-12-31' });
  });

  it('starts at the shop month (0-based) and day, and ends the day before the next start', () => {
    expect(fiscalYearOf('2026-08-31', 8, 1)).toEqual({ startYear: 2025, start: '2025-09-01', end: '2026-08-31' });
    expect(fiscalYearOf('2026-09-01', 8, 1)).toEqual({ startYear: 2026, start: '2026-09-01', end: '2027-08-31' });
    expect(fiscalYearOf('2027-02-28', 1, 29)).toEqual({ startYear: 2027, start: '2027-02-28', end: '2028-02-28' });
  });

  it('gives the year in document numbers: the year the fiscal year started', () => {
    expect(fiscalYearOf('2026-01-01', 0, 1).startYear).toBe(2026);
    expect(fiscalYearOf('2026-12-31', 0, 1).startYear).toBe(2026);
    expect(fiscalYearOf('2026-08-31', 8, 1).startYear).toBe(2025);
    expect(fiscalYearOf('2026-09-01', 8, 1).startYear).toBe(2026);
    // A start day past the month's end is its last day.
    expect(fiscalYearOf('2026-02-28', 1, 31).startYear).toBe(2026);
    expect(fiscalYearOf('2026-02-27', 1, 31).startYear).toBe(2025);
  });

  it('holds every day of the year exactly once', () => {
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), (date, month, day) => {
      const d = date.toISOString().slice(0, 10);
      const fy = fiscalYearOf(d, month, day);
      return fy.start <= d && d <= fy.end && fiscalYearOf(addDays(fy.end, 1), month, day).startYear === fy.startYear + 1;
    }));
  });
});

describe('daysBetween', () => {
  it('counts calendar days across months, years and the clock change', () => {
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-25', '2026-11-01')).toBe(-24);
    fc.assert(fc.property(fc.integer({ min: -2000, max: 2000 }), (n) => daysBetween('2026-03-29', addDays('2026-03-29', n)) === n));
  });
});
