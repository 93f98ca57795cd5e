import { describe, expect, it } from 'vitest';
import { allocationListQuery, belowThreshold, dayLabel, daysUntil, deadlineIsNear, frenchToday, lowFormatIds, takenOfAllocated } from './allocation-view';

const threshold = (formatId: number, physical: number, limit: number, label = `Vin ${formatId}`) => ({ formatId, label, threshold: limit, physical });

describe('allocation view', () => {
  it('reads days the French way and counts the days left', () => {
    expect(dayLabel('2026-12-05')).toBe('05/12/2026');
    expect(dayLabel('2026-12-05T10:00:00.000Z')).toBe('05/12/2026');
    expect(daysUntil('2026-12-05', '2026-11-28')).toBe(7);
    expect(daysUntil('2026-11-27', '2026-11-28')).toBe(-1);
    expect(daysUntil('2027-03-01', '2027-02-28')).toBe(1);
  });

  it("takes today's day in Paris, not in UTC", () => {
    expect(frenchToday(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(frenchToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('shows an open deadline within 7 days in red, never a closed one', () => {
    expect(deadlineIsNear({ deadline: '2026-12-05', status: 'open' }, '2026-11-28')).toBe(true);
    expect(deadlineIsNear({ deadline: '2026-12-06', status: 'open' }, '2026-11-28')).toBe(false);
    expect(deadlineIsNear({ deadline: '2026-11-20', status: 'open' }, '2026-11-28')).toBe(true);
    expect(deadlineIsNear({ deadline: '2026-11-29', status: 'released' }, '2026-11-28')).toBe(false);
  });

  it('says what was taken of what was allocated, and builds the list query', () => {
    expect(takenOfAllocated({ taken: 0, quantity: 8 })).toBe('0/8');
    expect(allocationListQuery({ status: '' }, 1)).toEqual({ shopId: 1, status: undefined });
    expect(allocationListQuery({ status: 'open' }, null)).toEqual({ shopId: undefined, status: 'open' });
  });

  it('keeps the formats below their threshold, the furthest below first', () => {
    const list = [threshold(1, 10, 10), threshold(2, 3, 12), threshold(3, 9, 10), threshold(4, 40, 10)];
    expect(belowThreshold(list).map((t) => t.formatId)).toEqual([2, 3]);
    expect([...lowFormatIds(list)]).toEqual([2, 3]);
    expect(belowThreshold([])).toEqual([]);
  });
});
