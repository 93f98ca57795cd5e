import type { MessageDescriptor } from '@lingui/core';
import type { Allocation, StockThreshold } from '@vendange/contracts';

export type AllocationStatus = Allocation['status'];

/** An allocation's state, as the badge and the filter name it. */
export const allocationStatusLabels: Record<AllocationStatus, MessageDescriptor> = {
  open: /*i18n*/ { id: 'stock.allocation.open', message: 'En cours' },
  taken: /*i18n*/ { id: 'stock.allocation.taken', message: 'Prise' },
  expired: /*i18n*/ { id: 'stock.allocation.expired', message: 'Expirée' },
  released: /*i18n*/ { id: 'stock.allocation.released', message: 'Libérée' },
};

/** The badge's colour of each state. */
export const allocationStatusPalette: Record<AllocationStatus, string> = { open: 'blue', taken: 'green', expired: 'orange', released: 'gray' };

/** Today's calendar day in French time, YYYY-MM-DD (the deadline input's minimum). */
export const frenchToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A day ('2026-12-25', or a timestamp starting with it) as the spec reads it: 25/12/2026. */
export function dayLabel(day: string): string {
  const m = DAY.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** Whole days from `today` to `day` (both YYYY-MM-DD): 0 the same day, negative when past. */
export function daysUntil(day: string, today: string): number {
  const at = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((at(day) - at(today)) / 86_400_000);
}

/** An open allocation whose deadline is within 7 days (or already past): its date shows in red. */
export const deadlineIsNear = (a: Pick<Allocation, 'deadline' | 'status'>, today: string): boolean =>
  a.status === 'open' && daysUntil(a.deadline.slice(0, 10), today) <= 7;

/** 'taken/allocated', e.g. '0/8'. */
export const takenOfAllocated = (a: Pick<Allocation, 'taken' | 'quantity'>): string => `${a.taken}/${a.quantity}`;

/** The filters of the allocations list (the search is ListPage's own); '' = every state. */
export interface AllocationFilters { status: AllocationStatus | '' }

/** Query of GET /v1/stocks/allocations for the filters. */
export function allocationListQuery(filters: AllocationFilters, shopId: number | null): Record<string, string | number | undefined> {
  return { shopId: shopId ?? undefined, status: filters.status || undefined };
}

/** The formats whose stock (all warehouses together) is below their alert threshold, the furthest below first. */
export function belowThreshold(thresholds: readonly StockThreshold[]): StockThreshold[] {
  return thresholds.filter((t) => t.physical < t.threshold).sort((a, b) => a.physical - a.threshold - (b.physical - b.threshold) || a.label.localeCompare(b.label));
}

/** The formats below their threshold, by id: a stock line of one of them is highlighted. */
export const lowFormatIds = (thresholds: readonly StockThreshold[]): Set<number> => new Set(belowThreshold(thresholds).map((t) => t.formatId));
