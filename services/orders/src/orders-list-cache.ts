import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '@vendange/contracts';
import { changeFeedCache, dropCacheOnWrites, sharedAnswer, type ChangeFeedCache, type Db } from '@vendange/service-kit';

export interface OrdersPage { items: OrderSummary[]; total: number; page: number; limit: number }

/**
 * Where a shop's orders list as the dashboard opens it (no filter, newest first) is kept per process
 * (docs/decisions/api-performance.md): the owner's home and orders screen read it again and again, far more often
 * than an order is written. A page is dropped when any order of the shop changes (`orders:<shop>`, orders' triggers
 * of migration 0023, every process); a write answered by this process drops every page before its answer leaves.
 */
export function cachedOrdersPages(app: FastifyInstance, db: Db, maxEntries = 500): ChangeFeedCache<OrdersPage> {
  const pages = changeFeedCache<OrdersPage>({ db, ttlMs: 60_000, maxEntries });
  dropCacheOnWrites(app, pages);
  // A kept page answers every request asking it: serialized once, until it is dropped (sharedAnswer).
  return { ...pages, get: (key, dependsOn, load) => pages.get(key, dependsOn, async () => sharedAnswer(await load())) };
}
