import { sumCents, type Cents } from '@vendange/pricing';
import { creditNoteAmountsOf, leftOf, type CreditableLine } from './credit-note-lines';
import { amountsOf, type DocumentAmounts, type DocumentLine } from './invoice-lines';

/** What the order's earlier invoices took of one order line. */
export interface InvoicedPart { quantity: number; htCents: Cents; vatCents: Cents }

/** The delivery line's id among the order's lines (it has no order line). */
const DELIVERY = -1;

export type PartOutcome =
  | { ok: true; amounts: DocumentAmounts; settles: boolean }
  | { ok: false; reason: 'nothingToInvoice' | 'depositsExceedRest' };

export interface PartInput {
  /** The order's lines as its one whole invoice would carry them (invoiceAmountsOf, before deposits). */
  whole: DocumentAmounts;
  /** What earlier invoices of the order took, by order line id. */
  invoiced: ReadonlyMap<number, InvoicedPart>;
  /** Whether an earlier invoice exists: the first one carries the delivery. */
  firstInvoice: boolean;
  /** Units asked per order line (a shipment's), capped at what is left; null for all that is left (the balance). */
  asked: ReadonlyMap<number, number> | null;
  /** The lines deducting the deposits (deposit-lines.ts): on the invoice that settles the order. */
  deductions: readonly DocumentLine[];
}

/**
 * An invoice of a part of an order, or its balance after parts (docs/decisions/invoices.md). Parts of a
 * line share its amounts as credit notes do (credit-note-lines.ts): a line invoiced to its last unit
 * takes exactly what is left of it, parts take their amount excl. VAT in proportion and VAT per rate
 * on their bases. So the order's invoices add up to its total to the cent. The delivery goes on the
 * first invoice; the invoice after which nothing is left settles the order and deducts the deposits;
 * a part that would leave less to invoice than the deposits standing is refused (the balance would be
 * negative).
 */
export function partInvoiceAmountsOf({ whole, invoiced, firstInvoice, asked, deductions }: PartInput): PartOutcome {
  const lines: CreditableLine[] = whole.lines.map((l) => {
    const id = l.orderLineId ?? DELIVERY;
    const taken = id === DELIVERY ? (firstInvoice ? undefined : { quantity: l.quantity, htCents: l.lineHtCents, vatCents: l.vatCents }) : invoiced.get(id);
    return { ...l, id, creditedQuantity: taken?.quantity ?? 0, creditedHtCents: taken?.htCents ?? 0, creditedVatCents: taken?.vatCents ?? 0 };
  });
  const request = lines.flatMap((l) => {
    const left = leftOf(l).quantity;
    const quantity = asked === null || l.id === DELIVERY ? left : Math.min(left, asked.get(l.id) ?? 0);
    return quantity > 0 ? [{ lineId: l.id, quantity }] : [];
  });
  if (!request.some((r) => r.lineId !== DELIVERY)) return { ok: false, reason: 'nothingToInvoice' };
  const part = creditNoteAmountsOf(lines, request);
  if (!part.ok) return { ok: false, reason: 'nothingToInvoice' };

  const settles = lines.every((l) => leftOf(l).quantity === (request.find((r) => r.lineId === l.id)?.quantity ?? 0));
  if (settles) return { ok: true, settles, amounts: deductions.length ? amountsOf([...part.amounts.lines, ...deductions]) : part.amounts };
  const standing = -sumCents(deductions.map((d) => d.lineTtcCents));
  const taken = sumCents(lines.map((l) => l.creditedHtCents + l.creditedVatCents));
  const rest = whole.totalTtcCents - taken - part.amounts.totalTtcCents;
  if (rest < standing) return { ok: false, reason: 'depositsExceedRest' };
  return { ok: true, settles, amounts: part.amounts };
}
