import { notificationTitles } from '@vendange/contracts';
import { demoEvents, demoOrders, demoShops, demoUsers } from '@vendange/demo-data';
import type { Db } from '@vendange/service-kit';
import { maintenances, notifications } from './db/schema';

const shop1 = demoShops[0]!;
const firstOrder = demoOrders.find((o) => o.shopId === shop1.id && o.reference === 'CMD-2026-0001')!;
const buyerOrder = demoOrders.find((o) => o.shopId === shop1.id && o.buyerId !== null)!;
// 'Paiement reçu' tells of an order whose payment did arrive, never of one still awaiting it.
const paidOrder = demoOrders.find((o) => o.shopId === shop1.id && o.paymentStatus === 'paid')!;
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const buyer = demoUsers.find((u) => u.email === 'buyer@vendange.test')!;

/** Demo notifications, oldest first: three for the staff of shop 1, one for the buyer. */
const demoNotifications: Array<typeof notifications.$inferInsert> = [
  {
    shopId: shop1.id, permission: 'seeAllOrder', type: 'newOrder', title: notificationTitles.newOrder,
    message: `${firstOrder.reference} · ${firstOrder.clientName} · ${euros(firstOrder.totalTtcCents)}`, redirectLink: `/dashboard/orders/${firstOrder.id}`, createdAt: new Date(firstOrder.createdAt),
  },
  {
    shopId: shop1.id, permission: 'seeAllStock', type: 'stockUpdate', title: notificationTitles.stockUpdated,
    message: 'Viognier des Coteaux 2024 : 48 bouteilles entrées en stock.', redirectLink: '/dashboard/stocks', createdAt: new Date(demoEvents.stockArrivedAt),
  },
  {
    shopId: shop1.id, permission: 'seeAllPayment', type: 'payment', title: notificationTitles.paymentReceived,
    message: `${paidOrder.reference} · ${paidOrder.clientName} · ${euros(paidOrder.totalTtcCents)}`, redirectLink: `/dashboard/orders/${paidOrder.id}`, createdAt: new Date(demoEvents.transferReceivedAt),
  },
  {
    userId: buyer.id, type: 'orderStatus', title: notificationTitles.orderPlaced,
    message: `${buyerOrder.reference} : le producteur va la valider.`, redirectLink: `/dashboard/orders/${buyerOrder.id}`, createdAt: new Date(buyerOrder.createdAt),
  },
];

/** Seeds demo notifications once, on an empty notifications schema. */
export async function seedNotifications(db: Db): Promise<boolean> {
  const [anyNotification] = await db.select({ id: notifications.id }).from(notifications).limit(1);
  const [anyMaintenance] = await db.select({ id: maintenances.id }).from(maintenances).limit(1);
  if (anyNotification || anyMaintenance) return false;
  await db.insert(notifications).values(demoNotifications);
  return true;
}
