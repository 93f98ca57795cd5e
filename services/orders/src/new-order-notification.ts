import { notificationTitles, type CreateNotificationBody } from '@vendange/contracts';
import type { OutboxMessage } from '@vendange/service-kit';
import type { OrderJobs } from './order-jobs';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Cents as French euros: 1234567 → "12 345,67 €" (narrow no-break space for thousands, no-break space before €). */
export const formatEuros = (cents: number): string => euros.format(cents / 100);

/** What the shop's staff holding seeAllOrder are told when a buyer places an order. */
export function newOrderNotification(order: { id: number; shopId: number; reference: string; clientName: string; totalTtcCents: number }): CreateNotificationBody {
  return {
    shopId: order.shopId, permission: 'seeAllOrder', type: 'newOrder', title: notificationTitles.newOrder,
    message: `${order.reference} · ${order.clientName} · ${formatEuros(order.totalTtcCents)}`,
    redirectLink: `/dashboard/orders/${order.id}`,
  };
}

type NotifiedOrder = Parameters<typeof newOrderNotification>[0];

/**
 * What an order reaching its producer sets off: the shop's notification and mail, and the buyer's confirmation
 * mail, each keyed by the order, and the buyer made a client of the shop's CRM (one of each per order, whoever reports it first: checkout, 3-D Secure return, webhook).
 */
export function newOrderMessages(jobs: Pick<OrderJobs, 'notify' | 'buyerMail' | 'shopMail' | 'crmClient'>, placed: readonly NotifiedOrder[]): OutboxMessage[] {
  return placed.flatMap((order) => [
    jobs.notify(newOrderNotification(order), `new-order:${order.id}`),
    jobs.shopMail(order.id, `new-order-mail:${order.id}`),
    jobs.buyerMail({ orderId: order.id, kind: 'confirmation' }, `order-confirmation:${order.id}`),
    // The buyer becomes (or stays) a client of the shop's CRM (docs/decisions/crm-clients.md).
    jobs.crmClient(order.id, `crm-client:${order.id}`),
  ]);
}

/** Announces them on their own, once the orders are stored (durable from here; the queue retries). */
export async function notifyNewOrders(jobs: OrderJobs, placed: readonly NotifiedOrder[]): Promise<void> {
  await jobs.later(newOrderMessages(jobs, placed));
}
