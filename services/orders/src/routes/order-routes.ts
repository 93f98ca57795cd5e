import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, messages, saleDetailSchema, orderListQuerySchema, orderSummarySchema, pageOf } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { OrdersRepo } from '../orders-repo';

export const orderRoutes: FastifyPluginAsyncZod<{ repo: OrdersRepo }> = async (app, { repo }) => {
  app.get('/orders', {
    // The buyer about their own orders, or staff with seeAllOrder on the shop asked (else their own).
    config: { access: { anyOf: [{ role: 'buyer', name: 'buyer' }, { permission: 'seeAllOrder', shop: { query: 'shopId' }, name: 'staff' }] } },
    schema: {
      tags: ['orders'], summary: "A shop's orders (staff with seeAllOrder), or a buyer's own orders", security: [{ bearer: [] }],
      querystring: orderListQuerySchema.extend({ shopId: idSchema.optional() }),
      response: { 200: pageOf(orderSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { access } = request;
    if (access.matched === 'buyer') return repo.list({ buyerId: access.subject.id, ...(request.query.shopId ? { shopId: request.query.shopId } : {}) }, request.query);
    // An agent sees the orders they took, never the rest of the producer's (docs/decisions/agent-rights.md).
    const agentId = access.subject.role === 'agent' ? access.subject.id : request.query.agentId;
    return repo.list({ shopId: access.shopId, ...(agentId === undefined ? {} : { agentId }) }, request.query);
  });

  app.get('/orders/:id', {
    // The buyer who placed it, or staff with seeAllOrder on the order's own shop (known once it is read).
    config: { access: { anyOf: [{ role: 'buyer', name: 'buyer' }, { permission: 'seeAllOrder', shop: 'resource', name: 'staff' }] } },
    schema: {
      tags: ['orders'], summary: 'One order with its lines: shop staff with seeAllOrder, or the buyer who placed it', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }),
      response: { 200: saleDetailSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { access } = request;
    const order = await repo.byId(request.params.id);
    // Someone else's order answers like a missing one: its existence is nobody else's business.
    const visible = access.matched === 'buyer' ? order?.buyerId === access.subject.id
      : order !== null && access.can(order.shopId) && (access.subject.role !== 'agent' || order.agentId === access.subject.id);
    if (!order || !visible) throw notFound(messages.notFound);
    return order;
  });

  app.put('/orders/:orderId/aborted-cart', {
    config: { access: { role: 'buyer' } },
    schema: {
      tags: ['orders'], summary: "Emptying the cart aborts the buyer's saved cart order (spec point 7)", security: [{ bearer: [] }],
      params: z.object({ orderId: idSchema }),
      response: { 200: orderSummarySchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const order = await repo.abortCartOrder(request.params.orderId, request.access.subject.id);
    if (!order) throw notFound('Cette commande n’est plus dans votre panier.');
    return order;
  });
};
