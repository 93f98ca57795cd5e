import { describe, expect, it } from 'vitest';
import { reminderAt, taskLate } from './crm-task-names';
import { calendarRangeValid, taskBodySchema } from './crm-tasks';
import { stageTotals } from './crm-opportunities';

describe('tasks: late, reminders, ranges', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('a task is late when open and past its due time', () => {
    expect(taskLate({ done: false, dueAt: '2026-11-27T09:59:00Z' }, now)).toBe(true);
    expect(taskLate({ done: false, dueAt: '2026-11-27T10:00:00Z' }, now)).toBe(false);
    expect(taskLate({ done: true, dueAt: '2026-11-20T09:00:00Z' }, now)).toBe(false);
  });
  it('reminds the given minutes before, or never', () => {
    expect(reminderAt(new Date('2026-11-28T09:00:00Z'), 30)?.toISOString()).toBe('2026-11-28T08:30:00.000Z');
    expect(reminderAt(new Date('2026-11-28T09:00:00Z'), 1440)?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(reminderAt(new Date('2026-11-28T09:00:00Z'), null)).toBeNull();
  });
  it('reads a month with its overflow weeks, not more', () => {
    expect(calendarRangeValid('2026-10-26', '2026-12-06')).toBe(true);
    expect(calendarRangeValid('2026-12-06', '2026-10-26')).toBe(false);
    expect(calendarRangeValid('2026-01-01', '2026-03-15')).toBe(false);
  });
  it('defaults a new task to a normal priority and a reminder 30 minutes before', () => {
    const parsed = taskBodySchema.parse({ shopId: 1, title: ' Appeler ', activity: 'call', dueAt: '2026-11-28T09:00:00+01:00' });
    expect(parsed).toMatchObject({ title: 'Appeler', priority: 'normal', reminderMinutes: 30, notes: null });
  });
});

describe('stage totals', () => {
  it('sums amounts and their weighted value, rounded per opportunity', () => {
    expect(stageTotals([])).toEqual({ count: 0, totalCents: 0, weightedCents: 0 });
    expect(stageTotals([{ amountCents: 240_000, probability: 10 }, { amountCents: 100_001, probability: 50 }]))
      .toEqual({ count: 2, totalCents: 340_001, weightedCents: 24_000 + 50_001 });
    expect(stageTotals([{ amountCents: 333, probability: 33 }])).toEqual({ count: 1, totalCents: 333, weightedCents: 110 });
  });
});
