import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerClientBodySchema, clientSummarySchema, crmClientMessages as cm, errorSchema, idSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { ClientsRepo } from '../clients-repo';
import type { CoverageRepo } from '../structure/coverage-repo';

/**
 * Service-to-service routes of crm: orders reads the client a producer enters a sale for (their grid, name,
 * e-mail) and the clients given to the shop's agents (their analytics), and makes a buyer who ordered a client of the shop (its job, once per buyer and shop).
 */
export const internalRoutes: FastifyPluginAsyncZod<{ repo: ClientsRepo; coverage: CoverageRepo }> = async (app, { repo, coverage }) => {
  app.get('/internal/shops/:shopId/clients/:id', {
    config: { access: 'internal' },
    // agentId: the sale is entered by that agent, who may only name a client given to them (sales-structure.md).
    schema: { hide: true, params: z.object({ shopId: idSchema, id: idSchema }), querystring: z.object({ agentId: idSchema.optional() }), response: { 200: clientSummarySchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const { shopId, id } = request.params;
    const client = await repo.byId(shopId, id);
    if (!client) throw notFound(cm.notFound);
    if (request.query.agentId && (await coverage.shopOfCovered(request.query.agentId, id, [shopId])) === null) throw notFound(cm.notFound);
    return client;
  });

  // Orders' agents analytics (docs/decisions/agents.md): the clients given to these agents of the shop.
  app.get('/internal/shops/:shopId/coverage', {
    config: { access: 'internal' },
    schema: {
      hide: true, params: z.object({ shopId: idSchema }), querystring: z.object({ agentIds: z.string().regex(/^\d{1,10}(,\d{1,10}){0,499}$/) }),
      response: { 200: z.object({ items: z.array(z.object({ agentId: z.number().int(), clientId: z.number().int() })) }), 400: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const rows = await coverage.clientsOfAgents(request.params.shopId, request.query.agentIds.split(',').map(Number));
    return { items: rows.map((r) => ({ agentId: r.agentId, clientId: r.id })) };
  });

  // The clients given to an agent in a shop: orders narrows the agent's samples to them (docs/decisions/agents.md).
  app.get('/internal/shops/:shopId/agents/:agentId/client-ids', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ shopId: idSchema, agentId: idSchema }), response: { 200: z.object({ ids: z.array(z.number().int()) }), 403: errorSchema } },
  }, async (request) => ({ ids: (await coverage.list(request.params.shopId, { agentId: request.params.agentId })).map((c) => c.clientId) }));

  app.post('/internal/crm/clients/buyer', {
    config: { access: 'internal' },
    schema: { hide: true, body: buyerClientBodySchema, response: { 200: z.object({ id: z.number().int(), created: z.boolean() }), 400: errorSchema, 403: errorSchema } },
  }, async (request) => repo.upsertBuyer(request.body));
};
