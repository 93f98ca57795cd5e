import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, stockImportBodySchema, stockImportResultSchema, stockImportRevertBodySchema, stockImportWarehousesSchema } from '@vendange/contracts';
import type { StockImportRepo } from '../stock-import-repo';

const errors = { 400: errorSchema, 403: errorSchema, 409: errorSchema };

/** Service-to-service: catalog's import job enters a file's stock here, chunk by chunk, and takes it back on revert. */
export const stockImportRoutes: FastifyPluginAsyncZod<{ imports: StockImportRepo }> = async (app, { imports }) => {
  app.get('/internal/stock/imports/warehouses', {
    config: { access: 'internal' },
    schema: { hide: true, querystring: z.object({ shopId: idSchema }), response: { 200: stockImportWarehousesSchema, ...errors } },
  }, async (request) => ({ warehouses: await imports.warehouses(request.query.shopId) }));

  app.post('/internal/stock/imports', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockImportBodySchema, response: { 200: stockImportResultSchema, ...errors } },
  }, async (request) => imports.record(request.body));

  app.post('/internal/stock/imports/revert', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockImportRevertBodySchema, response: { 200: stockImportResultSchema, ...errors } },
  }, async (request) => imports.revert(request.body));
};
