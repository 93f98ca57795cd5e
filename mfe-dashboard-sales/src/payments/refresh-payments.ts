import { mutate } from 'swr';
import { isPaymentsKey } from './payment-query';

/**
 * Every cached read of payments, outstandings and invoices is read again: a payment recorded or moved changes what
 * each invoice has left to pay (the API client only refreshes the collection the change was sent to).
 */
export function refreshPayments(): Promise<unknown> {
  return mutate(isPaymentsKey);
}
