import { PricingError } from './errors';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Built once: a formatter costs far more to make than to use (every priced line asks its excise rate's date).
const PARIS_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The French calendar date (YYYY-MM-DD) of an instant or of a date string. A Date is read in
 * Europe/Paris (so 2025-12-31T23:30Z is already 2026-01-01); a YYYY-MM-DD string is taken as is.
 */
export function calendarDate(date: string | Date): string {
  if (typeof date === 'string') {
    const m = ISO_DATE.exec(date);
    if (m) return date;
    return calendarDate(new Date(date));
  }
  const at = date.getTime();
  if (Number.isNaN(at)) throw new PricingError('INVALID_DATE', 'invalid date');
  // Every line of every cart asks for the day of about the same instant: formatting it is the costly part.
  // Since 1976 France's offsets from UTC are whole hours (+1, +2) and its clock changes on a UTC hour, so its
  // date only changes on a UTC hour: the day is worked out once per UTC hour (calendar-date.test.ts).
  const hour = at >= SINCE_WHOLE_HOURS ? Math.floor(at / HOUR_MS) : Number.NaN;
  if (hour === lastHour.hour) return lastHour.day;
  const parts = PARIS_DAY.formatToParts(date);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  if (!Number.isNaN(hour)) lastHour = { hour, day };
  return day;
}

const HOUR_MS = 3_600_000;
const SINCE_WHOLE_HOURS = Date.UTC(1977, 0, 1);
let lastHour = { hour: Number.NaN, day: '' };
