import type { SequenceType } from '@vendange/contracts';

/**
 * The SEPA sequence type of a debit under a mandate: OOFF for a one-off mandate, FRST for the first debit of a
 * recurrent one (none of its debits handed to the bank yet), RCUR after.
 */
export function sequenceTypeOf(recurrent: boolean, used: boolean): SequenceType {
  if (!recurrent) return 'OOFF';
  return used ? 'RCUR' : 'FRST';
}
