import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBodySchema, checkoutResultSchema, errorSchema } from '@vendange/contracts';
import { type InternalCall, ROUTE_LIMITS, type ShopSettingsOf } from '@vendange/service-kit';
import { checkout, type CheckoutCardPayments, type CheckoutDeps } from '../checkout';
import { requestLocale, withOrderLocale } from '../mails/mail-locale';
import type { OrderJobs } from '../order-jobs';
import type { CheckoutClaimsRepo } from '../checkout-claims-repo';
import type { OrdersRepo } from '../orders-repo';
import type { WaitingOrdersRepo } from '../payments/waiting-orders-repo';

/** POST /v1/orders/checkout: a logged-in buyer orders the whole cart (one order per seller). */
export const checkoutRoute: FastifyPluginAsyncZod<{ repo: OrdersRepo; claims: CheckoutClaimsRepo; internal: InternalCall; shopSettings: ShopSettingsOf; jobs: OrderJobs; payments: CheckoutCardPayments; waiting: WaitingOrdersRepo; cardShops: CheckoutDeps['cardShops'] }> = async (
  app, { repo, claims, internal, shopSettings, jobs, payments, waiting, cardShops },
) => {
  app.post('/orders/checkout', {
    config: { access: { role: 'buyer' }, rateLimit: ROUTE_LIMITS.checkout },
    schema: {
      tags: ['orders'], summary: 'The buyer orders the cart: one pending order per seller, delivery and payment each; card parts get a zero-euro imprint (buyer only)',
      security: [{ bearer: [] }], body: checkoutBodySchema,
      response: { 201: checkoutResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    // The Origin header is only a hint: the return URL is built from it when it is one of the allowed origins.
    // The orders keep the buyer's interface language: their mails are written in it (docs/decisions/order-mails.md).
    const result = await checkout({ repo: withOrderLocale(repo, requestLocale(request.headers)), claims, internal, shopSettings, jobs, payments, waiting, cardShops }, request.access.subject.id, request.body, { origin: request.headers.origin });
    return reply.code(201).send(result);
  });
};
