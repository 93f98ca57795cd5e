import { sumCents, type Cents } from '@vendange/pricing';

/** An order line as stored when the order was priced. */
export interface PricedOrderLineRow {
  id: number;
  label: string;
  quantity: number;
  unitHtCents: number;
  vatRate: string;
  lineHtCents: number;
  vatCents: number;
  lineTtcCents: number;
  /** Excise and CSS inside the line (0 on lines stored before they were kept). */
  dutiesCents: number;
}

export interface OrderTotalsRow {
  totalHtCents: number | null;
  vatCents: number | null;
  totalTtcCents: number;
  shippingCents: number;
  discountCents: number;
}

/** A line of a document, amounts in cents; `lineHtCents` is after the promo code share. */
export interface DocumentLine {
  orderLineId: number | null;
  label: string;
  quantity: number;
  unitHtCents: Cents;
  discountCents: Cents;
  lineHtCents: Cents;
  vatRate: string;
  vatCents: Cents;
  lineTtcCents: Cents;
  /** Excise and CSS inside `lineHtCents` (shown, already counted). */
  dutiesCents: Cents;
}

export interface VatRow { rate: string; baseCents: Cents; vatCents: Cents }

export interface DocumentAmounts {
  lines: DocumentLine[];
  vatBreakdown: VatRow[];
  totalHtCents: Cents;
  vatCents: Cents;
  totalTtcCents: Cents;
}

/** Why an order's stored amounts cannot make an invoice (imported without detail, or not adding up). */
export class UninvoiceableAmounts extends Error {}

/** VAT per rate from the lines (each rate's VAT is the sum its lines carry), by descending rate. */
export function vatBreakdownOf(lines: readonly DocumentLine[]): VatRow[] {
  const byRate = new Map<string, VatRow>();
  for (const line of lines) {
    const row = byRate.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0 };
    row.baseCents += line.lineHtCents;
    row.vatCents += line.vatCents;
    byRate.set(line.vatRate, row);
  }
  return [...byRate.values()].sort((a, b) => Number(b.rate) - Number(a.rate));
}

export function amountsOf(lines: DocumentLine[]): DocumentAmounts {
  const totalHtCents = sumCents(lines.map((l) => l.lineHtCents));
  const vatCents = sumCents(lines.map((l) => l.vatCents));
  return { lines, vatBreakdown: vatBreakdownOf(lines), totalHtCents, vatCents, totalTtcCents: totalHtCents + vatCents };
}

/**
 * The invoice of a whole order, from what the order stored when it was priced (never priced again):
 * each goods line net of its share of the promo code (its TTC less its VAT), and the delivery as a
 * line at the shipping rate carrying the VAT the order's lines do not. Those lines add up to the
 * order's totals to the cent, or it is refused; the deposits invoiced before are then deducted.
 */
export function invoiceAmountsOf(order: OrderTotalsRow, orderLines: readonly PricedOrderLineRow[], shipping: { label: string; vatRate: string }, deductions: readonly DocumentLine[] = []): DocumentAmounts {
  if (order.totalHtCents === null || order.vatCents === null) throw new UninvoiceableAmounts('order without priced totals');
  const lines: DocumentLine[] = orderLines.map((l) => {
    const net = l.lineTtcCents - l.vatCents;
    return {
      orderLineId: l.id, label: l.label, quantity: l.quantity, unitHtCents: l.unitHtCents, discountCents: l.lineHtCents - net,
      lineHtCents: net, vatRate: l.vatRate, vatCents: l.vatCents, lineTtcCents: l.lineTtcCents, dutiesCents: l.dutiesCents,
    };
  });
  const shippingVat = order.vatCents - sumCents(orderLines.map((l) => l.vatCents));
  if (order.shippingCents > 0 || shippingVat !== 0) {
    lines.push({
      orderLineId: null, label: shipping.label, quantity: 1, unitHtCents: order.shippingCents, discountCents: 0,
      lineHtCents: order.shippingCents, vatRate: shipping.vatRate, vatCents: shippingVat, lineTtcCents: order.shippingCents + shippingVat, dutiesCents: 0,
    });
  }
  const amounts = amountsOf(lines);
  if (amounts.totalHtCents !== order.totalHtCents || amounts.totalTtcCents !== order.totalTtcCents) {
    throw new UninvoiceableAmounts(`lines add up to ${amounts.totalHtCents}/${amounts.totalTtcCents}, the order says ${order.totalHtCents}/${order.totalTtcCents}`);
  }
  // Deposits already invoiced come off last (deposit-lines.ts): the invoice's total is what is left to pay.
  return deductions.length ? amountsOf([...lines, ...deductions]) : amounts;
}
