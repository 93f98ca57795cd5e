import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drmAnnexDocumentSchema, drmMonthSchema, drmMonthStatusSchema, drmReturnSchema, errorSchema, idSchema, type ShopSalesSettings } from '@vendange/contracts';
import type { Db, InternalCall } from '@vendange/service-kit';
import { drmCsv, drmPdf } from '../drm/drm-files';
import { dischargeExitDocument, type DrmRepo } from '../drm/drm-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const read = { permission: 'seeAllStock', shop: { query: 'shopId' }, module: 'stocks' } as const;
const shopQuery = z.object({ shopId: idSchema.optional() });
const monthParams = z.object({ month: drmMonthSchema });

/** The monthly customs return: read with seeAllStock; filing it, a customs act, needs createWarehouse. */
export const drmRoutes: FastifyPluginAsyncZod<{ drm: DrmRepo; internal: InternalCall; db: Db }> = async (app, { drm, internal, db }) => {
  app.get('/stocks/drm/months', {
    config: { access: read },
    schema: { tags: ['stock'], summary: 'The last twelve DRM months and their status', security: [{ bearer: [] }], querystring: shopQuery, response: { 200: z.array(drmMonthStatusSchema), ...errors } },
  }, async (request) => drm.months(request.access.shopId));

  app.get('/stocks/drm/:month', {
    config: { access: read },
    schema: { tags: ['stock'], summary: "A month's DRM: as filed, else computed from the ledger", security: [{ bearer: [] }], params: monthParams, querystring: shopQuery, response: { 200: drmReturnSchema, ...errors } },
  }, async (request) => drm.ofMonth(request.access.shopId, request.params.month));

  app.post('/stocks/drm/:month/file', {
    config: { access: { permission: 'createWarehouse', shop: { query: 'shopId' }, module: 'stocks' } },
    schema: { tags: ['stock'], summary: 'Files an ended month: its DRM is kept as it is now', security: [{ bearer: [] }], params: monthParams, querystring: shopQuery, response: { 200: drmReturnSchema, ...errors } },
  }, async (request) => drm.file(request.access.shopId, request.params.month, request.access.userId));

  // Whoever records exits records the documents they leave under, and their discharge (seeAllStock, as movements).
  app.post('/stocks/exit-documents/:id/discharge', {
    config: { access: read },
    schema: {
      tags: ['stock'], summary: 'Marks a DAE discharged (« apuré »): its recipient confirmed receipt', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), querystring: shopQuery, response: { 200: drmAnnexDocumentSchema, ...errors },
    },
  }, async (request) => dischargeExitDocument(db, request.access.shopId, request.params.id));

  app.get('/stocks/drm/:month/csv', {
    config: { access: read },
    // 200 is text/csv: no JSON schema to serialize it with.
    schema: { tags: ['stock'], summary: "A month's DRM as the interprofessions' EDI file (CAVE, CRD and ANNEXE lines)", security: [{ bearer: [] }], params: monthParams, querystring: shopQuery, response: errors },
  }, async (request, reply) => {
    const file = drmCsv(await drm.ofMonth(request.access.shopId, request.params.month));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="DRM-${request.params.month}.csv"`).send(file as never);
  });

  app.get('/stocks/drm/:month/pdf', {
    config: { access: read },
    // 200 is application/pdf: no JSON schema to serialize it with.
    schema: { tags: ['stock'], summary: "A month's DRM as a PDF", security: [{ bearer: [] }], params: monthParams, querystring: shopQuery, response: errors },
  }, async (request, reply) => {
    const shopId = request.access.shopId;
    const [ret, shop] = await Promise.all([drm.ofMonth(shopId, request.params.month), internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${shopId}/sales-settings`)]);
    const file = await drmPdf(ret, shop.name);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="DRM-${request.params.month}.pdf"`).send(file as never);
  });
};
