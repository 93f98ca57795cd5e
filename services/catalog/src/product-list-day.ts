import { frenchToday } from './viewer-price';

const HOUR_MS = 3_600_000;
let kept = { hour: Number.NaN, day: '' };

/**
 * The French day a kept product-list page is filed under (dated promotions and excise), worked out once an hour:
 * Intl's formatting on every request was 4 % of a kept page's answer. Exact: France's offsets from UTC are whole
 * hours (CET, CEST), so its date only changes on a UTC hour (product-list-day.test.ts walks a year).
 */
export function pageDay(nowMs: number): string {
  const hour = Math.floor(nowMs / HOUR_MS);
  if (hour !== kept.hour) kept = { hour, day: frenchToday(new Date(hour * HOUR_MS)) };
  return kept.day;
}
