import { PricingError } from './errors';

/** Spec point 9 payment delays (the same list as the contracts' paymentDelays). */
export type PaymentDelayCode =
  | 'onOrder' | 'onDelivery' | 'days7' | 'days10' | 'days14' | 'days30' | 'days45' | 'days60' | 'days75' | 'days90' | 'days120'
  | 'endOfMonth' | 'days30EndOfMonth' | 'days45EndOfMonth' | 'days60EndOfMonth' | 'days90EndOfMonth' | 'days120EndOfMonth';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): { y: number; m: number; d: number } {
  const match = ISO.exec(day);
  if (!match) throw new PricingError('INVALID_DATE', `invalid calendar date ${day}`);
  return { y: Number(match[1]), m: Number(match[2]) - 1, d: Number(match[3]) };
}
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** A calendar day (YYYY-MM-DD) plus n days. */
export function addDays(day: string, n: number): string {
  const { y, m, d } = parts(day);
  return iso(Date.UTC(y, m, d + n));
}

/** Days from one calendar day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round((Date.UTC(b.y, b.m, b.d) - Date.UTC(a.y, a.m, a.d)) / 86_400_000);
}

/** The last day of the month of a calendar day. */
export function endOfMonth(day: string): string {
  const { y, m } = parts(day);
  return iso(Date.UTC(y, m, daysIn(y, m)));
}

/**
 * When an invoice issued on `issued` (YYYY-MM-DD) is due. "N jours fin de mois" is read as the LME's
 * usual count: N days from the issue date, then the end of that month (docs/decisions/invoices.md).
 * On order and on delivery are due on issue: the invoice is issued when the goods are paid or delivered.
 */
export function dueDateOf(issued: string, delay: PaymentDelayCode): string {
  if (delay === 'onOrder' || delay === 'onDelivery') return addDays(issued, 0);
  if (delay === 'endOfMonth') return endOfMonth(issued);
  const match = /^days(\d+)(EndOfMonth)?$/.exec(delay);
  if (!match) throw new PricingError('INVALID_DATE', `unknown payment delay ${delay}`);
  const due = addDays(issued, Number(match[1]));
  return match[2] ? endOfMonth(due) : due;
}

export interface FiscalYear {
  /** The calendar year it starts in: the year in document numbers (FA2026-00001). */
  startYear: number;
  start: string;
  /** The day before the next start. */
  end: string;
}

/** The day a fiscal year starting in year y begins; a day past the month's end (31 in a 30-day month, 29/02) is its last day. */
function startIn(y: number, month0: number, day: number): string {
  return iso(Date.UTC(y, month0, Math.min(Math.max(day, 1), daysIn(y, month0))));
}

/**
 * The fiscal year a calendar day falls in (spec point 9): it starts at the shop's logStartMonth (0-based)
 * and logStartDay, default 1 January, and ends the day before the next start.
 */
export function fiscalYearOf(day: string, startMonth0 = 0, startDay = 1): FiscalYear {
  if (!Number.isInteger(startMonth0) || startMonth0 < 0 || startMonth0 > 11) throw new PricingError('INVALID_DATE', `invalid fiscal year start month ${startMonth0}`);
  const { y } = parts(day);
  const startYear = day >= startIn(y, startMonth0, startDay) ? y : y - 1;
  return { startYear, start: startIn(startYear, startMonth0, startDay), end: addDays(startIn(startYear + 1, startMonth0, startDay), -1) };
}
