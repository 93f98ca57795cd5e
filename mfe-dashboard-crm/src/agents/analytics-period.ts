/**
 * The periods of the agents' analytics: the calendar month, quarter or year a French day falls in, or days typed.
 * Today's French day is @vendange/pricing's `calendarDate`, the one every screen and service uses.
 */
export type AnalyticsPeriodChoice = 'month' | 'quarter' | 'year' | 'custom';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month1: number) => new Date(Date.UTC(year, month1, 0)).getUTCDate();

/** The whole month, quarter or year of `today` (YYYY-MM-DD), both ends included. */
export function periodOf(choice: Exclude<AnalyticsPeriodChoice, 'custom'>, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (choice === 'year') return { from: `${year}-01-01`, to: `${year}-12-31` };
  const first = choice === 'month' ? month : month - ((month - 1) % 3);
  const last = choice === 'month' ? month : first + 2;
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay(year, last))}` };
}
