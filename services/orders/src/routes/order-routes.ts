import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '@vendange/access';
import { errorSchema, idSchema, messages, orderDetailSchema, orderListQuerySchema, orderSummarySchema, pageOf } from '@vendange/contracts';
import { HttpError, notFound, requireRole, requireShopPermission, requireSubject, type AccessResolver } from '@vendange/service-kit';
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

  app.get('/orders/:id', {
    config: { access: { permission: 'seeAllOrder' } },
    schema: {
      tags: ['orders'], summary: 'One order with its lines: shop staff with seeAllOrder, or the buyer who placed it', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }),
      response: { 200: orderDetailSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const subject = await requireSubject(request, resolveAccess);
    const order = await repo.byId(request.params.id);
    // Someone else's order answers like a missing one: its existence is nobody else's business.
    if (subject.role === 'buyer') {
      if (!order || order.buyerId !== subject.id) throw notFound(messages.notFound);
      return order;
    }
    if (order && hasPermission(subject, order.shopId, 'seeAllOrder')) return order;
    // Without the right anywhere, refused as on the list; with it elsewhere, another shop's order does not exist.
    const shopIds = [...subject.ownedShopIds, ...subject.shops.map((s) => s.id)];
    if (!shopIds.some((id) => hasPermission(subject, id, 'seeAllOrder'))) throw new HttpError(403, 'FORBIDDEN', messages.forbidden);
    throw notFound(messages.notFound);
  });

  app.put('/orders/:orderId/aborted-cart', {
    config: { access: { role: 'buyer' } },
    schema: {
      tags: ['orders'], summary: "Emptying the cart aborts the buyer's saved cart order (spec point 7)", security: [{ bearer: [] }],
      params: z.object({ orderId: idSchema }),
      response: { 200: orderSummarySchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const buyer = await requireRole(request, resolveAccess, 'buyer');
    const order = await repo.abortCartOrder(request.params.orderId, buyer.id);
    if (!order) throw notFound('Cette commande n’est plus dans votre panier.');
    return order;
  });
};
