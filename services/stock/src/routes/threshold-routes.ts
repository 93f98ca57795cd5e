import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, stockMessages, thresholdBodySchema, thresholdSchema } from '@vendange/contracts';
import { HttpError } from '@vendange/service-kit';
import type { FormatsOf } from '../catalog-formats';
import type { ThresholdsRepo } from '../thresholds-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const access = { permission: 'seeAllStock', shop: { query: 'shopId' }, module: 'stocks' } as const;
const shopQuery = z.object({ shopId: idSchema.optional() });

/** Alert thresholds: below one, staff with seeAllStock get a thresholdReach notification. */
export const thresholdRoutes: FastifyPluginAsyncZod<{ repo: ThresholdsRepo; formatsOf: FormatsOf }> = async (app, { repo, formatsOf }) => {
  app.get('/stocks/thresholds', {
    config: { access },
    schema: { tags: ['stock'], summary: 'Alert thresholds per format, with the stock of each', security: [{ bearer: [] }], querystring: shopQuery, response: { 200: z.array(thresholdSchema), ...errors } },
  }, async (request) => repo.list(request.access.shopId));

  app.put('/stocks/thresholds/:formatId', {
    config: { access },
    schema: {
      tags: ['stock'], summary: "Sets a format's alert threshold (null removes it)", security: [{ bearer: [] }],
      params: z.object({ formatId: idSchema }), querystring: shopQuery, body: thresholdBodySchema, response: { 200: z.object({ threshold: z.number().int().nullable() }), ...errors },
    },
  }, async (request) => {
    const shopId = request.access.shopId;
    const { formatId } = request.params;
    if (!(await formatsOf(shopId, [formatId])).has(formatId)) throw new HttpError(400, 'FORMAT_UNKNOWN', stockMessages.formatUnknown);
    await repo.set(shopId, formatId, request.body.threshold);
    return { threshold: request.body.threshold };
  });
};
