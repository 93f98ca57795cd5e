import type { JournalPayment, JournalSale, JournalVatTotal } from './journal-entry';

export interface ClosingSums {
  ticketCount: number;
  cancellationCount: number;
  totalCents: number;
  vat: JournalVatTotal[];
  payments: JournalPayment[];
}

/**
 * A closing's figures from the sales it covers: counts, the total incl. VAT, and the breakdowns by VAT rate and
 * payment type, each the plain sum of the tickets' own rows (cancellations negative), so a closing equals the sum
 * of its tickets to the cent. Rates and payment types in a stable order (rate descending, type by name).
 */
export function closingSumsOf(sales: ReadonlyArray<{ kind: 'ticket' | 'cancellation'; sale: JournalSale }>): ClosingSums {
  const vat = new Map<string, JournalVatTotal>();
  const payments = new Map<string, JournalPayment>();
  let totalCents = 0;
  for (const { sale } of sales) {
    totalCents += sale.totalCents;
    for (const v of sale.vat) {
      const row = vat.get(v.rate) ?? { rate: v.rate, exclVatCents: 0, vatCents: 0, inclVatCents: 0 };
      row.exclVatCents += v.exclVatCents;
      row.vatCents += v.vatCents;
      row.inclVatCents += v.inclVatCents;
      vat.set(v.rate, row);
    }
    for (const p of sale.payments) {
      const row = payments.get(p.type) ?? { type: p.type, amountCents: 0 };
      row.amountCents += p.amountCents;
      payments.set(p.type, row);
    }
  }
  return {
    ticketCount: sales.filter((s) => s.kind === 'ticket').length,
    cancellationCount: sales.filter((s) => s.kind === 'cancellation').length,
    totalCents,
    vat: [...vat.values()].sort((a, b) => Number(b.rate) - Number(a.rate)),
    payments: [...payments.values()].sort((a, b) => a.type.localeCompare(b.type)),
  };
}
