import type { FastifyInstance } from 'fastify';
import type { StockPublishBody } from '@vendange/contracts';
import { setupServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from './db/schema';
import type { ReleaseAnnouncer } from './allocations-repo';
import type { StockAnnouncer } from './stock-signals';

export const stockQueues = { publish: 'stock.publish', releaseHold: 'stock.release-hold', expireAllocations: 'stock.expire-allocations' } as const;

/**
 * The figure for sale follows the ledger: a movement in a warehouse that sells online is announced with its
 * transaction, and catalog applies it once per movement key (docs/decisions/stock-ledger.md).
 */
export async function setupStockJobs(app: FastifyInstance, options: ServiceOptions): Promise<StockAnnouncer & { releaseHold: ReleaseAnnouncer; expireAllocations(work: () => Promise<unknown>): Promise<void> }> {
  const base = await setupServiceJobs(app, options, 'stock', outbox);
  await options.jobs.work<StockPublishBody>(stockQueues.publish, async ({ data }) => {
    await options.internal('catalog', 'POST', '/v1/internal/stock/published', data);
  });
  // An allocation closed gives its units back through catalog's release, once whatever the attempts.
  await options.jobs.work<{ shopId: number; holdKey: string }>(stockQueues.releaseHold, async ({ data }) => {
    await options.internal('catalog', 'POST', '/v1/internal/stock/holds/release', data);
  });
  return {
    releaseHold: (tx, shopId, holdKey) => base.announce(tx, [{ queue: stockQueues.releaseHold, data: { shopId, holdKey } }]),
    /** Allocations past their deadline expire every 10 minutes (and on demand in tests). */
    async expireAllocations(work) {
      await options.jobs.work(stockQueues.expireAllocations, async () => { await work(); }, { retryLimit: 2 });
      await options.jobs.schedule(stockQueues.expireAllocations, '*/10 * * * *');
    },
    publish: (tx, shopId, movementKey, lines) => base.announce(tx, [{ queue: stockQueues.publish, data: { shopId, movementKey, lines } }]),
    notify: (tx, body, key) => base.announce(tx, [base.notify(body, key)]),
  };
}
