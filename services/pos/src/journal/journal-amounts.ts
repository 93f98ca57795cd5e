import type { JournalEntryInput, JournalSale } from './journal-entry';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Refuses a sale whose figures do not add up, before it is sealed for ever: lines, ticket discount, VAT per rate
 * and payments must agree to the cent, a sale be positive and a cancellation negative. A journal that adds up is
 * what lets a closing equal the sum of its tickets.
 */
export function saleProblems(sale: JournalSale, sign: 1 | -1): string[] {
  const problems: string[] = [];
  const ints = [sale.totalCents, sale.tipsCents, ...sale.lines.flatMap((l) => [l.quantity, l.unitPriceCents, l.discountCents, l.totalCents]),
    ...sale.vat.flatMap((v) => [v.exclVatCents, v.vatCents, v.inclVatCents]), ...sale.payments.map((p) => p.amountCents), sale.ticketDiscount?.amountCents ?? 0];
  if (!ints.every(Number.isSafeInteger)) problems.push('amounts must be integer cents and quantities whole units');
  if (sale.lines.length === 0) problems.push('a ticket has at least one line');
  for (const [i, l] of sale.lines.entries()) {
    if (l.quantity * l.unitPriceCents - l.discountCents !== l.totalCents) problems.push(`line ${i + 1}: quantity × unit price − discount ≠ total`);
  }
  const lines = sum(sale.lines.map((l) => l.totalCents));
  if (lines - (sale.ticketDiscount?.amountCents ?? 0) !== sale.totalCents) problems.push('Σ lines − ticket discount ≠ total');
  for (const v of sale.vat) if (v.exclVatCents + v.vatCents !== v.inclVatCents) problems.push(`VAT ${v.rate}%: excl. VAT + VAT ≠ incl. VAT`);
  if (new Set(sale.vat.map((v) => v.rate)).size !== sale.vat.length) problems.push('one VAT row per rate');
  if (sum(sale.vat.map((v) => v.inclVatCents)) !== sale.totalCents) problems.push('Σ VAT rows ≠ total');
  if (sum(sale.payments.map((p) => p.amountCents)) !== sale.totalCents + sale.tipsCents) problems.push('Σ payments ≠ total + tips');
  if (sign * sale.totalCents < 0) problems.push(sign === 1 ? 'a ticket total is not negative: cancel it instead' : 'a cancellation total is not positive');
  return problems;
}

/** The entry's signed amount incl. VAT, and how much it moves the perpetual grand totals (sales only). */
export function amountsOf(entry: JournalEntryInput): { amountCents: number; salesCents: number } {
  switch (entry.kind) {
    case 'ticket':
    case 'cancellation': return { amountCents: entry.sale.totalCents, salesCents: entry.sale.totalCents };
    case 'payment': return { amountCents: sum(entry.payments.map((p) => p.amountCents)), salesCents: 0 };
    case 'closing': return { amountCents: entry.closing.totalCents, salesCents: 0 };
    default: return { amountCents: 0, salesCents: 0 };
  }
}

/** The kind-specific part of an entry, as stored in `payload` and hashed. */
export function payloadOf(entry: JournalEntryInput): Record<string, unknown> {
  const { shopId: _s, salesPointId: _p, reference: _r, userId: _u, kind: _k, ...rest } = entry;
  // Through JSON: what is hashed is exactly what jsonb will give back (no undefined, no class instances).
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}
