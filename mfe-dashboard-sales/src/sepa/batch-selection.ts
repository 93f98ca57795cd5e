import type { DebitableInvoice } from '@vendange/contracts';

/** What a batch of the chosen invoices will debit: how many and the total, in cents. */
export function selectionTotal(items: readonly DebitableInvoice[], chosen: ReadonlySet<number>): { count: number; totalCents: number } {
  const picked = items.filter((i) => chosen.has(i.invoiceId));
  return { count: picked.length, totalCents: picked.reduce((n, i) => n + i.leftCents, 0) };
}

/** Every invoice offered chosen, or none when all already are. */
export const toggleAll = (items: readonly DebitableInvoice[], chosen: ReadonlySet<number>): Set<number> =>
  (items.length > 0 && items.every((i) => chosen.has(i.invoiceId)) ? new Set() : new Set(items.map((i) => i.invoiceId)));

/** A calendar day (YYYY-MM-DD) as the French read it. */
export const frenchDay = (day: string): string => day.split('-').reverse().join('/');
