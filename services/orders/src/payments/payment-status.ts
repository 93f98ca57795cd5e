import type { PaymentStatus } from '@vendange/contracts';

/**
 * Our payment status for the zero-euro imprint, from the provider's SetupIntent status. A declined
 * card or a failed 3-D Secure leaves the intent waiting for another card: for us, an error.
 */
export function imprintStatusOf(setupIntentStatus: string): PaymentStatus {
  switch (setupIntentStatus) {
    case 'succeeded': return 'setup';
    case 'requires_action': return 'requiresAction';
    case 'processing': return 'processing';
    case 'requires_confirmation': return 'pending';
    case 'canceled': return 'cancelled';
    default: return 'error';
  }
}

/**
 * Our payment status for the debit, from the provider's PaymentIntent status. The buyer is not there
 * when the producer validates, so a debit that asks for authentication has failed.
 */
export function debitStatusOf(paymentIntentStatus: string): PaymentStatus {
  switch (paymentIntentStatus) {
    case 'succeeded': return 'paid';
    case 'processing':
    case 'requires_capture': return 'processing';
    case 'canceled': return 'cancelled';
    default: return 'error';
  }
}

/** Statuses an imprint outcome may replace: a later step (debit, cancellation) is never undone by a late imprint event. */
export const imprintPhase: readonly PaymentStatus[] = ['pending', 'requiresAction', 'processing', 'error', 'setup'];

/** Statuses a debit outcome may replace. */
export const debitPhase: readonly PaymentStatus[] = ['setup', 'processing', 'requiresAction'];
