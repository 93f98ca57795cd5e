import { formatEuros, paymentMessages } from '@vendange/contracts';
import { clientKeyOf, leftToPay, type OpenInvoiceRow } from './outstanding-ages';

/**
 * Why a payment's allocations cannot be recorded, or null: each invoice must be the shop's and still owe
 * something, never receive more than it owes, and all must be one client's (a payment comes from one payer).
 * `invoices` holds the shop's invoices asked for, read under their row locks.
 */
export function allocationRefusal(allocations: ReadonlyArray<{ invoiceId: number; amountCents: number }>, invoices: ReadonlyMap<number, OpenInvoiceRow>): string | null {
  const clients = new Set<string>();
  for (const a of allocations) {
    const invoice = invoices.get(a.invoiceId);
    if (!invoice || leftToPay(invoice) <= 0) return paymentMessages.notOpen(invoice?.number ?? `n° ${a.invoiceId}`);
    if (a.amountCents > leftToPay(invoice)) return paymentMessages.tooMuch(invoice.number, formatEuros(leftToPay(invoice)));
    clients.add(clientKeyOf(invoice));
  }
  return clients.size > 1 ? paymentMessages.oneClient : null;
}
