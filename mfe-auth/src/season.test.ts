import { describe, expect, it } from 'vitest';
import { seasonOf } from './season';

// Local dates (month 1-12 here for readability): the season changes on the 21st at midnight.
const at = (month: number, day: number, hour = 12) => new Date(2026, month - 1, day, hour, 0, 0);

describe('seasonOf', () => {
  it.each([
    [1, 1, 'winter'],
    [2, 28, 'winter'],
    [3, 20, 'winter'],
    [3, 21, 'spring'],
    [4, 15, 'spring'],
    [6, 20, 'spring'],
    [6, 21, 'summer'],
    [8, 31, 'summer'],
    [9, 20, 'summer'],
    [9, 21, 'autumn'],
    [11, 30, 'autumn'],
    [12, 20, 'autumn'],
    [12, 21, 'winter'],
    [12, 31, 'winter'],
  ] as const)('%i/%i is %s', (month, day, season) => expect(seasonOf(at(month, day))).toBe(season));

  it('changes at midnight, not during the 20th', () => {
    expect(seasonOf(at(3, 20, 23))).toBe('winter');
    expect(seasonOf(at(3, 21, 0))).toBe('spring');
    expect(seasonOf(new Date(2026, 5, 20, 23, 59, 59, 999))).toBe('spring');
  });

  it('handles a leap year 29 February', () => expect(seasonOf(new Date(2028, 1, 29))).toBe('winter'));
});
