import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartPriceBodySchema, errorSchema, orderSummarySchema, placeOrderBodySchema, sellerCartPriceSchema } from '@vendange/contracts';
import { type InternalCall, ROUTE_LIMITS, type ShopSettingsOf } from '@vendange/service-kit';
import { priceCart } from '../cart-price';
import { requestLocale, withOrderLocale } from '../mails/mail-locale';
import type { OrderJobs } from '../order-jobs';
import type { OrdersRepo } from '../orders-repo';
import { placeOrder } from '../place-order';

/** POST /v1/orders: a logged-in buyer orders from one shop, priced by the server. */
export const placeOrderRoute: FastifyPluginAsyncZod<{ repo: OrdersRepo; internal: InternalCall; shopSettings: ShopSettingsOf; jobs: OrderJobs }> = async (app, { repo, internal, shopSettings, jobs }) => {
  app.post('/orders', {
    config: { access: { role: 'buyer' }, rateLimit: ROUTE_LIMITS.placeOrder },
    schema: {
      tags: ['orders'], summary: 'A buyer places an order at one shop; prices come from the catalogue (buyer only)', security: [{ bearer: [] }],
      body: placeOrderBodySchema,
      response: { 201: orderSummarySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    // The order keeps the buyer's interface language: its mails are written in it (docs/decisions/order-mails.md).
    const order = await placeOrder({ repo: withOrderLocale(repo, requestLocale(request.headers)), internal, jobs }, request.access.subject.id, request.body);
    return reply.code(201).send(order);
  });

  app.post('/orders/get-cart-price', {
    config: { access: 'viewer', rateLimit: ROUTE_LIMITS.cartPrice, readOnly: true },
    schema: {
      tags: ['orders'], summary: "Prices a cart per seller (the buyer's typology, or the public one for a visitor)",
      body: cartPriceBodySchema, response: { 200: z.array(sellerCartPriceSchema), 400: errorSchema, 401: errorSchema },
    },
  }, async (request) => {
    const subject = request.access.viewer;
    // Staff see a shop as its buyers would only through a typology: a cart is priced for buyers and visitors.
    const userId = subject?.role === 'buyer' ? subject.id : undefined;
    return priceCart({ internal, shopSettings }, userId, request.body, new Date());
  });
};
