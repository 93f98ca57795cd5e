import { D } from './decimal';
import { roundToCents, type Cents } from './money';
import { shareCents } from './seller-cart';
import { vatInTtc } from './ttc-shown';

/**
 * The till's money (docs/decisions/cash-register.md). A till sells to consumers at prices incl. VAT: the amount
 * charged incl. VAT is the fact, VAT and excl.-VAT amounts are derived from it per rate (rounding.md, vatInTtc).
 * The same functions run in the browser (the till, online or not) and on the server (the recorded sale), so the
 * ticket printed and the ticket recorded never differ by a cent.
 */

export interface TillLineInput {
  /** The price list's unit price incl. VAT (and duties). */
  unitTtcCents: Cents;
  quantity: number;
  /** A unit price incl. VAT set by the seller instead of the list's (pricing's fixedUnit, on the TTC basis of a till). */
  fixedUnitTtcCents?: Cents | null;
  /** A line discount in percent ('10', '12.5'), after the price. */
  discountPercent?: string | null;
  vatRate: string;
}

export interface TillLineAmount {
  /** The unit price charged before the line discount. */
  unitChargedCents: Cents;
  /** What the line's discounts took off the list price × quantity (price set and percent). */
  discountCents: Cents;
  /** The line incl. VAT after its own discount, before the ticket's. */
  lineTtcCents: Cents;
}

function percentOf(text: string | null | undefined): string {
  const p = text === null || text === undefined || text === '' ? '0' : text;
  const n = Number(p);
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new RangeError(`discount percent out of range: ${p}`);
  return p;
}

/** A line: its unit price (the list's or the one set), times the quantity, less its percent discount, rounded half up. */
export function tillLineAmount(line: TillLineInput): TillLineAmount {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity must be a positive integer');
  const unit = line.fixedUnitTtcCents ?? line.unitTtcCents;
  const gross = unit * line.quantity;
  const lineTtcCents = roundToCents(D(gross).times(D(100).minus(percentOf(line.discountPercent))).div(10000));
  return { unitChargedCents: unit, discountCents: line.unitTtcCents * line.quantity - lineTtcCents, lineTtcCents };
}

export interface TillVatLine { rate: string; ttcCents: Cents; vatCents: Cents; htCents: Cents }

export interface TillTicketAmounts {
  lines: Array<TillLineAmount & { vatRate: string; /** after the ticket discount's share */ finalTtcCents: Cents }>;
  /** Before the ticket discount. */
  subtotalCents: Cents;
  ticketDiscountCents: Cents;
  /** Every discount of the ticket: lines' and ticket's. */
  discountCents: Cents;
  totalTtcCents: Cents;
  vatCents: Cents;
  totalHtCents: Cents;
  /** VAT per rate, in increasing rate order (the receipt's legal breakdown). */
  vatLines: TillVatLine[];
}

/**
 * The ticket: each line, a ticket discount in percent spread over the lines in proportion (largest remainder, so
 * the shares add up to the cent), and VAT per rate computed on each rate's total incl. VAT.
 */
export function tillTicketAmounts(lines: readonly TillLineInput[], ticketDiscountPercent?: string | null): TillTicketAmounts {
  const amounts = lines.map(tillLineAmount);
  const subtotalCents = amounts.reduce((s, a) => s + a.lineTtcCents, 0);
  const ticketDiscountCents = subtotalCents - roundToCents(D(subtotalCents).times(D(100).minus(percentOf(ticketDiscountPercent))).div(10000));
  const shares = shareCents(ticketDiscountCents, amounts.map((a) => a.lineTtcCents));
  const withFinal = amounts.map((a, i) => ({ ...a, vatRate: lines[i]!.vatRate, finalTtcCents: a.lineTtcCents - shares[i]! }));
  const byRate = new Map<string, Cents>();
  for (const l of withFinal) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.finalTtcCents);
  const vatLines = [...byRate.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).map(([rate, ttcCents]) => {
    const vatCents = vatInTtc(ttcCents, rate);
    return { rate, ttcCents, vatCents, htCents: ttcCents - vatCents };
  });
  const totalTtcCents = subtotalCents - ticketDiscountCents;
  const vatCents = vatLines.reduce((s, v) => s + v.vatCents, 0);
  return {
    lines: withFinal, subtotalCents, ticketDiscountCents,
    discountCents: withFinal.reduce((s, l) => s + l.discountCents, 0) + ticketDiscountCents,
    totalTtcCents, vatCents, totalHtCents: totalTtcCents - vatCents, vatLines,
  };
}

export interface TillPaymentInput { type: string; amountCents: Cents }

export type TillSettlement =
  | { ok: true; dueCents: Cents; tenderedCents: Cents; changeCents: Cents; /** What each type really brought in: cash less the change given. */ kept: TillPaymentInput[] }
  | { ok: false; code: 'UNDERPAID' | 'CHANGE_WITHOUT_CASH' | 'BAD_AMOUNT'; missingCents: Cents };

/**
 * Split payment over the accepted types, cash tendered and change, tips. Due = ticket total + tips. Only cash gives
 * change back: paying more than due is allowed up to the cash tendered; by card or any other type it must be exact.
 */
export function settleTill(totalTtcCents: Cents, tipsCents: Cents, payments: readonly TillPaymentInput[]): TillSettlement {
  if (payments.some((p) => !Number.isSafeInteger(p.amountCents) || p.amountCents <= 0) || !Number.isSafeInteger(tipsCents) || tipsCents < 0) {
    return { ok: false, code: 'BAD_AMOUNT', missingCents: 0 };
  }
  const dueCents = totalTtcCents + tipsCents;
  const tenderedCents = payments.reduce((s, p) => s + p.amountCents, 0);
  if (tenderedCents < dueCents) return { ok: false, code: 'UNDERPAID', missingCents: dueCents - tenderedCents };
  const changeCents = tenderedCents - dueCents;
  const cash = payments.filter((p) => p.type === 'cash').reduce((s, p) => s + p.amountCents, 0);
  if (changeCents > cash) return { ok: false, code: 'CHANGE_WITHOUT_CASH', missingCents: 0 };
  // The change comes out of the cash tendered, the last cash payments first.
  let left = changeCents;
  const kept: TillPaymentInput[] = [];
  for (const p of [...payments].reverse()) {
    const back = p.type === 'cash' ? Math.min(left, p.amountCents) : 0;
    left -= back;
    if (p.amountCents - back > 0) kept.unshift({ type: p.type, amountCents: p.amountCents - back });
  }
  return { ok: true, dueCents, tenderedCents, changeCents, kept };
}

/** What is still to be paid (positive) or to give back (negative) while payments are being entered. */
export function tillRemaining(totalTtcCents: Cents, tipsCents: Cents, payments: readonly TillPaymentInput[]): Cents {
  return totalTtcCents + tipsCents - payments.reduce((s, p) => s + p.amountCents, 0);
}
