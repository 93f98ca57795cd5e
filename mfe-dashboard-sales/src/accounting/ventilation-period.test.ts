import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceOf, periodError, periodOf } from './ventilation-period';

describe('the periods of the Ventilations screen', () => {
  it('this month, last month, this quarter: whole calendar months', () => {
    expect(periodOf('thisMonth', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('lastMonth', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodOf('lastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodOf('thisQuarter', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('thisQuarter', '2026-05-01')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
  });

  it("the fiscal year from the shop's start (month 0-based, day), the calendar year by default", () => {
    expect(periodOf('fiscalYear', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodOf('fiscalYear', '2026-11-26', { logStartMonth: 8, logStartDay: 1 })).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(periodOf('fiscalYear', '2026-03-10', { logStartMonth: 8, logStartDay: 1 })).toEqual({ from: '2025-09-01', to: '2026-08-31' });
  });

  it('knows which quick choice a period is, and what is wrong with one typed by hand', () => {
    expect(choiceOf({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-26')).toBe('thisMonth');
    expect(choiceOf({ from: '2026-11-02', to: '2026-11-30' }, '2026-11-26')).toBeNull();
    expect(periodError({ from: '', to: '2026-11-30' })).toBe('from');
    expect(periodError({ from: '2026-11-01', to: '' })).toBe('to');
    expect(periodError({ from: '2026-12-01', to: '2026-11-30' })).toBe('inverted');
    expect(periodError({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
  });

  it('property: every choice holds today (but last month), starts on or before it ends, months whole', () => {
    const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(fc.property(day, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), (today, logStartMonth, logStartDay) => {
      for (const choice of ['thisMonth', 'thisQuarter', 'fiscalYear'] as const) {
        const p = periodOf(choice, today, { logStartMonth, logStartDay });
        expect(p.from <= today && today <= p.to, `${choice} ${today}`).toBe(true);
      }
      const last = periodOf('lastMonth', today);
      expect(last.to < periodOf('thisMonth', today).from).toBe(true);
      expect(last.from.endsWith('-01')).toBe(true);
    }), { numRuns: 300 });
  });
});
