import { reminderLevels, type ReminderLevel, type ReminderSchedule } from '@vendange/contracts';

/** The first level not sent yet, in order (first, second, formal notice); null once the formal notice went. */
export function nextLevel(sent: readonly ReminderLevel[]): ReminderLevel | null {
  return reminderLevels.find((level) => !sent.includes(level)) ?? null;
}

/**
 * The reminder the daily run sends for an invoice `daysLate` days past its due date: the next level, once its
 * day has come on the shop's schedule. One level a run: an invoice found late by 50 days when the producer
 * turns reminders on gets its first reminder, the second the next day, never the formal notice first.
 */
export function dueReminder(daysLate: number, sent: readonly ReminderLevel[], schedule: ReminderSchedule): ReminderLevel | null {
  if (!schedule.active) return null;
  const level = nextLevel(sent);
  if (!level) return null;
  const threshold = { first: schedule.firstDays, second: schedule.secondDays, formal: schedule.formalDays }[level];
  return daysLate >= threshold ? level : null;
}
