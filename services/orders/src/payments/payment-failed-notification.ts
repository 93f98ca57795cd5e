import type { FastifyBaseLogger } from 'fastify';
import { formatEuros, type CreateNotificationBody } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';

export interface FailedDebit { id: number; reference: string; buyerId: number | null; totalTtcCents: number }

/** What the buyer is told when the debit of a validated order is refused by their bank. */
export function paymentFailedNotification(order: FailedDebit & { buyerId: number }): CreateNotificationBody {
  return {
    userId: order.buyerId, type: 'payment', title: 'Paiement refusé',
    message: `Le paiement de votre commande ${order.reference} (${formatEuros(order.totalTtcCents)}) a été refusé par votre banque. Le producteur a validé la commande : contactez-le pour convenir d'un autre moyen de paiement.`,
    redirectLink: `/dashboard/orders/${order.id}`,
  };
}

/** Notifies each buyer; a notification that cannot be sent is logged and never undoes the payment's record. */
export async function notifyPaymentFailed(internal: InternalCall, log: FastifyBaseLogger, orders: readonly FailedDebit[]): Promise<void> {
  for (const order of orders) {
    if (order.buyerId === null) continue;
    try {
      await internal('notifications', 'POST', '/v1/internal/notifications', paymentFailedNotification({ ...order, buyerId: order.buyerId }));
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'payment failure notification could not be sent');
    }
  }
}
