import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBodySchema, checkoutResultSchema, errorSchema } from '@vendange/contracts';
import { type AccessResolver, type InternalCall, requireRole, ROUTE_LIMITS } from '@vendange/service-kit';
import { checkout, type CheckoutCardPayments } from '../checkout';
import type { CheckoutClaimsRepo } from '../checkout-claims-repo';
import type { OrdersRepo } from '../orders-repo';

/** POST /v1/orders/checkout: a logged-in buyer orders the whole cart (one order per seller). */
export const checkoutRoute: FastifyPluginAsyncZod<{ repo: OrdersRepo; claims: CheckoutClaimsRepo; resolveAccess: AccessResolver; internal: InternalCall; payments: CheckoutCardPayments }> = async (
  app, { repo, claims, resolveAccess, internal, payments },
) => {
  app.post('/orders/checkout', {
    config: { access: { role: 'buyer' }, rateLimit: ROUTE_LIMITS.checkout },
    schema: {
      tags: ['orders'], summary: 'The buyer orders the cart: one pending order per seller, delivery and payment each; card parts get a zero-euro imprint (buyer only)',
      security: [{ bearer: [] }], body: checkoutBodySchema,
      response: { 201: checkoutResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const buyer = await requireRole(request, resolveAccess, 'buyer');
    const result = await checkout({ repo, claims, internal, payments, log: request.log }, buyer.id, request.body);
    return reply.code(201).send(result);
  });
};
