import type { CreateNotificationBody } from '@vendange/contracts';

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
