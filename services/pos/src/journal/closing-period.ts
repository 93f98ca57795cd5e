import type { ClosingPeriod } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';

/** The period of `period` kind holding the French calendar day `day` (YYYY-MM-DD). */
export const periodKeyOf = (period: ClosingPeriod, day: string): string => (period === 'day' ? day : period === 'month' ? day.slice(0, 7) : day.slice(0, 4));

/** The current day, month or year in France. */
export const currentPeriodKey = (period: ClosingPeriod, now: Date): string => periodKeyOf(period, calendarDate(now));

const pad = (n: number) => String(n).padStart(2, '0');

/** The first French calendar day after the period (its end, exclusive, is that day's midnight in Paris). */
export function dayAfterPeriod(period: ClosingPeriod, key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number?, number?];
  if (period === 'year') return `${y + 1}-01-01`;
  if (period === 'month') return m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m! + 1)}-01`;
  const next = new Date(Date.UTC(y, m! - 1, d! + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The period after `key` (the next day, month or year). */
export const nextPeriodKey = (period: ClosingPeriod, key: string): string => periodKeyOf(period, dayAfterPeriod(period, key));

/** Journal reference of a closing: Z-2026-11-27, M-2026-11, A-2026. */
export const closingReference = (period: ClosingPeriod, key: string): string => `${period === 'day' ? 'Z' : period === 'month' ? 'M' : 'A'}-${key}`;
