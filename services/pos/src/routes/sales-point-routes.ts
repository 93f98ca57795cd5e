import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idSchema, pageOf, paginationQuerySchema, salesPointSummarySchema } from '@vendange/contracts';
import { requireShopPermission, type AccessResolver } from '@vendange/service-kit';
import type { SalesPointsRepo } from '../sales-points-repo';

export const salesPointRoutes: FastifyPluginAsyncZod<{ repo: SalesPointsRepo; resolveAccess: AccessResolver }> = async (app, { repo, resolveAccess }) => {
  app.get('/salespoints', {
    config: { access: { permission: 'createOrderSalesPoint' } },
    schema: {
      tags: ['pos'], summary: "A shop's cash-register sales points (staff with createOrderSalesPoint)", security: [{ bearer: [] }],
      querystring: paginationQuerySchema.extend({ shopId: idSchema.optional() }),
      response: { 200: pageOf(salesPointSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { shopId } = await requireShopPermission(request, resolveAccess, 'createOrderSalesPoint', request.query.shopId);
    return repo.list(shopId, request.query);
  });
};
