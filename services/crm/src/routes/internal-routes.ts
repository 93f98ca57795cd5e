import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientSummarySchema, errorSchema, idSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { ClientsRepo } from '../clients-repo';

/** Service-to-service routes of crm: orders reads the client a producer enters a sale for (their grid, name, e-mail). */
export const internalRoutes: FastifyPluginAsyncZod<{ repo: ClientsRepo }> = async (app, { repo }) => {
  app.get('/internal/shops/:shopId/clients/:id', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ shopId: idSchema, id: idSchema }), response: { 200: clientSummarySchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const client = await repo.byId(request.params.shopId, request.params.id);
    if (!client) throw notFound("Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.");
    return client;
  });
};
