import { mutate } from 'swr';
import { isInvoicesKey } from './invoice-query';

/** Every cached read of the invoices API (lists, an order's documents, one document) is read again. */
export function refreshInvoices(): Promise<unknown> {
  return mutate(isInvoicesKey);
}
