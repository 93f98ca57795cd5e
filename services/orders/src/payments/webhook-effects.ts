/** The part of a provider event we read. */
export interface ProviderEvent {
  id: string;
  type: string;
  data: {
    object: {
      id: string; metadata?: Record<string, string> | null; last_setup_error?: { message?: string } | null; last_payment_error?: { message?: string } | null;
      /** account.updated: a producer's card account. */
      charges_enabled?: boolean; details_submitted?: boolean;
    };
  };
}

export type EventEffect =
  | { kind: 'imprint'; setupIntentId: string; status: 'setup' | 'error'; lastError: string | null }
  /** `orderId` (from the intent's metadata) finds the payment when the event outruns the debit's own answer. */
  | { kind: 'debit'; paymentIntentId: string; orderId: number | null; status: 'paid' | 'error'; lastError: string | null }
  /** A producer's card account (Stripe Connect) can take charges, or no longer can. */
  | { kind: 'account'; accountId: string; chargesEnabled: boolean; detailsSubmitted: boolean };

const orderIdOf = (metadata: Record<string, string> | null | undefined): number | null => {
  const id = Number(metadata?.orderId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** What a provider event changes on our side; null for the events we do not follow. */
export function eventEffect(event: ProviderEvent): EventEffect | null {
  const object = event.data.object;
  switch (event.type) {
    case 'setup_intent.succeeded': return { kind: 'imprint', setupIntentId: object.id, status: 'setup', lastError: null };
    case 'setup_intent.setup_failed': return { kind: 'imprint', setupIntentId: object.id, status: 'error', lastError: object.last_setup_error?.message ?? null };
    case 'payment_intent.succeeded': return { kind: 'debit', paymentIntentId: object.id, orderId: orderIdOf(object.metadata), status: 'paid', lastError: null };
    case 'payment_intent.payment_failed':
      return { kind: 'debit', paymentIntentId: object.id, orderId: orderIdOf(object.metadata), status: 'error', lastError: object.last_payment_error?.message ?? null };
    case 'account.updated':
      return { kind: 'account', accountId: object.id, chargesEnabled: object.charges_enabled === true, detailsSubmitted: object.details_submitted === true };
    default: return null;
  }
}
