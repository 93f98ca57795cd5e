import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientSummarySchema, errorSchema, idSchema, pageOf, paginationQuerySchema } from '@vendange/contracts';
import type { ClientsRepo } from '../clients-repo';

export const clientRoutes: FastifyPluginAsyncZod<{ repo: ClientsRepo }> = async (app, { repo }) => {
  app.get('/clients', {
    config: { access: { permission: 'seeAllClient', shop: { query: 'shopId' }, module: 'crm' } },
    schema: {
      tags: ['crm'], summary: "A shop's clients (staff with seeAllClient)", security: [{ bearer: [] }],
      querystring: paginationQuerySchema.extend({ shopId: idSchema.optional() }),
      response: { 200: pageOf(clientSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    return repo.list(request.access.shopId, request.query);
  });
};
