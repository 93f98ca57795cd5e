import type { FastifyInstance } from 'fastify';
import type { ShopSalesSettings, UserContact } from '@vendange/contracts';
import { setupServiceJobs, type OutboxMessage, type ServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from './db/schema';
import { orderLink, orderMails } from './order-mails';
import type { OrdersRepo } from './orders-repo';
import type { StockHoldRef } from './stock-holds';

/** The queues of orders (docs/decisions/durable-work.md); `orders.mail` and `orders.notify` come with the service kit. */
export const orderQueues = {
  releaseStock: 'orders.release-stock',
  buyerMail: 'orders.buyer-mail',
  expirePending: 'orders.expire-pending',
} as const;

type BuyerMail = { orderId: number; kind: 'confirmation' } | { orderId: number; kind: 'expired'; days: number };

export interface OrderJobs extends ServiceJobs {
  /** Announces `messages` on their own (no state change goes with them): durable from here on. */
  later(messages: readonly OutboxMessage[]): Promise<void>;
  /** Gives back what each key holds at its shop (catalog releases once, whatever the attempts). */
  releaseStock(holds: readonly StockHoldRef[]): OutboxMessage[];
  /** A mail to the order's buyer, built when sent from the order as stored. */
  buyerMail(mail: BuyerMail, key: string): OutboxMessage;
}

/** Declares orders' consumers and starts its relay; the expiry sweep runs every 10 minutes. */
export async function setupOrderJobs(app: FastifyInstance, options: ServiceOptions, repo: OrdersRepo, expirePending: () => Promise<void>): Promise<OrderJobs> {
  const { jobs, internal, mailer, publicUrl } = options;
  const base = await setupServiceJobs(app, options, 'orders', outbox);

  await jobs.work<StockHoldRef>(orderQueues.releaseStock, async ({ data }) => {
    await internal<{ released: number }>('catalog', 'POST', '/v1/internal/stock/holds/release', { shopId: data.shopId, holdKey: data.holdKey });
  });

  await jobs.work<BuyerMail>(orderQueues.buyerMail, async ({ key, data }) => {
    const order = await repo.byId(data.orderId);
    if (!order || order.buyerId === null) return;
    const [buyer, shop] = await Promise.all([
      internal<UserContact>('identity', 'GET', `/v1/internal/users/${order.buyerId}/contact`),
      internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${order.shopId}/sales-settings`),
    ]);
    const to = order.contact?.email ?? buyer.email;
    const href = orderLink(publicUrl, order.id);
    const mail = data.kind === 'confirmation'
      ? orderMails.confirmation(to, buyer.firstname, shop.name, order, href)
      : orderMails.expired(to, buyer.firstname, shop.name, order, data.days, href);
    await mailer.send({ ...mail, key });
  });

  await jobs.work(orderQueues.expirePending, expirePending, { retryLimit: 2 });
  await jobs.schedule(orderQueues.expirePending, '*/10 * * * *');

  return {
    ...base,
    later: (messages) => base.announce(options.db, messages),
    releaseStock: (holds) => holds.map((h) => ({ queue: orderQueues.releaseStock, data: { shopId: h.shopId, holdKey: h.holdKey } })),
    buyerMail: (mail, key) => ({ queue: orderQueues.buyerMail, data: { ...mail }, key }),
  };
}
