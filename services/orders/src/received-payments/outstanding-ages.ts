import type { AgeBuckets, OpenInvoice, OutstandingClient } from '@vendange/contracts';
import { daysBetween } from '@vendange/pricing';

/** An invoice with something left to pay, as read from the ledger. */
export interface OpenInvoiceRow {
  id: number;
  kind: 'invoice' | 'deposit';
  number: string;
  issuedAt: string;
  dueDate: string;
  totalTtcCents: number;
  creditedCents: number;
  paidCents: number;
  buyerId: number | null;
  clientName: string;
  reminders: OpenInvoice['reminders'];
}

export const emptyBuckets = (): AgeBuckets => ({ notDueCents: 0, days1to30Cents: 0, days31to60Cents: 0, over60Cents: 0, totalCents: 0 });

/** What is left to pay on an invoice: its total less its credit notes and the payments allocated to it. */
export const leftToPay = (i: Pick<OpenInvoiceRow, 'totalTtcCents' | 'creditedCents' | 'paidCents'>) => i.totalTtcCents - i.creditedCents - i.paidCents;

/** Adds what is left on an invoice to its age: not yet due, 1–30, 31–60 or over 60 days past its due date. */
export function addToBuckets(buckets: AgeBuckets, leftCents: number, daysLate: number): void {
  if (daysLate <= 0) buckets.notDueCents += leftCents;
  else if (daysLate <= 30) buckets.days1to30Cents += leftCents;
  else if (daysLate <= 60) buckets.days31to60Cents += leftCents;
  else buckets.over60Cents += leftCents;
  buckets.totalCents += leftCents;
}

/** A client in the list: their account when they have one, else the name they are invoiced under. */
export const clientKeyOf = (i: Pick<OpenInvoiceRow, 'buyerId' | 'clientName'>) => (i.buyerId !== null ? `buyer:${i.buyerId}` : `name:${i.clientName.trim().toLowerCase()}`);

/**
 * The shop's outstandings on `asOf` (a French calendar day): the totals by age, and each client owing
 * something with their open invoices (oldest due first), the clients most late first, then owing most.
 */
export function outstandingsOf(rows: readonly OpenInvoiceRow[], asOf: string): { buckets: AgeBuckets; clients: OutstandingClient[] } {
  const buckets = emptyBuckets();
  const clients = new Map<string, OutstandingClient & { mostLate: number }>();
  for (const row of rows) {
    const leftCents = leftToPay(row);
    if (leftCents <= 0) continue;
    const daysLate = Math.max(0, daysBetween(row.dueDate, asOf));
    const key = clientKeyOf(row);
    const client = clients.get(key) ?? { key, clientName: row.clientName, buyerId: row.buyerId, buckets: emptyBuckets(), invoices: [], mostLate: 0 };
    const invoice: OpenInvoice = {
      id: row.id, kind: row.kind, number: row.number, issuedAt: row.issuedAt, dueDate: row.dueDate, totalTtcCents: row.totalTtcCents,
      creditedCents: row.creditedCents, paidCents: row.paidCents, leftCents, daysLate, reminders: row.reminders,
    };
    client.invoices.push(invoice);
    client.mostLate = Math.max(client.mostLate, daysLate);
    addToBuckets(client.buckets, leftCents, daysLate);
    addToBuckets(buckets, leftCents, daysLate);
    clients.set(key, client);
  }
  const sorted = [...clients.values()]
    .sort((a, b) => b.mostLate - a.mostLate || b.buckets.totalCents - a.buckets.totalCents || a.clientName.localeCompare(b.clientName, 'fr'))
    .map(({ mostLate: _late, ...client }) => ({ ...client, invoices: client.invoices.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id) }));
  return { buckets, clients: sorted };
}
