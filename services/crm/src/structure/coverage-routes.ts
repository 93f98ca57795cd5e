import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentSchema, clientCoverageBodySchema, clientCoverageListSchema, clientCoverageQuerySchema, crmClientMessages as cm, errorSchema,
  salesStructureMessages as sm, type Agent,
} from '@vendange/contracts';
import { HttpError, InternalCallError, notFound, type Db, type InternalCall } from '@vendange/service-kit';
import { clientOfShop } from '../client-of-shop';
import type { CoverageRepo } from './coverage-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const secured = { tags: ['crm'], security: [{ bearer: [] }] };

/** One of the shop's agents, not blocked (identity says), or a 400 in French. */
export async function agentOfShop(internal: InternalCall, shopId: number, agentId: number): Promise<Agent> {
  try {
    return agentSchema.parse(await internal<unknown>('identity', 'GET', `/v1/internal/shops/${shopId}/agents/${agentId}`));
  } catch (error) {
    if (error instanceof InternalCallError && error.statusCode === 404) throw new HttpError(400, 'UNKNOWN_AGENT', sm.unknownAgent);
    throw error;
  }
}

/**
 * Which clients an agent covers (docs/decisions/sales-structure.md): read with accessAgent, given and taken back
 * with createAgent (an agent holds neither by default, so they never widen their own reach), module crm.
 */
export const coverageRoutes: FastifyPluginAsyncZod<{ coverage: CoverageRepo; db: Db; internal: InternalCall }> = async (app, { coverage, db, internal }) => {
  app.get('/clients/coverage', {
    config: { access: { permission: 'accessAgent', shop: { query: 'shopId' }, module: 'crm' } },
    schema: { ...secured, summary: "The clients given to an agent, or the agents a client is given to (accessAgent)", querystring: clientCoverageQuerySchema, response: { 200: clientCoverageListSchema, ...errors } },
  }, async (request) => ({ items: await coverage.list(request.access.shopId, request.query) }));

  app.post('/clients/coverage', {
    config: { access: { permission: 'createAgent', shop: { body: 'shopId' }, module: 'crm' } },
    schema: { ...secured, summary: 'Gives a client to an agent: it appears in their clients (createAgent)', body: clientCoverageBodySchema, response: { 200: z.object({ created: z.boolean() }), 201: z.object({ created: z.boolean() }), ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    if (!(await clientOfShop(db, shopId, request.body.clientId))) throw notFound(cm.notFound);
    const agent = await agentOfShop(internal, shopId, request.body.agentId);
    const created = await coverage.give(shopId, request.body.clientId, agent.id, `${agent.firstname} ${agent.lastname}`.trim() || agent.email);
    return reply.code(created ? 201 : 200).send({ created });
  });

  app.delete('/clients/coverage', {
    config: { access: { permission: 'createAgent', shop: { query: 'shopId' }, module: 'crm' } },
    schema: { ...secured, summary: 'Takes a client back from an agent (createAgent)', querystring: clientCoverageBodySchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    if (!(await coverage.takeBack(request.access.shopId, request.query.clientId, request.query.agentId))) throw notFound('Ce client n’est pas confié à cet agent : rechargez la page.');
    return reply.code(204).send(null);
  });
};
