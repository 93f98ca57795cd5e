import type { FastifyBaseLogger } from 'fastify';
import type { CreateNotificationBody } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Cents as French euros: 1234567 → "12 345,67 €" (narrow no-break space for thousands, no-break space before €). */
export const formatEuros = (cents: number): string => euros.format(cents / 100);

/** What the shop's staff holding seeAllOrder are told when a buyer places an order. */
export function newOrderNotification(order: { id: number; shopId: number; reference: string; clientName: string; totalTtcCents: number }): CreateNotificationBody {
  return {
    shopId: order.shopId, permission: 'seeAllOrder', type: 'newOrder', title: 'Nouvelle commande',
    message: `${order.reference} · ${order.clientName} · ${formatEuros(order.totalTtcCents)}`,
    redirectLink: `/dashboard/orders/${order.id}`,
  };
}

type NotifiedOrder = Parameters<typeof newOrderNotification>[0];

/** Tells each order's shop; a notification that cannot be sent is logged, never undoes the order. */
export async function notifyNewOrders(internal: InternalCall, log: FastifyBaseLogger, placed: readonly NotifiedOrder[]): Promise<void> {
  await Promise.all(placed.map(async (order) => {
    try {
      await internal('notifications', 'POST', '/v1/internal/notifications', newOrderNotification(order));
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'new order notification could not be sent');
    }
  }));
}
