import { oneOf, payingStatuses, paymentTypes, recordedPaymentStatuses, type PaymentType, type RecordedPaymentStatus } from '@vendange/contracts';

/** The payments list's filters, kept in the URL query (?status=paid&type=cheque&from=…&to=…); '' is "any". */
export interface PaymentFilters {
  status: RecordedPaymentStatus | '';
  type: PaymentType | '';
  /** YYYY-MM-DD (received on, both days included). */
  from: string;
  to: string;
}

export const noPaymentFilters: PaymentFilters = { status: '', type: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOr = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The filters a URL query holds; anything unknown is ignored. */
export function paymentFiltersOf(search: string): PaymentFilters {
  const params = new URLSearchParams(search);
  const status = oneOf(recordedPaymentStatuses, params.get('status')) ?? '';
  const type = oneOf(paymentTypes, params.get('type')) ?? '';
  return { status, type, from: dayOr(params.get('from')), to: dayOr(params.get('to')) };
}

/** The URL query of some filters, other parameters kept; no filter leaves none. */
export function paymentFiltersSearch(search: string, filters: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const key of ['status', 'type', 'from', 'to'] as const) {
    if (filters[key]) params.set(key, filters[key]);
    else params.delete(key);
  }
  return params;
}

export const hasPaymentFilters = (f: PaymentFilters) => f.status !== '' || f.type !== '' || f.from !== '' || f.to !== '';

/** The query of GET /v1/payments for these filters; an inverted period is not sent (the fields say what is wrong). */
export function paymentListQuery(filters: PaymentFilters, shopId: number | null): Record<string, string | number | undefined> {
  const inverted = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  return {
    ...(shopId !== null ? { shopId } : {}),
    status: filters.status || undefined,
    type: filters.type || undefined,
    from: inverted ? undefined : filters.from || undefined,
    to: inverted ? undefined : filters.to || undefined,
  };
}

/** A move after which the payment no longer pays its invoices (missing, refunded, cancelled): confirmed first. */
export const stopsPaying = (to: RecordedPaymentStatus) => !payingStatuses.includes(to);

/** Whether an SWR key reads payments, outstandings or invoices: all change when a payment is recorded or moves. */
export function isPaymentsKey(key: unknown): boolean {
  return typeof key === 'string' && /\/v1\/(?:payments|outstandings|invoices)(?:[/?]|$)/.test(key);
}
