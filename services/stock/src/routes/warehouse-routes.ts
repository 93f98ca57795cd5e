import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, pageOf, paginationQuerySchema, warehouseBodySchema, warehouseSchema } from '@vendange/contracts';
import type { WarehousesRepo } from '../warehouses-repo';

const shopQuery = z.object({ shopId: idSchema.optional() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** A shop's warehouses: read with seeAllStock, created and edited with createWarehouse (spec point 6). */
export const warehouseRoutes: FastifyPluginAsyncZod<{ repo: WarehousesRepo }> = async (app, { repo }) => {
  app.get('/stocks/warehouses', {
    config: { access: { permission: 'seeAllStock', shop: { query: 'shopId' }, module: 'stocks' } },
    schema: {
      tags: ['stock'], summary: "A shop's cellars and depots, with the units each holds", security: [{ bearer: [] }],
      querystring: paginationQuerySchema.extend({ shopId: idSchema.optional() }),
      response: { 200: pageOf(warehouseSchema), ...errors },
    },
  }, async (request) => repo.list(request.access.shopId, request.query));

  app.post('/stocks/warehouses', {
    config: { access: { permission: 'createWarehouse', shop: { query: 'shopId' }, module: 'stocks' } },
    schema: {
      tags: ['stock'], summary: 'Adds a warehouse (duty-suspended cellar or duty-paid depot)', security: [{ bearer: [] }],
      querystring: shopQuery, body: warehouseBodySchema, response: { 201: warehouseSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await repo.create(request.access.shopId, request.body)));

  app.put('/stocks/warehouses/:id', {
    config: { access: { permission: 'createWarehouse', shop: { query: 'shopId' }, module: 'stocks' } },
    schema: {
      tags: ['stock'], summary: 'Edits a warehouse; archiving it keeps its history', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, body: warehouseBodySchema, response: { 200: warehouseSchema, ...errors },
    },
  }, async (request) => repo.update(request.access.shopId, request.params.id, request.body));
};
