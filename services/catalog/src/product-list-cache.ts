import type { FastifyInstance } from 'fastify';
import { changeFeedCache, changeKeys, dropCacheOnWrites, sharedAnswer, type Db } from '@vendange/service-kit';
import type { ProductsRepo } from './products-repo';
import { pageDay } from './product-list-day';

/**
 * The product list's pages kept per process (docs/decisions/api-performance.md): a shop's visitors ask the
 * same pages again and again, and a page costs five queries and its pricing. A page is kept under everything
 * that shapes it (the query, each shop's view: staff or not, typology; whether the caller is logged in; the
 * French day, for dated promotions and excise) and dropped when one of its shops' catalogue changes
 * (`catalog:<id>`, catalog's triggers, every process) or its settings (`shop:<id>`). A write answered by this
 * process drops every page before its answer leaves, so whoever wrote reads it back at once. A kept page answers
 * every request asking it: it is serialized once (sharedAnswer, ~25 products with their formats) until dropped.
 */
export function cacheProductList(app: FastifyInstance, repo: ProductsRepo, db: Db, maxEntries: number): ProductsRepo {
  const pages = changeFeedCache<Awaited<ReturnType<ProductsRepo['list']>>>({ db, ttlMs: 60_000, maxEntries });
  dropCacheOnWrites(app, pages);
  return {
    ...repo,
    list: (query, views, visitor = false) => pages.get(
      JSON.stringify([query, views, visitor, pageDay(Date.now())]),
      views.flatMap((v) => [changeKeys.catalog(v.shopId), changeKeys.shop(v.shopId)]),
      async () => sharedAnswer(await repo.list(query, views, visitor)),
    ),
  };
}
