import { calendarDate } from '@vendange/pricing';

/** The year an order is numbered in: the French calendar year (an order at 00:30 on 1 January in Paris is the new year's). */
export const referenceYear = (at: Date): number => Number(calendarDate(at).slice(0, 4));

/** CMD-<year>-<number>, the number on at least 4 digits (CMD-2026-0004; CMD-2026-12345 past 9999). */
export const orderReference = (year: number, sequence: number): string => `CMD-${year}-${String(sequence).padStart(4, '0')}`;

const REFERENCE = /^CMD-(\d{4})-(\d+)$/;

/** The number of a reference of that year, or 0 (an imported reference of another shape). */
export function sequenceOf(reference: string, year: number): number {
  const m = REFERENCE.exec(reference);
  return m && Number(m[1]) === year ? Number(m[2]) : 0;
}
