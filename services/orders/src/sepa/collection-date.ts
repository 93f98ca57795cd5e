import { addDays } from '@vendange/pricing';

/** Easter Sunday of a year (Gregorian computus, Meeus/Jones/Butcher), YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Whether SEPA interbank settlement (TARGET2) is closed that day: Saturdays, Sundays, 1 January, Good Friday,
 * Easter Monday, 1 May, 25 and 26 December. French bank holidays that are TARGET2 days do settle.
 */
export function isTargetClosed(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return true;
  const monthDay = day.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return true;
  const easter = easterSunday(Number(day.slice(0, 4)));
  return day === addDays(easter, -2) || day === addDays(easter, 1);
}

/** The next SEPA business day after `day`. */
export function nextBusinessDay(day: string): string {
  let next = addDays(day, 1);
  while (isTargetClosed(next)) next = addDays(next, 1);
  return next;
}

/**
 * The earliest collection date a debit batch created on `today` may ask: SEPA Core debits reach the debtor's
 * bank one business day before collection (D-1, since November 2016), and the file is handed over today at the
 * soonest, so the next business day.
 */
export const earliestCollectionDate = (today: string): string => nextBusinessDay(today);
