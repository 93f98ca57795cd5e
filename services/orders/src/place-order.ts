import { randomUUID } from 'node:crypto';
import type { OrderSummary, PlaceOrderBody, ProductPrices, ShopSalesSettings, UserContact } from '@vendange/contracts';
import { HttpError, InternalCallError, type Db, type InternalCall } from '@vendange/service-kit';
import { newOrderMessages } from './new-order-notification';
import type { OrderJobs } from './order-jobs';
import type { OrdersRepo } from './orders-repo';
import { priceOrder } from './price-order';
import { holdCheckoutStock } from './stock-holds';

export interface PlaceOrderDeps {
  repo: OrdersRepo;
  internal: InternalCall;
  jobs: OrderJobs;
  now?: () => Date;
}

const shopUnknown = () => new HttpError(400, 'UNKNOWN_SHOP', "Cette boutique n'existe pas.");

/**
 * A buyer places an order: the shop must take orders, the catalogue prices every line for this buyer,
 * the order and its lines are stored (pending) with, in the same transaction, the jobs that tell the shop's
 * staff and mail the buyer's confirmation (docs/decisions/durable-work.md).
 */
export async function placeOrder(deps: PlaceOrderDeps, buyerId: number, body: PlaceOrderBody): Promise<OrderSummary> {
  const { repo, internal, jobs } = deps;
  const releaseStock = (holds: Parameters<OrderJobs['releaseStock']>[0]) => jobs.later(jobs.releaseStock(holds));
  const shop = await internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${body.shopId}/sales-settings`).catch((error: unknown) => {
    if (error instanceof InternalCallError && error.statusCode === 404) throw shopUnknown();
    throw error;
  });
  if (!shop.open) throw new HttpError(400, 'SHOP_CLOSED', `${shop.name} ne prend pas de commandes en ligne pour le moment.`);

  const [catalog, buyer] = await Promise.all([
    internal<ProductPrices>('catalog', 'POST', '/v1/internal/products/prices', {
      shopId: shop.id, userId: buyerId, lines: body.lines.map((l) => ({ productId: l.productId, ...(l.formatId ? { formatId: l.formatId } : {}), ...(l.vintageId ? { vintageId: l.vintageId } : {}) })),
    }),
    internal<UserContact>('identity', 'GET', `/v1/internal/users/${buyerId}/contact`),
  ]);
  const at = (deps.now ?? (() => new Date()))();
  const priced = priceOrder({ lines: body.lines, catalog, shop, date: at });
  if (!priced.ok) throw new HttpError(400, priced.refusal.code, priced.refusal.message);

  const clientName = `${buyer.firstname} ${buyer.lastname}`.trim() || buyer.email;
  // Stock is held as at checkout (same rule, same messages), under a key of this order alone.
  const holdKey = randomUUID();
  const stock = await holdCheckoutStock(internal, releaseStock, holdKey, [{
    shopId: shop.id, lines: priced.order.lines.map((l) => ({ formatId: l.formatId, quantity: l.quantity, label: l.label })),
  }]);
  if (!stock.ok) throw new HttpError(400, 'CART_INVALID', stock.problem.message, {}, { problems: [stock.problem] });
  try {
    return await repo.insertPlaced(
      { shopId: shop.id, buyerId, clientName, comment: body.comment, priced: priced.order, at, holdKey },
      (tx: Db, order: OrderSummary) => jobs.announce(tx, newOrderMessages(jobs, [order])),
    );
  } catch (error) {
    await releaseStock(stock.held);
    throw error;
  }
}
