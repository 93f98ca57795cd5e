import { allocateVat, type Cents } from '@vendange/pricing';
import { amountsOf, type DocumentAmounts, type DocumentLine } from './invoice-lines';

/** An invoice line with what earlier credit notes already took of it. */
export interface CreditableLine extends DocumentLine {
  id: number;
  creditedQuantity: number;
  creditedHtCents: Cents;
  creditedVatCents: Cents;
}

export type CreditRequest = Array<{ lineId: number; quantity: number }> | undefined;

export type CreditOutcome =
  | { ok: true; amounts: DocumentAmounts; sourceLineIds: number[] }
  | { ok: false; reason: 'nothingLeft' | 'tooMuch' | 'unknownLine' };

/** What is left to credit on an invoice line. */
export const leftOf = (l: CreditableLine) => ({
  quantity: l.quantity - l.creditedQuantity,
  htCents: l.lineHtCents - l.creditedHtCents,
  vatCents: l.vatCents - l.creditedVatCents,
});

/**
 * The lines of a credit note on an invoice (docs/decisions/invoices.md): the whole of what is left
 * when no line is asked, else the quantities asked. A line credited to its last unit takes exactly
 * what is left of its amounts (VAT included), so credit notes never exceed the invoice and a series of
 * them cancels it to the cent. A part of a line takes its amount excl. VAT in proportion, and VAT per
 * rate on the parts' bases (BR-CO-17), never above the VAT the line has left.
 */
export function creditNoteAmountsOf(invoiceLines: readonly CreditableLine[], request: CreditRequest): CreditOutcome {
  // The whole of what is left: every line, a final invoice's deposit deductions (negative) included, so it mirrors the invoice.
  const asked = request?.length ? request : invoiceLines.filter((l) => leftOf(l).quantity !== 0).map((l) => ({ lineId: l.id, quantity: leftOf(l).quantity }));
  if (asked.length === 0) return { ok: false, reason: 'nothingLeft' };
  const merged = new Map<number, number>();
  for (const a of asked) merged.set(a.lineId, (merged.get(a.lineId) ?? 0) + a.quantity);

  const picked: Array<{ line: CreditableLine; quantity: number; ht: Cents; whole: boolean }> = [];
  for (const [lineId, quantity] of merged) {
    const line = invoiceLines.find((l) => l.id === lineId);
    if (!line) return { ok: false, reason: 'unknownLine' };
    const left = leftOf(line);
    if (left.quantity === 0) return { ok: false, reason: 'nothingLeft' };
    if (quantity > left.quantity) return { ok: false, reason: 'tooMuch' };
    const whole = quantity === left.quantity;
    const ht = whole ? left.htCents : Math.min(left.htCents, Math.round((line.lineHtCents * quantity) / line.quantity));
    picked.push({ line, quantity, ht, whole });
  }

  // A line credited to its end takes exactly the VAT it has left; parts of lines take VAT per rate on their bases, never more than is left.
  const parts = picked.flatMap((p, i) => (p.whole ? [] : [i]));
  const { shares } = allocateVat(parts.map((i) => ({ rate: picked[i]!.line.vatRate, base: picked[i]!.ht })));
  const vats = picked.map((p) => leftOf(p.line).vatCents);
  parts.forEach((i, k) => { vats[i] = Math.min(shares[k]!, leftOf(picked[i]!.line).vatCents); });

  const lines: DocumentLine[] = picked.map((p, i) => ({
    orderLineId: p.line.orderLineId, label: p.line.label, quantity: p.quantity, unitHtCents: p.line.unitHtCents,
    discountCents: p.quantity * p.line.unitHtCents - p.ht > 0 ? p.quantity * p.line.unitHtCents - p.ht : 0,
    lineHtCents: p.ht, vatRate: p.line.vatRate, vatCents: vats[i]!, lineTtcCents: p.ht + vats[i]!,
    // The duties inside the part credited, for the reader (they are in its amount already).
    dutiesCents: p.whole && p.quantity === p.line.quantity ? p.line.dutiesCents : Math.round((p.line.dutiesCents * p.quantity) / p.line.quantity),
  }));
  const amounts = amountsOf(lines);
  // Never more than the invoice still holds (a final invoice's deposits are out of it).
  const leftOnInvoice = invoiceLines.reduce((n, l) => n + l.lineTtcCents - l.creditedHtCents - l.creditedVatCents, 0);
  if (amounts.totalTtcCents > leftOnInvoice) return { ok: false, reason: 'tooMuch' };
  return { ok: true, amounts, sourceLineIds: picked.map((p) => p.line.id) };
}
