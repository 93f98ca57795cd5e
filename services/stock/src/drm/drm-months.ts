/** The Paris calendar month of an instant (YYYY-MM). */
export const parisMonthOf = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 7);

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** A DRM is due by the 10th of the next month. */
export const dueDateOf = (month: string) => `${nextMonth(month)}-10`;

/** The last calendar day of `month` (the day whose rates apply to its duties). */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The `count` months up to `current`, newest first. */
export function monthsUpTo(current: string, count: number): string[] {
  const out = [current];
  while (out.length < count) out.push(previousMonth(out[out.length - 1]!));
  return out;
}
