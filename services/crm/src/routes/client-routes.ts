import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientSummarySchema, errorSchema, idSchema, pageOf, paginationQuerySchema } from '@vendange/contracts';
import { requireShopPermission, type AccessResolver } from '@vendange/service-kit';
import type { ClientsRepo } from '../clients-repo';

export const clientRoutes: FastifyPluginAsyncZod<{ repo: ClientsRepo; resolveAccess: AccessResolver }> = async (app, { repo, resolveAccess }) => {
  app.get('/clients', {
    config: { access: { permission: 'seeAllClient' } },
    schema: {
      tags: ['crm'], summary: "A shop's clients (staff with seeAllClient)", security: [{ bearer: [] }],
      querystring: paginationQuerySchema.extend({ shopId: idSchema.optional() }),
      response: { 200: pageOf(clientSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { shopId } = await requireShopPermission(request, resolveAccess, 'seeAllClient', request.query.shopId);
    return repo.list(shopId, request.query);
  });
};
