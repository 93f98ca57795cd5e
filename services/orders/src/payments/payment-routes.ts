import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abandonedPaymentResultSchema, cardAuthenticationResultSchema, errorSchema, idSchema, paymentsConfigQuerySchema, paymentsConfigSchema, validate3dsBodySchema, validate3dsResultSchema,
  waitingPaymentMessages,
} from '@vendange/contracts';
import { HttpError, notFound } from '@vendange/service-kit';
import type { CardAccounts } from './card-accounts';
import type { CardPayments } from './card-payments';
import { notifyNewOrders } from '../new-order-notification';
import type { OrderJobs } from '../order-jobs';
import { notifyPaymentFailed } from './payment-failed-notification';
import type { WaitingOrdersRepo } from './waiting-orders-repo';

interface Options { payments: CardPayments; jobs: OrderJobs; waiting: WaitingOrdersRepo; accounts: Pick<CardAccounts, 'activeShops'> }

/** /v1/payments: the browser's card settings, the return from 3-D Secure, the provider's webhooks. */
export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { payments, jobs, waiting, accounts }) => {
  app.get('/payments/config', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'], summary: 'Whether card payment is offered (and for which of the shops asked about), the publishable key and the API URL the browser sends the card to',
      querystring: paymentsConfigQuerySchema, response: { 200: paymentsConfigSchema, 400: errorSchema },
    },
  }, async (request) => {
    const config = payments.publicConfig();
    const cardShopIds = config ? await accounts.activeShops(request.query.shops) : [];
    return { available: config !== null, publishableKey: config?.publishableKey ?? null, apiUrl: config?.apiUrl ?? null, cardShopIds };
  });

  app.post('/payments/validate-3ds', {
    config: { access: { role: 'buyer' } },
    schema: {
      tags: ['payments'], summary: "The buyer is back from 3-D Secure: the provider says whether the card imprint of the buyer's orders is done", security: [{ bearer: [] }],
      body: validate3dsBodySchema,
      response: { 200: validate3dsResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const result = await payments.confirmImprint(request.access.subject.id, request.body.setupIntentId);
    await notifyNewOrders(jobs, result.setUp);
    return { status: result.status, orders: result.orders.map((o) => ({ id: o.id, reference: o.reference, shopId: o.shopId })) };
  });

  // The buyer's own order only: the queries are scoped by buyer, so another's order answers like a missing one.
  app.post('/orders/:orderId/card-authentication', {
    config: { access: { role: 'buyer' } },
    schema: {
      tags: ['payments'], summary: "A fresh 3-D Secure page for the buyer's own order still waiting for its card's authentication (buyer only)", security: [{ bearer: [] }],
      params: z.object({ orderId: idSchema }),
      response: { 200: cardAuthenticationResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 502: errorSchema },
    },
  }, async (request) => {
    const result = await payments.reauthenticate(request.access.subject.id, request.params.orderId, request.headers.origin);
    if (!result) throw notFound(waitingPaymentMessages.notWaiting);
    if (result.status === 'error') throw new HttpError(400, 'PAYMENT_FAILED', result.message ?? waitingPaymentMessages.notWaiting);
    if (result.status === 'setup') await notifyNewOrders(jobs, result.orders);
    return { status: result.status, redirectUrl: result.redirectUrl };
  });

  app.put('/orders/:orderId/abandoned-payment', {
    config: { access: { role: 'buyer' } },
    schema: {
      tags: ['payments'], summary: "The buyer cancels their own order still waiting for its card's authentication: its units go back on sale (buyer only)", security: [{ bearer: [] }],
      params: z.object({ orderId: idSchema }),
      response: { 200: abandonedPaymentResultSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const cancelled = await waiting.cancelOne(
      request.access.subject.id, request.params.orderId,
      (rows) => jobs.releaseStock(rows.flatMap((r) => (r.checkoutId ? [{ shopId: r.shopId, holdKey: r.checkoutId }] : []))),
      (tx, messages) => jobs.announce(tx, messages),
    );
    if (!cancelled) throw notFound(waitingPaymentMessages.notWaiting);
    return { id: cancelled.id, status: 'cancelled' as const };
  });

  await app.register(webhookRoute, { payments, jobs });
};

/**
 * Its own plugin, so that the raw body (which the signature covers) is kept for this route only:
 * everywhere else JSON is parsed as usual.
 */
const webhookRoute: FastifyPluginAsyncZod<Pick<Options, 'payments' | 'jobs'>> = async (app, { payments, jobs }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/payments/webhooks', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'], summary: 'Events of the payment provider, signed (Stripe-Signature); a redelivered event changes nothing',
      response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), 400: errorSchema },
    },
  }, async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    const signature = request.headers['stripe-signature'];
    const outcome = await payments.handleEvent(body, typeof signature === 'string' ? signature : undefined);
    await notifyPaymentFailed(jobs, outcome.failed);
    await notifyNewOrders(jobs, outcome.setUp);
    return { received: true as const, duplicate: outcome.duplicate };
  });
};
