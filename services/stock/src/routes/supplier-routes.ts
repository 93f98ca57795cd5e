import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, pageOf, supplierBodySchema, supplierListQuerySchema, supplierSchema } from '@vendange/contracts';
import type { RouteAccess } from '@vendange/service-kit';
import type { SuppliersRepo } from '../purchases/suppliers-repo';

const shopQuery = z.object({ shopId: idSchema.optional() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const staff = (permission: 'seeSupplier' | 'createSupplier' | 'createSupplierOrder') => ({ permission, shop: { query: 'shopId' }, module: 'purchase' }) as const;
/** Suppliers are read with seeSupplier, or by whoever orders from them (createSupplierOrder picks one). */
const read: RouteAccess = { anyOf: [staff('seeSupplier'), staff('createSupplierOrder')] };

/** A shop's suppliers (spec point 6: seeSupplier, createSupplier; module purchase). */
export const supplierRoutes: FastifyPluginAsyncZod<{ repo: SuppliersRepo }> = async (app, { repo }) => {
  app.get('/suppliers', {
    config: { access: read },
    schema: {
      tags: ['purchases'], summary: "A shop's suppliers, active first, by name", security: [{ bearer: [] }],
      querystring: supplierListQuerySchema, response: { 200: pageOf(supplierSchema), ...errors },
    },
  }, async (request) => repo.list(request.access.shopId, request.query));

  app.get('/suppliers/:id', {
    config: { access: read },
    schema: {
      tags: ['purchases'], summary: 'One supplier', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, response: { 200: supplierSchema, ...errors },
    },
  }, async (request) => repo.byId(request.access.shopId, request.params.id));

  app.post('/suppliers', {
    config: { access: staff('createSupplier') },
    schema: {
      tags: ['purchases'], summary: 'Adds a supplier', security: [{ bearer: [] }],
      querystring: shopQuery, body: supplierBodySchema, response: { 201: supplierSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await repo.create(request.access.shopId, request.body)));

  app.put('/suppliers/:id', {
    config: { access: staff('createSupplier') },
    schema: {
      tags: ['purchases'], summary: 'Edits a supplier; archiving it keeps its orders', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, body: supplierBodySchema, response: { 200: supplierSchema, ...errors },
    },
  }, async (request) => repo.update(request.access.shopId, request.params.id, request.body));
};
