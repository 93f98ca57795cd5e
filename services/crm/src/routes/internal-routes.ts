import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerClientBodySchema, clientSummarySchema, crmClientMessages as cm, errorSchema, idSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { ClientsRepo } from '../clients-repo';
import type { CoverageRepo } from '../structure/coverage-repo';

/**
 * Service-to-service routes of crm: orders reads the client a producer enters a sale for (their grid, name,
 * e-mail), and makes a buyer who ordered a client of the shop (its job, once per buyer and shop).
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

  app.post('/internal/crm/clients/buyer', {
    config: { access: 'internal' },
    schema: { hide: true, body: buyerClientBodySchema, response: { 200: z.object({ id: z.number().int(), created: z.boolean() }), 400: errorSchema, 403: errorSchema } },
  }, async (request) => repo.upsertBuyer(request.body));
};
