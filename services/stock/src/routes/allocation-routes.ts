import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allocationBodySchema, allocationListQuerySchema, allocationMessages, allocationSchema, allocationTakeBodySchema, errorSchema, idSchema, pageOf, stockMessages } from '@vendange/contracts';
import { agentClientIds, HttpError, type InternalCall } from '@vendange/service-kit';
import type { AllocationsRepo } from '../allocations-repo';
import type { FormatsOf } from '../catalog-formats';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
// agentScope: an agent given seeAllStock sees, makes, takes and releases only the allocations of the clients given to
// them (another's answers 404, like another shop's); the owner and collaborators are not narrowed (docs/decisions/agents.md).
const access = { permission: 'seeAllStock', shop: { query: 'shopId' }, module: 'stocks', agentScope: true } as const;
const shopQuery = z.object({ shopId: idSchema.optional() });
const idParams = z.object({ id: idSchema });

/** Allocations: reserve a wine for a client until a deadline; taken, released, or expired by the queue. */
export const allocationRoutes: FastifyPluginAsyncZod<{ repo: AllocationsRepo; formatsOf: FormatsOf; internal: InternalCall }> = async (app, { repo, formatsOf, internal }) => {
  app.get('/stocks/allocations', {
    config: { access },
    schema: { tags: ['stock'], summary: "A shop's allocations, open ones first by deadline", security: [{ bearer: [] }], querystring: allocationListQuerySchema, response: { 200: pageOf(allocationSchema), ...errors } },
  }, async (request) => repo.list(request.access.shopId, request.query, await agentClientIds(request.access, internal)));

  app.post('/stocks/allocations', {
    config: { access },
    schema: { tags: ['stock'], summary: 'Reserves a quantity of a wine for a client until a deadline', security: [{ bearer: [] }], querystring: shopQuery, body: allocationBodySchema, response: { 201: allocationSchema, ...errors } },
  }, async (request, reply) => {
    const shopId = request.access.shopId;
    const reach = await agentClientIds(request.access, internal);
    if (reach && (request.body.clientId === null || !reach.includes(request.body.clientId))) throw new HttpError(400, 'UNKNOWN_CLIENT', allocationMessages.clientNotGiven);
    const format = (await formatsOf(shopId, [request.body.formatId])).get(request.body.formatId);
    if (!format) throw new HttpError(400, 'FORMAT_UNKNOWN', stockMessages.formatUnknown);
    return reply.code(201).send(await repo.create(shopId, request.body, format));
  });

  app.post('/stocks/allocations/:id/take', {
    config: { access },
    schema: { tags: ['stock'], summary: "The client takes their allocation: it becomes their order, its units held by it throughout; the rest back to sale (seeAllStock: the order is the allocation's own consequence)", security: [{ bearer: [] }], params: idParams, querystring: shopQuery, body: allocationTakeBodySchema, response: { 200: allocationSchema, ...errors } },
  }, async (request) => repo.take(request.access.shopId, request.params.id, request.body.quantity, await agentClientIds(request.access, internal)));

  app.post('/stocks/allocations/:id/release', {
    config: { access },
    schema: { tags: ['stock'], summary: 'Gives an allocation back to sale before its deadline', security: [{ bearer: [] }], params: idParams, querystring: shopQuery, response: { 200: allocationSchema, ...errors } },
  }, async (request) => repo.release(request.access.shopId, request.params.id, await agentClientIds(request.access, internal)));
};
