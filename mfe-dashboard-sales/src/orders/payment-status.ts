import type { PaymentStatus } from '@vendange/contracts';

/** Badge colours: spec point 9's blue, red, grey and light blue, orange otherwise; paid reads green. */
export type PaymentTone = 'blue' | 'red' | 'gray' | 'cyan' | 'orange' | 'green';

const tones: Record<PaymentStatus, PaymentTone> = {
  // Waiting on the buyer, or on a step they must take.
  pending: 'orange', requiresAction: 'orange', partial: 'orange',
  // The card is saved or the bank is at work: nothing to do but wait.
  setup: 'cyan', processing: 'cyan',
  scheduled: 'blue',
  paid: 'green',
  // Money that did not come: the producer must act.
  missing: 'red', error: 'red',
  // Over, nothing is owed.
  refunded: 'gray', cancelled: 'gray',
};

/** The badge colour of a payment status on the orders screens (its French name is shared: paymentStatusLabels in @vendange/ui). */
export function paymentStatusTone(status: PaymentStatus): PaymentTone {
  return tones[status];
}
