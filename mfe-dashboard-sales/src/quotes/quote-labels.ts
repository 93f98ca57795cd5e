import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus, SaleChannel } from '@vendange/contracts';

/** A quote's statuses in a quote's words (the order vocabulary underneath, spec point 4). */
export const quoteStatusLabels: Partial<Record<OrderStatus, MessageDescriptor>> = {
  draft: /*i18n*/ { id: 'quote.status.draft', message: 'Brouillon' },
  pending: /*i18n*/ { id: 'quote.status.pending', message: 'Envoyé' },
  validated: /*i18n*/ { id: 'quote.status.validated', message: 'Accepté' },
  refused: /*i18n*/ { id: 'quote.status.refused', message: 'Refusé' },
  expired: /*i18n*/ { id: 'quote.status.expired', message: 'Expiré' },
  cancelled: /*i18n*/ { id: 'quote.status.cancelled', message: 'Annulé' },
};

/** The statuses the quotes list filters on. */
export const quoteFilterStatuses = ['draft', 'pending', 'validated', 'refused', 'expired', 'cancelled'] as const satisfies readonly OrderStatus[];
export type QuoteFilterStatus = (typeof quoteFilterStatuses)[number];

/** Badge colours: sent waits (orange), accepted (green), the rest grey or red. */
export const quoteStatusPalette: Record<QuoteFilterStatus, string> = {
  draft: 'gray', pending: 'orange', validated: 'green', refused: 'red', expired: 'gray', cancelled: 'red',
};

/** Where a sale comes from, as the producer reads it. */
export const channelLabels: Record<SaleChannel, MessageDescriptor> = {
  web: /*i18n*/ { id: 'sale.channel.web', message: 'Boutique en ligne' },
  staff: /*i18n*/ { id: 'sale.channel.staff', message: 'Saisie au bureau' },
  cashRegister: /*i18n*/ { id: 'sale.channel.cashRegister', message: 'Caisse' },
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in France as YYYY-MM-DD. */
export const frenchToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The calendar day of a value, a day ('2026-12-25') or a moment (read in French time). */
function dayOf(value: string): string {
  return DAY.test(value) ? value : frenchToday(new Date(value));
}

/** A calendar day shown DD/MM/YYYY (spec point 9) without moving it through a time zone. */
export function formatDay(value: string): string {
  const [, y, m, d] = DAY.exec(dayOf(value))!;
  return `${d}/${m}/${y}`;
}

/** A quote sent (or still draft) whose last day has passed: the client can no longer accept it. */
export function quotePastValidity(quote: { status: OrderStatus; validUntil: string | null }, now: Date): boolean {
  if (!quote.validUntil || (quote.status !== 'pending' && quote.status !== 'draft')) return false;
  return dayOf(quote.validUntil) < frenchToday(now);
}

/** Whether a quote may still be sent to the client (again, for a sent one). */
export const quoteSendable = (quote: { status: OrderStatus; orderId: number | null }) => (quote.status === 'draft' || quote.status === 'pending') && quote.orderId === null;

/** Whether a quote may still become an order (not refused, expired, cancelled nor already converted). */
export const quoteConvertible = (quote: { status: OrderStatus; orderId: number | null }) =>
  (quote.status === 'draft' || quote.status === 'pending' || quote.status === 'validated') && quote.orderId === null;

/** The status filter of the quotes list from the URL query (?status=), '' when none or unknown. */
export function quoteStatusOf(search: string): QuoteFilterStatus | '' {
  const value = new URLSearchParams(search).get('status') ?? '';
  return (quoteFilterStatuses as readonly string[]).includes(value) ? (value as QuoteFilterStatus) : '';
}

/** The URL query with the status filter set (or removed), other parameters kept. */
export function quoteStatusSearch(search: string, status: QuoteFilterStatus | ''): string {
  const params = new URLSearchParams(search);
  if (status) params.set('status', status);
  else params.delete('status');
  const s = params.toString();
  return s ? `?${s}` : '';
}
