import type { OrderStatus, PaymentStatus, PaymentType } from '@vendange/contracts';

export interface DecisionOrder { status: OrderStatus; paymentType: PaymentType | null }
/** The order's card payment, when it has one. */
export interface DecisionCard { status: PaymentStatus }

export interface Refusal { code: string; message: string }

export type ValidationDecision =
  | { action: 'validate'; debit: boolean }
  /** Validated before: answering again is harmless, and a debit that could not reach the provider is tried again. */
  | { action: 'alreadyDone'; debit: boolean }
  | { action: 'refuse'; refusal: Refusal };

export const decisionMessages = {
  notPendingToValidate: 'Seule une commande en attente peut être validée.',
  notPendingToRefuse: 'Seule une commande en attente peut être refusée.',
  imprintMissing: "L'empreinte bancaire de cette commande n'a pas été enregistrée : elle ne peut pas être validée. Refusez-la ou convenez d'un autre moyen de paiement avec le client.",
  imprintWaiting: "Le client n'a pas encore confirmé sa carte (authentification 3-D Secure en attente) : la commande ne peut pas être validée pour le moment.",
  imprintFailed: "L'enregistrement de la carte du client a échoué : la commande ne peut pas être validée. Refusez-la ou convenez d'un autre moyen de paiement avec le client.",
  imprintCancelled: 'Le paiement par carte de cette commande a été annulé : elle ne peut pas être validée.',
  notValidatedToCancel: 'Seule une commande validée peut être annulée (une commande en attente se refuse).',
  invoicedToCancel: 'Cette commande est facturée : annulez sa facture par un avoir (Factures), elle ne peut plus être annulée ici.',
  paidToCancel: 'Cette commande est payée : remboursez le client avant de l’annuler.',
} as const;

/**
 * Spec point 4: the producer validates a pending order; a card order only once its zero-euro imprint
 * is done, and that imprint is then debited.
 */
export function validationDecision(order: DecisionOrder, card: DecisionCard | null): ValidationDecision {
  if (order.status === 'validated') return { action: 'alreadyDone', debit: card?.status === 'setup' };
  if (order.status !== 'pending') return { action: 'refuse', refusal: { code: 'ORDER_NOT_PENDING', message: decisionMessages.notPendingToValidate } };
  if (!card) {
    return order.paymentType === 'stripe'
      ? { action: 'refuse', refusal: { code: 'CARD_NOT_SET_UP', message: decisionMessages.imprintMissing } }
      : { action: 'validate', debit: false };
  }
  switch (card.status) {
    case 'setup': return { action: 'validate', debit: true };
    case 'pending':
    case 'processing':
    case 'requiresAction': return { action: 'refuse', refusal: { code: 'CARD_NOT_SET_UP', message: decisionMessages.imprintWaiting } };
    case 'error': return { action: 'refuse', refusal: { code: 'CARD_FAILED', message: decisionMessages.imprintFailed } };
    case 'cancelled': return { action: 'refuse', refusal: { code: 'CARD_CANCELLED', message: decisionMessages.imprintCancelled } };
    // Already paid some other way: nothing left to debit.
    default: return { action: 'validate', debit: false };
  }
}

export type RefusalDecision =
  | { action: 'refuse'; cancelCard: boolean }
  | { action: 'alreadyDone' }
  | { action: 'reject'; refusal: Refusal };

/** The producer refuses a pending order; its card payment, if any and not settled, is cancelled. */
export function refusalDecision(order: DecisionOrder, card: DecisionCard | null): RefusalDecision {
  if (order.status === 'refused') return { action: 'alreadyDone' };
  if (order.status !== 'pending') return { action: 'reject', refusal: { code: 'ORDER_NOT_PENDING', message: decisionMessages.notPendingToRefuse } };
  const settled: readonly PaymentStatus[] = ['paid', 'refunded', 'cancelled'];
  return { action: 'refuse', cancelCard: card !== null && !settled.includes(card.status) };
}

export interface CancelOrder extends DecisionOrder { paymentStatus: PaymentStatus }

export type CancellationDecision =
  | { action: 'cancel'; cancelCard: boolean }
  | { action: 'alreadyDone' }
  | { action: 'reject'; refusal: Refusal };

/**
 * The producer cancels a validated order (docs/decisions/order-statuses.md): its units go back on sale and
 * a card imprint not yet debited is cancelled. An invoiced order is cancelled by a credit note instead, and
 * a paid one must be refunded first (refunds come with the payments issue).
 */
export function cancellationDecision(order: CancelOrder, card: DecisionCard | null): CancellationDecision {
  if (order.status === 'cancelled') return { action: 'alreadyDone' };
  if (order.status === 'invoiced') return { action: 'reject', refusal: { code: 'ORDER_INVOICED', message: decisionMessages.invoicedToCancel } };
  if (order.status !== 'validated') return { action: 'reject', refusal: { code: 'ORDER_NOT_VALIDATED', message: decisionMessages.notValidatedToCancel } };
  if (order.paymentStatus === 'paid' || card?.status === 'paid') return { action: 'reject', refusal: { code: 'ORDER_PAID', message: decisionMessages.paidToCancel } };
  const settled: readonly PaymentStatus[] = ['paid', 'refunded', 'cancelled'];
  return { action: 'cancel', cancelCard: card !== null && !settled.includes(card.status) };
}

/**
 * The buyer's mail after the producer's answer (issue 15, item 4). A validation is told once its debit is known:
 * not when the card was refused (the payment-failed notification says so), nor while the order is not validated.
 */
export const decisionMails = {
  validated: (order: { id: number; status: OrderStatus; paymentStatus: PaymentStatus }) =>
    (order.status === 'validated' && order.paymentStatus !== 'error' ? { orderId: order.id, kind: 'validated' as const } : null),
  refused: (orderId: number) => ({ orderId, kind: 'refused' as const }),
  cancelled: (orderId: number) => ({ orderId, kind: 'cancelled' as const }),
};
