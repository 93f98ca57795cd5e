import { mutate } from 'swr';

/** Whether a cached read changes with a mandate, a batch or a debit's payment (outstandings, payments, invoices too). */
export const isSepaKey = (key: unknown): boolean => typeof key === 'string' && /\/v1\/(?:sepa|payments|outstandings|invoices)(?:[/?]|$)/.test(key);
/** Every such read again. */
export const refreshSepa = (): Promise<unknown> => mutate(isSepaKey);
