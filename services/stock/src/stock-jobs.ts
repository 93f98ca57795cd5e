import type { FastifyInstance } from 'fastify';
import type { StockPublishBody } from '@vendange/contracts';
import { setupServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from './db/schema';
import type { StockAnnouncer } from './stock-signals';

export const stockQueues = { publish: 'stock.publish' } as const;

/**
 * The figure for sale follows the ledger: a movement in a warehouse that sells online is announced with its
 * transaction, and catalog applies it once per movement key (docs/decisions/stock-ledger.md).
 */
export async function setupStockJobs(app: FastifyInstance, options: ServiceOptions): Promise<StockAnnouncer> {
  const base = await setupServiceJobs(app, options, 'stock', outbox);
  await options.jobs.work<StockPublishBody>(stockQueues.publish, async ({ data }) => {
    await options.internal('catalog', 'POST', '/v1/internal/stock/published', data);
  });
  return {
    publish: (tx, shopId, movementKey, lines) => base.announce(tx, [{ queue: stockQueues.publish, data: { shopId, movementKey, lines } }]),
    notify: (tx, body, key) => base.announce(tx, [base.notify(body, key)]),
  };
}
