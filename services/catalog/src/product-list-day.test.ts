import { describe, expect, it } from 'vitest';
import { pageDay } from './product-list-day';
import { frenchToday } from './viewer-price';

describe('pageDay', () => {
  it('is the French day at every moment of a year, both clock changes and every midnight included', () => {
    const start = Date.UTC(2026, 0, 1);
    const misses: string[] = [];
    // Every 10 minutes, and the last millisecond before each UTC hour and the first after.
    for (let t = start; t < start + 366 * 24 * 3_600_000; t += 600_000) {
      for (const at of [t, t - 1, t + 1]) if (pageDay(at) !== frenchToday(new Date(at))) misses.push(new Date(at).toISOString());
    }
    expect(misses).toEqual([]);
  });

  it('changes at French midnight, not UTC midnight (winter: 23:00 UTC, summer: 22:00 UTC)', () => {
    expect(pageDay(Date.UTC(2026, 0, 15, 22, 59, 59, 999))).toBe('2026-01-15');
    expect(pageDay(Date.UTC(2026, 0, 15, 23, 0, 0, 0))).toBe('2026-01-16');
    expect(pageDay(Date.UTC(2026, 6, 15, 21, 59, 59, 999))).toBe('2026-07-15');
    expect(pageDay(Date.UTC(2026, 6, 15, 22, 0, 0, 0))).toBe('2026-07-16');
  });
});
