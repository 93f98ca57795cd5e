/**
 * The calendar's days, as French calendar days (YYYY-MM-DD) computed at noon UTC: a day is a day whatever the
 * clocks do (the two DST Sundays have 23 and 25 hours in Paris, never two dates or none). Weeks start on Monday.
 */
import { once } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';

export type CalendarView = 'day' | 'week' | 'month';

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  const d = at(day);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  return (at(day).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `day`. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The 7 days of the week holding `day`, Monday first. */
export function weekDays(day: string): string[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The weeks shown for the month holding `day`: from the Monday on or before the 1st to the Sunday on or after its last day. */
export function monthGrid(day: string): string[][] {
  const first = `${day.slice(0, 8)}01`;
  const d = at(first);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  const last = iso(d);
  const weeks: string[][] = [];
  for (let monday = weekStart(first); monday <= last; monday = addDays(monday, 7)) weeks.push(weekDays(monday));
  return weeks;
}

/** The first and last days a view shows around `day` (what the calendar asks the API for). */
export function viewRange(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') {
    const days = weekDays(day);
    return { from: days[0]!, to: days[6]! };
  }
  const weeks = monthGrid(day);
  return { from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]! };
}

/** The day `step` views before or after (`step` = -1 previous, 1 next). */
export function shiftView(view: CalendarView, day: string, step: number): string {
  if (view === 'day') return addDays(day, step);
  if (view === 'week') return addDays(day, 7 * step);
  const d = at(`${day.slice(0, 8)}01`);
  d.setUTCMonth(d.getUTCMonth() + step);
  return iso(d);
}

const PARIS = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

function parisParts(instant: Date) {
  const p = Object.fromEntries(PARIS().formatToParts(instant).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
}

/** The French calendar day of an instant: @vendange/pricing's `calendarDate`, the one every screen and service uses. */
export function parisDay(instant: Date | string): string {
  return calendarDate(instant instanceof Date ? instant : new Date(instant));
}

/** The Paris wall-clock hour and minute of an instant ("14:30"). */
export function parisTime(instant: Date | string): string {
  const p = parisParts(new Date(instant));
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/**
 * The instant a Paris wall clock shows `time` on `day` (ISO, UTC). A time skipped by the spring change (02:30 on
 * the last Sunday of March) is read as the hour after it; an hour shown twice in autumn, as its first passage.
 */
export function parisInstant(day: string, time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), h, m);
  // Paris is UTC+1 or UTC+2: try the earlier offset first (autumn's first passage), then the other.
  for (const offset of [2, 1]) {
    const guess = new Date(wall - offset * 3_600_000);
    const p = parisParts(guess);
    if (p.day === day && p.hour === h && p.minute === m) return guess.toISOString();
  }
  return new Date(wall - 3_600_000).toISOString();
}
