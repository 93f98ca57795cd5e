import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, exitDocumentTakenBodySchema, exitDocumentTakenSchema, idSchema, shippingWarehousesSchema, type ShippingWarehouses } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { exitDocumentTaken } from '../ledger-repo';
import { shippingWarehouses } from '../document-moves-repo';

/**
 * Service-to-service, for orders' shipments (docs/decisions/shipments.md, "Stock and customs"): the warehouses a
 * shipment may leave, and whether an accompanying document's number is already on another exit.
 */
export const shippingExitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/internal/stock/shops/:shopId/shipping-warehouses', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ shopId: idSchema }), response: { 200: shippingWarehousesSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request): Promise<ShippingWarehouses> => shippingWarehouses(db, request.params.shopId));

  app.post('/internal/stock/exit-documents/taken', {
    config: { access: 'internal' },
    schema: { hide: true, body: exitDocumentTakenBodySchema, response: { 200: exitDocumentTakenSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => ({ taken: await exitDocumentTaken(db, request.body.shopId, request.body.type, request.body.number) }));
};
