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
  // Every line of a cart asks for the day of the same instant: formatting it again is the costly part.
  if (at === lastInstant.at) return lastInstant.day;
  const parts = PARIS_DAY.formatToParts(date);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  lastInstant = { at, day: `${get('year')}-${get('month')}-${get('day')}` };
  return lastInstant.day;
}

let lastInstant = { at: Number.NaN, day: '' };
