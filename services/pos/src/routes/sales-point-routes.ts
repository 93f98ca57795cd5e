import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, idSchema, pageOf, paginationQuerySchema, salesPointBodySchema, salesPointOptionsSchema, salesPointSchema, salesPointSummarySchema,
  type SalesPointBody,
} from '@vendange/contracts';
import { HttpError, notFound, type InternalCall } from '@vendange/service-kit';
import { toSalesPoint, type SalesPointsRepo } from '../sales-points-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** Every cash-register route: createOrderSalesPoint on the acting shop, the salesPoint module on (spec point 6). */
export const onShopQuery = { permission: 'createOrderSalesPoint', shop: { query: 'shopId' }, module: 'salesPoint' } as const;
/** The acting shop; absent, the caller's own (the access rule resolves it). */
export const shopQuery = z.object({ shopId: idSchema.optional() });
export const pointParams = z.object({ id: idSchema });
export const unknownPoint = () => notFound("Ce point de vente n'existe pas dans votre boutique.");

export const salesPointRoutes: FastifyPluginAsyncZod<{ repo: SalesPointsRepo; internal: InternalCall }> = async (app, { repo, internal }) => {
  /** The warehouse and price list named must be the shop's own (stock and catalog say which exist). */
  async function checkChoices(body: SalesPointBody) {
    const [warehouses, lists] = await Promise.all([
      body.warehouseId ? internal<{ warehouses: Array<{ id: number; name: string }> }>('stock', 'GET', `/v1/internal/stock/imports/warehouses?shopId=${body.shopId}`) : null,
      body.priceList ? internal<{ keys: string[] }>('catalog', 'GET', `/v1/internal/shops/${body.shopId}/typologies`) : null,
    ]);
    if (warehouses && !warehouses.warehouses.some((w) => w.id === body.warehouseId)) throw new HttpError(400, 'UNKNOWN_WAREHOUSE', "Cet entrepôt n'existe pas dans votre boutique : choisissez-en un de la liste.");
    if (lists && !lists.keys.includes(body.priceList!)) throw new HttpError(400, 'UNKNOWN_PRICE_LIST', "Ce tarif n'existe pas dans votre boutique : choisissez-en un de la liste.");
  }

  app.get('/salespoints', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: "A shop's cash-register sales points (staff with createOrderSalesPoint)", security: [{ bearer: [] }],
      querystring: paginationQuerySchema.extend({ shopId: idSchema.optional() }),
      response: { 200: pageOf(salesPointSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => repo.list(request.access.shopId, request.query));

  app.get('/salespoints/options', {
    config: { access: onShopQuery },
    schema: {
      tags: ['pos'], summary: "What a sales point's form chooses from: the shop's warehouses and price lists", security: [{ bearer: [] }],
      querystring: shopQuery, response: { 200: salesPointOptionsSchema, ...errors },
    },
  }, async (request) => {
    const shopId = request.access.shopId;
    const [warehouses, lists] = await Promise.all([
      internal<{ warehouses: Array<{ id: number; name: string }> }>('stock', 'GET', `/v1/internal/stock/imports/warehouses?shopId=${shopId}`),
      internal<{ keys: string[] }>('catalog', 'GET', `/v1/internal/shops/${shopId}/typologies`),
    ]);
    return { warehouses: warehouses.warehouses, priceLists: lists.keys };
  });

  app.post('/salespoints', {
    config: { access: { permission: 'createOrderSalesPoint', shop: { body: 'shopId' }, module: 'salesPoint' } },
    schema: {
      tags: ['pos'], summary: 'A new sales point: its warehouse, price list, payment types, receipt header and display', security: [{ bearer: [] }],
      body: salesPointBodySchema, response: { 201: salesPointSchema, ...errors },
    },
  }, async (request, reply) => {
    await checkChoices(request.body);
    return reply.code(201).send(toSalesPoint(await repo.create(request.body)));
  });

  app.get('/salespoints/:id', {
    config: { access: onShopQuery },
    schema: { tags: ['pos'], summary: 'One sales point', security: [{ bearer: [] }], params: pointParams, querystring: shopQuery, response: { 200: salesPointSchema, ...errors } },
  }, async (request) => {
    const row = await repo.row(request.access.shopId, request.params.id);
    if (!row) throw unknownPoint();
    return toSalesPoint(row);
  });

  app.put('/salespoints/:id', {
    config: { access: { permission: 'createOrderSalesPoint', shop: { body: 'shopId' }, module: 'salesPoint' } },
    schema: { tags: ['pos'], summary: 'A sales point edited (its ticket series never changes)', security: [{ bearer: [] }], params: pointParams, body: salesPointBodySchema, response: { 200: salesPointSchema, ...errors } },
  }, async (request) => {
    if (!(await repo.row(request.access.shopId, request.params.id))) throw unknownPoint();
    await checkChoices(request.body);
    const row = await repo.update(request.access.shopId, request.params.id, request.body);
    if (!row) throw unknownPoint();
    return toSalesPoint(row);
  });
};
