import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, tillOrderBodySchema, tillOrderCancelBodySchema, tillOrderResultSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import { cancelTillOrder, recordTillOrder, type TillOrderDeps } from './till-orders';

/** Internal (pos → orders): a till's sale and its cancellation, each once per key (docs/decisions/cash-register.md). */
export const tillOrderRoutes: FastifyPluginAsyncZod<{ deps: TillOrderDeps }> = async (app, { deps }) => {
  app.post('/internal/orders/till-sales', {
    config: { access: 'internal' },
    schema: { hide: true, body: tillOrderBodySchema, response: { 200: tillOrderResultSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => recordTillOrder(deps, request.body));

  app.post('/internal/orders/till-sales/cancel', {
    config: { access: 'internal' },
    schema: {
      hide: true, body: tillOrderCancelBodySchema,
      response: { 200: z.object({ orderId: z.number().int(), cancelled: z.boolean() }), 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    const done = await cancelTillOrder(deps, request.body);
    if (!done) throw notFound("Cette vente de caisse n'existe pas.");
    return done;
  });
};
