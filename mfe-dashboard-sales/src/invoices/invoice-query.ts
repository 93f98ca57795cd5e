import type { InvoiceKind, LegalStatus } from '@vendange/contracts';

/** What the producer narrows a list of documents to; '' is "any". */
export interface InvoiceFilters {
  /** YYYY-MM-DD, as a date input gives it. */
  from: string;
  to: string;
  legalStatus: LegalStatus | '';
}

export const noInvoiceFilters: InvoiceFilters = { from: '', to: '', legalStatus: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A period that ends before it starts (ISO days compare as text). */
export function periodInverted(filters: InvoiceFilters): boolean {
  return DAY.test(filters.from) && DAY.test(filters.to) && filters.from > filters.to;
}

/** The filters a link names (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), anything else left out. */
export function filtersOfSearch(search: URLSearchParams): InvoiceFilters {
  const day = (key: string) => (DAY.test(search.get(key) ?? '') ? search.get(key)! : '');
  return { ...noInvoiceFilters, from: day('from'), to: day('to') };
}

export function hasInvoiceFilters(filters: InvoiceFilters): boolean {
  return filters.from !== '' || filters.to !== '' || filters.legalStatus !== '';
}

/**
 * The query of GET /v1/invoices for one list: staff name the shop they work on (as the orders list), a buyer
 * names none and gets their own. An inverted period is not sent: the fields say what is wrong instead.
 */
export function invoiceListQuery(kind: InvoiceKind, filters: InvoiceFilters, shopId: number | null): Record<string, string | number | undefined> {
  const period = periodInverted(filters) ? {} : {
    from: DAY.test(filters.from) ? filters.from : undefined,
    to: DAY.test(filters.to) ? filters.to : undefined,
  };
  return {
    kind,
    ...(shopId !== null ? { shopId } : {}),
    ...period,
    legalStatus: filters.legalStatus || undefined,
  };
}

/** The query of an order's documents (its page): staff name the order's shop, its buyer none. */
export function orderInvoicesQuery(orderId: number, shopId: number | null): Record<string, string | number | undefined> {
  return { orderId, ...(shopId !== null ? { shopId } : {}), limit: 100 };
}

/** Whether an SWR key is a read of the invoices API (a list or one document), refreshed after an invoice or credit note is issued. */
export function isInvoicesKey(key: unknown): boolean {
  return typeof key === 'string' && /\/v1\/invoices(?:[/?]|$)/.test(key);
}

/** The name a downloaded PDF gets: the document's number (FA2026-00001.pdf), nothing a file system refuses. */
export function pdfFileName(number: string): string {
  const safe = number.replace(/[^\w.-]+/g, '_');
  return `${safe || 'facture'}.pdf`;
}
