import { describe, expect, it } from 'vitest';
import { addDays, monthGrid, parisDay, parisInstant, parisTime, shiftView, viewRange, weekDays, weekStart } from './calendar-grid';

describe('calendar grid', () => {
  it('starts weeks on Monday', () => {
    // Friday 27 November 2026.
    expect(weekStart('2026-11-27')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    // A Sunday belongs to the week that started six days before.
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekDays('2026-11-27')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('shows whole weeks around a month, overflowing into the months beside it', () => {
    const november = monthGrid('2026-11-15');
    // 1 November 2026 is a Sunday: the grid opens on Monday 26 October and ends on Sunday 6 December.
    expect(november[0]![0]).toBe('2026-10-26');
    expect(november[0]![6]).toBe('2026-11-01');
    expect(november.at(-1)![6]).toBe('2026-12-06');
    expect(november).toHaveLength(6);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthGrid('2027-02-10')).toHaveLength(4);
    expect(viewRange('month', '2026-11-15')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(viewRange('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('moves by a day, a week or a month, across the end of a year and leap days', () => {
    expect(shiftView('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftView('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftView('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts each day once over the DST changes', () => {
    // Spring: Sunday 29 March 2026 has 23 hours in Paris; autumn: Sunday 25 October 2026 has 25.
    expect(weekDays('2026-03-29')).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    // 23:30 UTC on the 28th is already the 29th in Paris (winter time, UTC+1).
    expect(parisDay('2026-03-28T23:30:00Z')).toBe('2026-03-29');
    // 22:30 UTC on 25 October is 23:30 in Paris (back to UTC+1 that night).
    expect(parisTime('2026-10-25T22:30:00Z')).toBe('23:30');
  });

  it('turns a Paris wall-clock time into its instant, summer and winter', () => {
    expect(parisInstant('2026-07-14', '09:00')).toBe('2026-07-14T07:00:00.000Z');
    expect(parisInstant('2026-12-24', '18:30')).toBe('2026-12-24T17:30:00.000Z');
    // The skipped hour (02:30 on 29 March 2026) reads as the hour after it.
    expect(parisTime(parisInstant('2026-03-29', '02:30'))).toBe('03:30');
    // Shown twice (02:30 on 25 October 2026): its first passage, in summer time.
    expect(parisInstant('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
  });
});
