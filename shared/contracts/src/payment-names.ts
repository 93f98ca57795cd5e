// The names of payment types and statuses, without zod: the payments screens read them to filter their lists and
// offer actions, and reading them from the schema modules brought zod (27 KB gzip) onto each of those screens
// (docs/decisions/front-end-performance.md, session 30). The schemas are built from them.

/** Payment types of spec point 9, as stored on orders and payments. */
export const paymentTypes = [
  'card', 'debit', 'transfer', 'lcr', 'stripe', 'cash', 'tips', 'cheque', 'restaurantTicket', 'giftVoucher', 'wallet', 'creditNote', 'other',
] as const;
type PaymentTypeName = (typeof paymentTypes)[number];

/** Payment status of spec point 4. */
export const paymentStatuses = ['pending', 'setup', 'processing', 'requiresAction', 'paid', 'partial', 'missing', 'refunded', 'error', 'cancelled', 'scheduled'] as const;
type PaymentStatusName = (typeof paymentStatuses)[number];

/**
 * The statuses a payment the producer records can take (spec point 4; docs/decisions/payments.md): received
 * and cleared (`paid`), handed to the bank and not yet cleared (`pending`), due later (`scheduled`: a bill of
 * exchange, a direct debit), rejected by the bank (`missing`: a bounced cheque), paid back (`refunded`),
 * entered by mistake (`cancelled`). Card payments have their own statuses (card-payments.ts).
 */
export const recordedPaymentStatuses = ['scheduled', 'pending', 'paid', 'missing', 'refunded', 'cancelled'] as const satisfies readonly PaymentStatusName[];
type RecordedPaymentStatus = (typeof recordedPaymentStatuses)[number];

/** What a payment may become from each status; a payment no longer held (missing, refunded, cancelled) pays nothing. */
export const paymentTransitions: Record<RecordedPaymentStatus, readonly RecordedPaymentStatus[]> = {
  scheduled: ['pending', 'paid', 'missing', 'cancelled'],
  pending: ['paid', 'missing', 'cancelled'],
  paid: ['missing', 'refunded', 'cancelled'],
  missing: [],
  refunded: [],
  cancelled: [],
};
/** Where a payment may move from its status; a refund (a negative amount: money paid back) is never itself refunded. */
export const paymentMovesOf = (p: { status: RecordedPaymentStatus; amountCents: number }): readonly RecordedPaymentStatus[] =>
  (p.amountCents < 0 ? paymentTransitions[p.status].filter((to) => to !== 'refunded') : paymentTransitions[p.status]);
/** Statuses whose allocations count as paying their invoices. */
export const payingStatuses: readonly RecordedPaymentStatus[] = ['scheduled', 'pending', 'paid'];

/** How a credit is paid back to the client: money that leaves the shop's bank or till. */
export const refundTypes = ['transfer', 'cheque', 'cash', 'card', 'other'] as const satisfies readonly PaymentTypeName[];

/** The reminders of an unpaid invoice, in order: a first reminder, a second, then a formal notice (mise en demeure). */
export const reminderLevels = ['first', 'second', 'formal'] as const;


/** Spec point 9 payment delays; the due date follows from the issue date (pricing's dueDateOf). */
export const paymentDelays = [
  'onOrder', 'onDelivery', 'days7', 'days10', 'days14', 'days30', 'days45', 'days60', 'days75', 'days90', 'days120',
  'endOfMonth', 'days30EndOfMonth', 'days45EndOfMonth', 'days60EndOfMonth', 'days90EndOfMonth', 'days120EndOfMonth',
] as const;

/** A SEPA batch's statuses (sepa.ts: what each means). */
export const sepaStatuses = ['pending', 'processing', 'completed', 'error'] as const;
export type SepaStatus = (typeof sepaStatuses)[number];
/** A batch may be deleted while no bank holds it: pending (never handed over), or refused by the bank (error). */
export const deletableSepaStatuses: readonly SepaStatus[] = ['pending', 'error'];
