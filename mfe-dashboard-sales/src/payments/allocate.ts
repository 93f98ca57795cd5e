import type { OpenInvoice } from '@vendange/contracts';

/** The open invoices oldest due first (then oldest issued, then lowest id): the order a payment settles them in. */
export function oldestFirst<T extends Pick<OpenInvoice, 'id' | 'dueDate' | 'issuedAt'>>(invoices: readonly T[]): T[] {
  return [...invoices].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.issuedAt < b.issuedAt ? -1 : a.issuedAt > b.issuedAt ? 1 : a.id - b.id));
}

/**
 * Spreads a payment of `amountCents` over the client's open invoices, the oldest due first: each takes what is
 * left to pay on it, never more, until the amount runs out. Invoices left with nothing are in the map with 0;
 * what exceeds every invoice's remainder stays not allocated (the map's sum is then below the amount).
 */
export function allocateOldestFirst(amountCents: number, invoices: readonly Pick<OpenInvoice, 'id' | 'dueDate' | 'issuedAt' | 'leftCents'>[]): Map<number, number> {
  const shares = new Map<number, number>();
  let rest = Number.isInteger(amountCents) && amountCents > 0 ? amountCents : 0;
  for (const invoice of oldestFirst(invoices)) {
    const share = Math.min(rest, Math.max(0, invoice.leftCents));
    shares.set(invoice.id, share);
    rest -= share;
  }
  return shares;
}
