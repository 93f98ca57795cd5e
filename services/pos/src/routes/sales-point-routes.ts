import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idSchema, pageOf, paginationQuerySchema, salesPointSummarySchema } from '@vendange/contracts';
import type { SalesPointsRepo } from '../sales-points-repo';

export const salesPointRoutes: FastifyPluginAsyncZod<{ repo: SalesPointsRepo }> = async (app, { repo }) => {
  app.get('/salespoints', {
    config: { access: { permission: 'createOrderSalesPoint', shop: { query: 'shopId' }, module: 'salesPoint' } },
    schema: {
      tags: ['pos'], summary: "A shop's cash-register sales points (staff with createOrderSalesPoint)", security: [{ bearer: [] }],
      querystring: paginationQuerySchema.extend({ shopId: idSchema.optional() }),
      response: { 200: pageOf(salesPointSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    return repo.list(request.access.shopId, request.query);
  });
};
