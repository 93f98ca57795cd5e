import type { DebitableInvoice, Mandate } from '@vendange/contracts';
import { clientKeyOf, leftToPay, type OpenInvoiceRow } from '../received-payments/outstanding-ages';
import { sequenceTypeOf } from './sequence-type';

/**
 * The open invoices a new batch may debit, oldest due first: something left to pay, their client has an active
 * mandate (a one-off one never used), and no batch not yet completed holds them (`held`). Each for what is left.
 */
export function debitableOf(open: readonly OpenInvoiceRow[], mandates: ReadonlyMap<string, Mandate>, held: ReadonlySet<number>): DebitableInvoice[] {
  const items: DebitableInvoice[] = [];
  for (const invoice of open) {
    const mandate = mandates.get(clientKeyOf(invoice));
    const leftCents = leftToPay(invoice);
    if (!mandate || mandate.status !== 'active' || leftCents <= 0 || held.has(invoice.id)) continue;
    if (!mandate.recurrent && mandate.used) continue;
    items.push({
      invoiceId: invoice.id, number: invoice.number, clientName: invoice.clientName, dueDate: invoice.dueDate, leftCents,
      mandateId: mandate.id, mandateReference: mandate.reference, sequenceType: sequenceTypeOf(mandate.recurrent, mandate.used),
    });
  }
  return items.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number));
}
