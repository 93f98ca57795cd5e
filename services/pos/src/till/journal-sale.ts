import type { Ticket } from '@vendange/contracts';
import type { JournalSale } from '../journal/journal-append';

/**
 * A ticket as the journal keeps it (services/pos/src/journal): lines before the ticket discount, the ticket
 * discount, VAT per rate, payments net of change; a cancellation is the sale with every amount negated.
 */
export function journalSaleOf(t: Pick<Ticket, 'lines' | 'vatLines' | 'payments' | 'totalTtcCents' | 'tipsCents' | 'tenderedCents' | 'changeCents' | 'clientId' | 'ticketDiscountReason'>): JournalSale {
  const lineTotal = t.lines.reduce((s, l) => s + l.lineTtcCents, 0);
  const ticketDiscount = lineTotal - t.totalTtcCents;
  const cash = t.payments.some((p) => p.type === 'cash');
  return {
    lines: t.lines.map((l) => ({
      label: l.label, productId: l.productId, quantity: l.quantity, unitPriceCents: l.unitTtcCents,
      discountCents: l.quantity * l.unitTtcCents - l.lineTtcCents, discountReason: l.reason, totalCents: l.lineTtcCents, vatRate: l.vatRate,
    })),
    ticketDiscount: ticketDiscount !== 0 ? { amountCents: ticketDiscount, reason: t.ticketDiscountReason ?? '' } : null,
    vat: t.vatLines.map((v) => ({ rate: v.rate, exclVatCents: v.htCents, vatCents: v.vatCents, inclVatCents: v.ttcCents })),
    payments: t.payments.map((p) => ({ type: p.type, amountCents: p.amountCents })),
    totalCents: t.totalTtcCents,
    tipsCents: t.tipsCents,
    cashTenderedCents: cash ? t.tenderedCents : null,
    changeCents: cash ? t.changeCents : null,
    clientId: t.clientId,
  };
}

/** The cancellation's figures: the sale's, every amount and quantity negated (a correction is a new entry, never an edit). */
export function negated<T extends Pick<Ticket, 'lines' | 'vatLines' | 'payments' | 'totalTtcCents' | 'totalHtCents' | 'vatCents' | 'discountCents' | 'tipsCents' | 'tenderedCents' | 'changeCents'>>(t: T): T {
  return {
    ...t,
    lines: t.lines.map((l) => ({ ...l, quantity: -l.quantity, lineTtcCents: -l.lineTtcCents })),
    vatLines: t.vatLines.map((v) => ({ ...v, ttcCents: -v.ttcCents, vatCents: -v.vatCents, htCents: -v.htCents })),
    payments: t.payments.map((p) => ({ ...p, amountCents: -p.amountCents })),
    totalTtcCents: -t.totalTtcCents, totalHtCents: -t.totalHtCents, vatCents: -t.vatCents, discountCents: -t.discountCents,
    tipsCents: -t.tipsCents, tenderedCents: -t.tenderedCents, changeCents: -t.changeCents,
  };
}

/** A ticket's reference in the journal and on the receipt: the sales point and its number ('T3-000042'). */
export const ticketReference = (salesPointId: number, number: number) => `T${salesPointId}-${String(number).padStart(6, '0')}`;
