import { formatEuros, notificationTitles, type CreateNotificationBody } from '@vendange/contracts';
import type { OrderJobs } from '../order-jobs';

export interface FailedDebit { id: number; reference: string; buyerId: number | null; totalTtcCents: number }

/** What the buyer is told when the debit of a validated order is refused by their bank. */
export function paymentFailedNotification(order: FailedDebit & { buyerId: number }): CreateNotificationBody {
  return {
    userId: order.buyerId, type: 'payment', title: notificationTitles.paymentRefused,
    message: `Le paiement de votre commande ${order.reference} (${formatEuros(order.totalTtcCents)}) a été refusé par votre banque. Le producteur a validé la commande : contactez-le pour convenir d'un autre moyen de paiement.`,
    redirectLink: `/dashboard/orders/${order.id}`,
  };
}

/** Announces each buyer's notification (a job, retried until notifications takes it). */
export async function notifyPaymentFailed(jobs: Pick<OrderJobs, 'notify' | 'later'>, orders: readonly FailedDebit[]): Promise<void> {
  await jobs.later(orders.flatMap((order) => (order.buyerId === null ? [] : [jobs.notify(paymentFailedNotification({ ...order, buyerId: order.buyerId }))])));
}
