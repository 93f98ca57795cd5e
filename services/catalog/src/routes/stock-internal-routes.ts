import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  drmFormatsBodySchema, drmFormatsSchema, errorSchema, stockFormatsBodySchema, stockFormatsSchema, stockHoldBodySchema, stockHoldResultSchema, stockHoldTransferBodySchema, stockPublishBodySchema, stockReleaseBodySchema, stockReleaseResultSchema,
} from '@vendange/contracts';
import type { StockHoldsRepo } from '../stock-holds-repo';
import type { StockLedgerRepo } from '../stock-ledger-repo';

/**
 * Service-to-service stock routes (docs/decisions/stock-for-sale.md): orders holds a checkout's units
 * here before storing its orders, and gives them back when an order is refused or aborted; the stock
 * service names formats here and moves the figure for sale with its ledger.
 */
export const stockInternalRoutes: FastifyPluginAsyncZod<{ holds: StockHoldsRepo; ledger: StockLedgerRepo }> = async (app, { holds, ledger }) => {
  app.post('/internal/stock/holds', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockHoldBodySchema, response: { 200: stockHoldResultSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    const { shopId, holdKey, lines } = request.body;
    return holds.hold(shopId, holdKey, lines);
  });

  app.post('/internal/stock/holds/transfer', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockHoldTransferBodySchema, response: { 200: stockHoldResultSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    const { shopId, fromKey, toKey, lines } = request.body;
    return holds.transfer(shopId, fromKey, toKey, lines);
  });

  app.post('/internal/stock/holds/release', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockReleaseBodySchema, response: { 200: stockReleaseResultSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    return { released: await holds.release(request.body.shopId, request.body.holdKey) };
  });

  app.post('/internal/stock/formats', {
    config: { access: 'internal', readOnly: true },
    schema: { hide: true, body: stockFormatsBodySchema, response: { 200: stockFormatsSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => ledger.formatsOf(request.body.shopId, request.body.formatIds));

  app.post('/internal/stock/published', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockPublishBodySchema, response: { 200: z.object({ applied: z.boolean() }), 400: errorSchema, 403: errorSchema } },
  }, async (request) => ledger.publish(request.body));

  app.post('/internal/stock/drm-formats', {
    config: { access: 'internal', readOnly: true },
    schema: { hide: true, body: drmFormatsBodySchema, response: { 200: drmFormatsSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => ledger.drmFormatsOf(request.body.shopId, request.body.formatIds));
};
