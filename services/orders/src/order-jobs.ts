import type { FastifyInstance } from 'fastify';
import type { BuyerClientBody, ShopSalesSettings, StockDocumentBody, UserContact } from '@vendange/contracts';
import { setupServiceJobs, type OutboxMessage, type ServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from './db/schema';
import { orderLocale } from './mails/mail-locale';
import type { BuyerMailFacts } from './mails/buyer-mail-facts';
import { orderCancelledMail } from './mails/order-cancelled-mail';
import { newOrderMail, orderConfirmationMail, orderExpiredMail, orderLink, orderRefusedMail, orderValidatedMail, transferOf } from './order-mails';
import type { OrdersRepo } from './orders-repo';
import type { StockHoldRef } from './stock-holds';

/** The queues of orders (docs/decisions/durable-work.md); `orders.mail` and `orders.notify` come with the service kit. */
export const orderQueues = {
  releaseStock: 'orders.release-stock',
  buyerMail: 'orders.buyer-mail',
  shopMail: 'orders.shop-mail',
  expirePending: 'orders.expire-pending',
  stockDocument: 'orders.stock-document',
  crmClient: 'orders.crm-client',
} as const;

type BuyerMail =
  | { orderId: number; kind: 'confirmation' | 'validated' | 'refused' | 'cancelled' }
  | { orderId: number; kind: 'expired'; days: number };

/** The buyer's mail of `data`, from the order as stored now (a transfer still to pay comes with the bank details). */
function buyerMailOf(data: BuyerMail, facts: BuyerMailFacts, bank: ShopSalesSettings['rules']['bank']) {
  const transfer = transferOf(facts.order, bank);
  switch (data.kind) {
    case 'confirmation': return orderConfirmationMail(facts, transfer);
    case 'validated': return orderValidatedMail(facts, transfer);
    case 'refused': return orderRefusedMail(facts);
    case 'cancelled': return orderCancelledMail(facts);
    case 'expired': return orderExpiredMail(facts, data.days);
  }
}

export interface OrderJobs extends ServiceJobs {
  /** Announces `messages` on their own (no state change goes with them): durable from here on. */
  later(messages: readonly OutboxMessage[]): Promise<void>;
  /** Gives back what each key holds at its shop (catalog releases once, whatever the attempts). */
  releaseStock(holds: readonly StockHoldRef[]): OutboxMessage[];
  /** A mail to the order's buyer, in their language, built when sent from the order as stored. */
  buyerMail(mail: BuyerMail, key: string): OutboxMessage;
  /** A mail to the order's shop (its contact address) about a new order. */
  shopMail(orderId: number, key: string): OutboxMessage;
  /** The goods of a shipment leaving the shipping warehouse, or coming back to it (the stock ledger, once per key). */
  stockDocument(body: StockDocumentBody): OutboxMessage;
  /** The order's buyer becomes a client of the shop's CRM (once per buyer and shop: crm's upsert is keyed by both). */
  crmClient(orderId: number, key: string): OutboxMessage;
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
    const facts: BuyerMailFacts = {
      locale: await orderLocale(options.db, order.id), to: order.contact?.email ?? buyer.email, firstname: buyer.firstname,
      shopName: shop.name, order, href: orderLink(publicUrl, order.id),
    };
    // The job's key goes with the mail: a retried attempt rewrites the same mail, never a second one.
    await mailer.send({ ...buyerMailOf(data, facts, shop.rules.bank), key });
  });

  await jobs.work<{ orderId: number }>(orderQueues.shopMail, async ({ key, data }) => {
    const order = await repo.byId(data.orderId);
    if (!order) return;
    const shop = await internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${order.shopId}/sales-settings`);
    // A shop without a contact address still has the bell notification its staff get (new-order-notification.ts).
    if (!shop.contactEmail) return;
    await mailer.send({ ...newOrderMail(shop.contactEmail, shop.name, order, orderLink(publicUrl, order.id)), key });
  });

  await jobs.work<StockDocumentBody>(orderQueues.stockDocument, async ({ data }) => {
    await internal('stock', 'POST', '/v1/internal/stock/documents', data);
  });

  await jobs.work<{ orderId: number }>(orderQueues.crmClient, async ({ data }) => {
    const order = await repo.byId(data.orderId);
    if (!order || order.buyerId === null) return;
    const buyer = await internal<UserContact>('identity', 'GET', `/v1/internal/users/${order.buyerId}/contact`);
    const body: BuyerClientBody = {
      shopId: order.shopId, userId: order.buyerId, source: 'order', firstname: buyer.firstname, lastname: buyer.lastname,
      email: order.contact?.email ?? buyer.email, phone: order.contact?.phone ?? buyer.phone, isPro: buyer.isPro,
      deliveryAddress: order.deliveryAddress ?? buyer.deliveryAddress, billingAddress: order.billingAddress ?? buyer.billingAddress,
    };
    await internal('crm', 'POST', '/v1/internal/crm/clients/buyer', body);
  });

  await jobs.work(orderQueues.expirePending, expirePending, { retryLimit: 2 });
  await jobs.schedule(orderQueues.expirePending, '*/10 * * * *');

  return {
    ...base,
    later: (messages) => base.announce(options.db, messages),
    releaseStock: (holds) => holds.map((h) => ({ queue: orderQueues.releaseStock, data: { shopId: h.shopId, holdKey: h.holdKey } })),
    buyerMail: (mail, key) => ({ queue: orderQueues.buyerMail, data: { ...mail }, key }),
    shopMail: (orderId, key) => ({ queue: orderQueues.shopMail, data: { orderId }, key }),
    stockDocument: (body) => ({ queue: orderQueues.stockDocument, data: { ...body }, key: `stock:${body.key}` }),
    crmClient: (orderId, key) => ({ queue: orderQueues.crmClient, data: { orderId }, key }),
  };
}
