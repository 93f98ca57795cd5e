import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, orderSummarySchema, placeOrderBodySchema } from '@vendange/contracts';
import { requireRole, type AccessResolver, type InternalCall } from '@vendange/service-kit';
import type { OrdersRepo } from '../orders-repo';
import { placeOrder } from '../place-order';

/** POST /v1/orders: a logged-in buyer orders from one shop, priced by the server. */
export const placeOrderRoute: FastifyPluginAsyncZod<{ repo: OrdersRepo; resolveAccess: AccessResolver; internal: InternalCall }> = async (app, { repo, resolveAccess, internal }) => {
  app.post('/orders', {
    config: { access: { role: 'buyer' } },
    schema: {
      tags: ['orders'], summary: 'A buyer places an order at one shop; prices come from the catalogue (buyer only)', security: [{ bearer: [] }],
      body: placeOrderBodySchema,
      response: { 201: orderSummarySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    const buyer = await requireRole(request, resolveAccess, 'buyer');
    const order = await placeOrder({ repo, internal, log: request.log }, buyer.id, request.body);
    return reply.code(201).send(order);
  });
};
