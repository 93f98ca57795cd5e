import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, stockHoldBodySchema, stockHoldResultSchema, stockReleaseBodySchema, stockReleaseResultSchema } from '@vendange/contracts';
import type { StockHoldsRepo } from '../stock-holds-repo';

/**
 * Service-to-service stock routes (docs/decisions/stock-for-sale.md): orders holds a checkout's units
 * here before storing its orders, and gives them back when an order is refused or aborted.
 */
export const stockInternalRoutes: FastifyPluginAsyncZod<{ holds: StockHoldsRepo }> = async (app, { holds }) => {
  app.post('/internal/stock/holds', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockHoldBodySchema, response: { 200: stockHoldResultSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    const { shopId, holdKey, lines } = request.body;
    return holds.hold(shopId, holdKey, lines);
  });

  app.post('/internal/stock/holds/release', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockReleaseBodySchema, response: { 200: stockReleaseResultSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    return { released: await holds.release(request.body.shopId, request.body.holdKey) };
  });
};
