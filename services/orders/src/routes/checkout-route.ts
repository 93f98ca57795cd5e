import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBodySchema, checkoutResultSchema, errorSchema } from '@vendange/contracts';
import { requireRole, type AccessResolver, type InternalCall } from '@vendange/service-kit';
import { checkout, type CheckoutCardPayments } from '../checkout';
import type { OrdersRepo } from '../orders-repo';

/** POST /v1/orders/checkout: a logged-in buyer orders the whole cart (one order per seller). */
export const checkoutRoute: FastifyPluginAsyncZod<{ repo: OrdersRepo; resolveAccess: AccessResolver; internal: InternalCall; payments: CheckoutCardPayments }> = async (app, { repo, resolveAccess, internal, payments }) => {
  app.post('/orders/checkout', {
    config: { access: { role: 'buyer' } },
    schema: {
      tags: ['orders'], summary: 'The buyer orders the cart: one pending order per seller, delivery and payment each; card parts get a zero-euro imprint (buyer only)',
      security: [{ bearer: [] }], body: checkoutBodySchema,
      response: { 201: checkoutResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    const buyer = await requireRole(request, resolveAccess, 'buyer');
    const result = await checkout({ repo, internal, payments, log: request.log }, buyer.id, request.body);
    return reply.code(201).send(result);
  });
};
