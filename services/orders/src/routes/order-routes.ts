import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idSchema, orderListQuerySchema, orderSummarySchema, pageOf } from '@vendange/contracts';
import { requireShopPermission, requireSubject, type AccessResolver } from '@vendange/service-kit';
import type { OrdersRepo } from '../orders-repo';

export const orderRoutes: FastifyPluginAsyncZod<{ repo: OrdersRepo; resolveAccess: AccessResolver }> = async (app, { repo, resolveAccess }) => {
  app.get('/orders', {
    config: { access: { permission: 'seeAllOrder' } },
    schema: {
      tags: ['orders'], summary: "A shop's orders (staff with seeAllOrder), or a buyer's own orders", security: [{ bearer: [] }],
      querystring: orderListQuerySchema.extend({ shopId: idSchema.optional() }),
      response: { 200: pageOf(orderSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const subject = await requireSubject(request, resolveAccess);
    if (subject.role === 'buyer') return repo.list({ buyerId: subject.id, ...(request.query.shopId ? { shopId: request.query.shopId } : {}) }, request.query);
    const { shopId } = await requireShopPermission(request, resolveAccess, 'seeAllOrder', request.query.shopId);
    return repo.list({ shopId }, request.query);
  });
};
