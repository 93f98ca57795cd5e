import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarData, CalendarEvent, Task } from '@vendange/contracts';
import { parisDay, parisTime } from './calendar-grid';

/** One thing on the calendar: a task (opens its dialog) or an event of the orders (opens the order). */
export type CalendarItem =
  | { kind: 'task'; key: string; day: string; time: string; task: Task }
  | { kind: 'event'; key: string; day: string; time: string | null; event: CalendarEvent };

export const eventLabels: Record<CalendarEvent['kind'], MessageDescriptor> = {
  quoteExpiry: msg`Fin de validité du devis`, shipment: msg`Expédition`, delivery: msg`Livraison`,
};
export const eventPalette: Record<CalendarEvent['kind'], string> = { quoteExpiry: 'purple', shipment: 'teal', delivery: 'green' };

/** The calendar's items by French day, each day's in time order (day-long events first). */
export function itemsByDay(data: CalendarData | undefined): Map<string, CalendarItem[]> {
  const byDay = new Map<string, CalendarItem[]>();
  const add = (item: CalendarItem) => byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
  for (const task of data?.tasks ?? []) add({ kind: 'task', key: `t${task.id}`, day: parisDay(task.dueAt), time: parisTime(task.dueAt), task });
  for (const [i, event] of (data?.events ?? []).entries()) add({ kind: 'event', key: `e${i}`, day: event.day, time: event.at ? parisTime(event.at) : null, event });
  for (const items of byDay.values()) items.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  return byDay;
}

/** The hours the week and day views show as rows; a task earlier or later sits in the first or last row. */
export const HOURS = Array.from({ length: 14 }, (_, i) => i + 7);
export const hourRowOf = (time: string) => Math.min(Math.max(Number(time.slice(0, 2)), HOURS[0]!), HOURS[HOURS.length - 1]!);
