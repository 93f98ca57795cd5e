import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, idSchema, movementBodySchema, type UserContact, movementListQuerySchema, movementResultSchema, movementSchema, pageOf, stockLevelSchema, stockListQuerySchema,
} from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';
import type { FormatsOf } from '../catalog-formats';
import type { LedgerRepo } from '../ledger-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const read = { permission: 'seeAllStock', shop: { query: 'shopId' }, module: 'stocks' } as const;

/**
 * The stock and its ledger. Recording a movement needs seeAllStock too: the spec names no other stock
 * right, and whoever keeps the cellar both reads and moves it (docs/decisions/stock-ledger.md).
 */
export const stockRoutes: FastifyPluginAsyncZod<{ ledger: LedgerRepo; formatsOf: FormatsOf; internal: InternalCall }> = async (app, { ledger, formatsOf, internal }) => {
  app.get('/stocks', {
    config: { access: read },
    schema: {
      tags: ['stock'], summary: 'Stock per warehouse, format, vintage and lot', security: [{ bearer: [] }],
      querystring: stockListQuerySchema, response: { 200: pageOf(stockLevelSchema), ...errors },
    },
  }, async (request) => ledger.levels(request.access.shopId, request.query));

  app.get('/stocks/movements', {
    config: { access: read },
    schema: {
      tags: ['stock'], summary: 'The stock ledger, newest first', security: [{ bearer: [] }],
      querystring: movementListQuerySchema, response: { 200: pageOf(movementSchema), ...errors },
    },
  }, async (request) => ledger.movements(request.access.shopId, request.query));

  app.post('/stocks/movements', {
    config: { access: read },
    schema: {
      tags: ['stock'], summary: 'Records an entry, an exit, a transfer or an inventory', security: [{ bearer: [] }],
      querystring: z.object({ shopId: idSchema.optional() }), body: movementBodySchema, response: { 201: movementResultSchema, ...errors },
    },
  }, async (request, reply) => {
    const shopId = request.access.shopId;
    const userId = request.access.userId;
    const [formats, contact] = await Promise.all([
      formatsOf(shopId, request.body.lines.map((l) => l.formatId)),
      userId === null ? null : internal<UserContact>('identity', 'GET', `/v1/internal/users/${userId}/contact`),
    ]);
    const by = { id: userId, name: contact ? `${contact.firstname} ${contact.lastname}`.trim() || contact.email : null };
    return reply.code(201).send(await ledger.record(shopId, by, request.body, formats));
  });
};
