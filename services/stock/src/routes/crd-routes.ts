import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crdCapsuleBodySchema, crdCapsuleListQuerySchema, crdCapsuleSchema, crdInventoryBodySchema, crdInventoryResultSchema, crdMovementBodySchema, crdMovementListQuerySchema, crdMovementSchema, errorSchema, idSchema, pageOf,
  type UserContact,
} from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';
import type { CrdRepo } from '../crd/crd-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** Read and moved with seeAllStock, as the ledger's movements are (docs/decisions/crd.md). */
const access = { permission: 'seeAllStock', shop: { query: 'shopId' }, module: 'stocks' } as const;
const shopQuery = z.object({ shopId: idSchema.optional() });

/** The CRD capsule account: lines per colour, regime, wine type and size; their append-only movements. */
export const crdRoutes: FastifyPluginAsyncZod<{ repo: CrdRepo; internal: InternalCall }> = async (app, { repo, internal }) => {
  app.get('/stocks/crd', {
    config: { access },
    schema: { tags: ['stock'], summary: 'CRD capsule stock lines and their balance', security: [{ bearer: [] }], querystring: crdCapsuleListQuerySchema, response: { 200: z.array(crdCapsuleSchema), ...errors } },
  }, async (request) => repo.capsules(request.access.shopId));

  app.post('/stocks/crd', {
    config: { access },
    schema: { tags: ['stock'], summary: 'Adds a CRD capsule line (at zero)', security: [{ bearer: [] }], querystring: shopQuery, body: crdCapsuleBodySchema, response: { 201: crdCapsuleSchema, ...errors } },
  }, async (request, reply) => reply.code(201).send(await repo.create(request.access.shopId, request.body)));

  app.get('/stocks/crd/movements', {
    config: { access },
    schema: { tags: ['stock'], summary: 'The CRD capsule account, newest first', security: [{ bearer: [] }], querystring: crdMovementListQuerySchema, response: { 200: pageOf(crdMovementSchema), ...errors } },
  }, async (request) => repo.movements(request.access.shopId, request.query));

  /** Who records a movement, as the account shows them. */
  const byOf = async (userId: number | null) => {
    const contact = userId === null ? null : await internal<UserContact>('identity', 'GET', `/v1/internal/users/${userId}/contact`);
    return { id: userId, name: contact ? `${contact.firstname} ${contact.lastname}`.trim() || contact.email : null };
  };

  app.post('/stocks/crd/movements', {
    config: { access },
    schema: { tags: ['stock'], summary: 'Records capsules entering or leaving a line', security: [{ bearer: [] }], querystring: shopQuery, body: crdMovementBodySchema, response: { 201: crdMovementSchema, ...errors } },
  }, async (request, reply) => reply.code(201).send(await repo.record(request.access.shopId, await byOf(request.access.userId), request.body)));

  app.post('/stocks/crd/inventory', {
    config: { access },
    schema: {
      tags: ['stock'], summary: 'A capsule inventory: each difference with the account written as surplus or missing', security: [{ bearer: [] }],
      querystring: shopQuery, body: crdInventoryBodySchema, response: { 201: crdInventoryResultSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await repo.inventory(request.access.shopId, await byOf(request.access.userId), request.body)));
};
