import { and, eq, lt, notInArray } from 'drizzle-orm';
import { defaultShopSalesRules, notificationTitles, type ShopSalesSettings } from '@vendange/contracts';
import type { Db, InternalCall } from '@vendange/service-kit';
import { orders } from './db/schema';
import type { OrderJobs } from './order-jobs';
import { waitingOrdersRepo } from './payments/waiting-orders-repo';

/**
 * An order whose card waits for 3-D Secure holds units nobody can buy: left that long (the bank's page
 * itself times out well before), it expires and they go back on sale. Not a shop setting: nothing was ordered yet.
 */
export const AUTHENTICATION_WAIT_MS = 30 * 60_000;

/** What the buyer is told when their order waiting for the card's authentication expires. */
export function authenticationExpiredNotification(order: { id: number; reference: string; buyerId: number }) {
  return {
    userId: order.buyerId, type: 'orderStatus' as const, title: notificationTitles.orderExpired,
    message: `Le paiement de votre commande ${order.reference} n'a pas été finalisé (authentification de la carte) : elle a expiré. Vous pouvez la passer de nouveau depuis votre panier.`,
    redirectLink: `/dashboard/orders/${order.id}`,
  };
}

/** A payment already taken (or being taken) keeps the order: only unpaid pending orders expire. */
const PAID = ['paid', 'partial', 'processing'] as const;
const DAY_MS = 24 * 3600 * 1000;

/** What the buyer is told when their order expires. */
export function orderExpiredNotification(order: { id: number; reference: string; buyerId: number }, days: number) {
  return {
    userId: order.buyerId, type: 'orderStatus' as const, title: notificationTitles.orderExpired,
    message: `Votre commande ${order.reference} est restée sans réponse du producteur pendant ${days} jours : elle a expiré.`,
    redirectLink: `/dashboard/orders/${order.id}`,
  };
}

/**
 * The sweep (every 10 minutes, and on demand in tests): each shop's unpaid pending orders older than its delay
 * (sales rules `pendingExpiryDays`, 10 days by default) become `expired`. In the same transaction as each
 * shop's change, the outbox gets what follows from it: the units held go back on sale, the buyer is notified
 * and mailed (once per order, by key).
 */
export async function expirePendingOrders(deps: { db: Db; internal: InternalCall; jobs: OrderJobs; now?: () => Date }): Promise<number> {
  const now = (deps.now ?? (() => new Date()))();
  // First the orders whose card authentication was never finished: their units, and the buyer told (once per order).
  const abandoned = await waitingOrdersRepo(deps.db).expireBefore(new Date(now.getTime() - AUTHENTICATION_WAIT_MS), (rows) => rows.flatMap((o) => [
    ...(o.checkoutId ? deps.jobs.releaseStock([{ shopId: o.shopId, holdKey: o.checkoutId }]) : []),
    ...(o.buyerId !== null ? [deps.jobs.notify(authenticationExpiredNotification({ ...o, buyerId: o.buyerId }), `order-expired:${o.id}`)] : []),
  ]), (tx, messages) => deps.jobs.announce(tx, messages));
  const unpaidPending = and(eq(orders.status, 'pending'), notInArray(orders.paymentStatus, [...PAID]));
  // No delay is under a day: shops with nothing pending that long are not even asked for their setting.
  const shops = await deps.db.selectDistinct({ shopId: orders.shopId }).from(orders).where(and(unpaidPending, lt(orders.createdAt, new Date(now.getTime() - DAY_MS))));
  let expired = abandoned.length;
  for (const { shopId } of shops) {
    const shop = await deps.internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${shopId}/sales-settings`);
    const days = shop.rules.pendingExpiryDays ?? defaultShopSalesRules.pendingExpiryDays!;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    expired += await deps.db.transaction(async (tx) => {
      const rows = await tx.update(orders).set({ status: 'expired' })
        .where(and(eq(orders.shopId, shopId), unpaidPending, lt(orders.createdAt, cutoff)))
        .returning({ id: orders.id, reference: orders.reference, buyerId: orders.buyerId, checkoutId: orders.checkoutId });
      await deps.jobs.announce(tx as unknown as Db, rows.flatMap((o) => [
        ...(o.checkoutId ? deps.jobs.releaseStock([{ shopId, holdKey: o.checkoutId }]) : []),
        ...(o.buyerId !== null ? [
          deps.jobs.notify(orderExpiredNotification({ ...o, buyerId: o.buyerId }, days), `order-expired:${o.id}`),
          deps.jobs.buyerMail({ orderId: o.id, kind: 'expired', days }, `order-expired-mail:${o.id}`),
        ] : []),
      ]));
      return rows.length;
    });
  }
  return expired;
}
