import { shareCents, sumCents } from '@vendange/pricing';
import { amountsOf, type DocumentAmounts, type DocumentLine, type VatRow } from './invoice-lines';

/** A deposit asked on an order: a share of its total incl. VAT, in percent, or an amount incl. VAT. */
export type DepositAsk = { percent: number } | { amountCents: number };

/** A deposit invoice already issued on the order, by rate, less what credit notes took back of it. */
export interface IssuedDeposit { number: string; byRate: VatRow[] }

/** What is left to ask as deposits on an order: its total incl. VAT less the deposits still standing. */
export const depositRoom = (orderTtcCents: number, deposits: readonly IssuedDeposit[]) =>
  orderTtcCents - sumCents(deposits.flatMap((d) => d.byRate.map((r) => r.baseCents + r.vatCents)));

/**
 * A deposit invoice (VAT is due on a deposit for goods when it is cashed: DOMAIN.md). Its amount incl.
 * VAT is shared across the order's VAT rates in proportion to what each rate weighs incl. VAT, and each
 * part split into base and VAT at its rate: one line per rate. Refused beyond what is left to ask.
 */
export function depositAmountsOf(order: { reference: string; totalTtcCents: number; vatBreakdown: readonly VatRow[] }, ask: DepositAsk, deposits: readonly IssuedDeposit[], invoicedCents = 0):
  { ok: true; amounts: DocumentAmounts } | { ok: false; reason: 'depositTooLarge' | 'depositEmpty' } {
  const ttc = 'percent' in ask ? Math.round((order.totalTtcCents * ask.percent) / 100) : ask.amountCents;
  if (ttc <= 0) return { ok: false, reason: 'depositEmpty' };
  // Partial invoices already took part of the order: a deposit never goes beyond what is left to invoice.
  if (ttc > depositRoom(order.totalTtcCents - invoicedCents, deposits)) return { ok: false, reason: 'depositTooLarge' };
  const rates = order.vatBreakdown.filter((r) => r.baseCents + r.vatCents > 0);
  const parts = shareCents(ttc, rates.map((r) => r.baseCents + r.vatCents));
  const label = 'percent' in ask ? `Acompte de ${String(ask.percent).replace('.', ',')} % sur la commande ${order.reference}` : `Acompte sur la commande ${order.reference}`;
  const lines: DocumentLine[] = rates.map((r, i) => {
    const part = parts[i]!;
    // The part incl. VAT split at its rate: base = TTC / (1 + rate), VAT the rest.
    const base = Math.round((part * 100) / (100 + Number(r.rate)));
    return {
      orderLineId: null, label: rates.length > 1 ? `${label} (TVA ${r.rate.replace('.', ',')} %)` : label, quantity: 1,
      unitHtCents: base, discountCents: 0, lineHtCents: base, vatRate: r.rate, vatCents: part - base, lineTtcCents: part, dutiesCents: 0,
    };
  });
  return { ok: true, amounts: amountsOf(lines) };
}

/**
 * The lines by which a final invoice deducts the deposits already invoiced: one per deposit and rate,
 * a negative quantity at the deposit's base (its VAT was due when it was invoiced), so the invoice's
 * total is what is left to pay and its VAT what is left to declare.
 */
export function depositDeductionLines(deposits: readonly IssuedDeposit[]): DocumentLine[] {
  return deposits.flatMap((d) => d.byRate.filter((r) => r.baseCents + r.vatCents > 0).map((r): DocumentLine => ({
    orderLineId: null, label: `Acompte ${d.number} déduit${d.byRate.length > 1 ? ` (TVA ${r.rate.replace('.', ',')} %)` : ''}`, quantity: -1,
    unitHtCents: r.baseCents, discountCents: 0, lineHtCents: -r.baseCents, vatRate: r.rate, vatCents: -r.vatCents, lineTtcCents: -(r.baseCents + r.vatCents), dutiesCents: 0,
  })));
}
