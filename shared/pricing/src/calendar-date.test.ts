import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';

// The French day formatted afresh each time, with no cache: what calendarDate must always answer.
const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('calendarDate, worked out once per UTC hour', () => {
  it('is the French day at every moment of a year, both clock changes and every midnight included', () => {
    const start = Date.UTC(2026, 0, 1);
    const misses: string[] = [];
    // Every 10 minutes, and the last millisecond before each UTC hour and the first after (the cache's edges).
    for (let t = start; t < start + 366 * 24 * 3_600_000; t += 600_000) {
      for (const at of [t - 1, t, t + 1]) if (calendarDate(new Date(at)) !== paris.format(at)) misses.push(new Date(at).toISOString());
    }
    expect(misses).toEqual([]);
  });

  it('changes at French midnight, not UTC midnight, and reads the clock of its time before whole-hour offsets', () => {
    expect(calendarDate(new Date(Date.UTC(2026, 0, 15, 22, 59, 59, 999)))).toBe('2026-01-15');
    expect(calendarDate(new Date(Date.UTC(2026, 0, 15, 23, 0, 0, 0)))).toBe('2026-01-16');
    expect(calendarDate(new Date(Date.UTC(2026, 6, 15, 21, 59, 59, 999)))).toBe('2026-07-15');
    expect(calendarDate(new Date(Date.UTC(2026, 6, 15, 22, 0, 0, 0)))).toBe('2026-07-16');
    // Paris mean time (+0:09:21) until 1911: 23:55 UTC was already the next day there.
    const pmt = Date.UTC(1900, 5, 1, 23, 55);
    expect(calendarDate(new Date(pmt))).toBe(paris.format(pmt));
    expect(calendarDate('2026-03-29')).toBe('2026-03-29');
  });
});
