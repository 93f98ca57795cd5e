import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, idSchema, pageOf, purchaseBodySchema, purchaseListQuerySchema, purchaseReceptionBodySchema, purchaseReceptionResultSchema, purchaseSchema,
  purchaseStatusBodySchema, purchaseSummarySchema, type UserContact,
} from '@vendange/contracts';
import type { InternalCall, RouteAccess } from '@vendange/service-kit';
import type { FormatsOf } from '../catalog-formats';
import type { PurchaseReceptions } from '../purchases/purchase-receptions';
import type { PurchasesRepo } from '../purchases/purchases-repo';

const shopQuery = z.object({ shopId: idSchema.optional() });
const params = z.object({ id: idSchema });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const staff = (permission: 'seeSupplierOrder' | 'createSupplierOrder') => ({ permission, shop: { query: 'shopId' }, module: 'purchase' }) as const;
/** Purchase orders are read with seeSupplierOrder, or by whoever makes them (createSupplierOrder). */
const read: RouteAccess = { anyOf: [staff('seeSupplierOrder'), staff('createSupplierOrder')] };
const write = staff('createSupplierOrder');

/**
 * Purchase orders to suppliers (issue 19): drafted, ordered, received in one or several receptions whose catalogue
 * lines enter the stock ledger, or cancelled before anything arrived.
 */
export const purchaseRoutes: FastifyPluginAsyncZod<{ repo: PurchasesRepo; receptions: PurchaseReceptions; formatsOf: FormatsOf; internal: InternalCall }> = async (app, o) => {
  const { repo, receptions, formatsOf, internal } = o;
  const formatsOfLines = (shopId: number, lines: ReadonlyArray<{ formatId: number | null }>) => {
    const ids = lines.flatMap((l) => (l.formatId === null ? [] : [l.formatId]));
    return ids.length === 0 ? Promise.resolve(new Map()) : formatsOf(shopId, ids);
  };

  app.get('/purchases', {
    config: { access: read },
    schema: {
      tags: ['purchases'], summary: "A shop's purchase orders, newest first", security: [{ bearer: [] }],
      querystring: purchaseListQuerySchema, response: { 200: pageOf(purchaseSummarySchema), ...errors },
    },
  }, async (request) => repo.list(request.access.shopId, request.query));

  app.get('/purchases/:id', {
    config: { access: read },
    schema: {
      tags: ['purchases'], summary: 'One purchase order with its lines, what was received of each and its totals', security: [{ bearer: [] }],
      params, querystring: shopQuery, response: { 200: purchaseSchema, ...errors },
    },
  }, async (request) => repo.byId(request.access.shopId, request.params.id));

  app.post('/purchases', {
    config: { access: write },
    schema: {
      tags: ['purchases'], summary: 'Drafts a purchase order (its PO-year-number reference given here)', security: [{ bearer: [] }],
      querystring: shopQuery, body: purchaseBodySchema, response: { 201: purchaseSchema, ...errors },
    },
  }, async (request, reply) => {
    const shopId = request.access.shopId;
    return reply.code(201).send(await repo.create(shopId, request.body, await formatsOfLines(shopId, request.body.lines)));
  });

  app.put('/purchases/:id', {
    config: { access: write },
    schema: {
      tags: ['purchases'], summary: 'Edits a purchase order while it is a draft', security: [{ bearer: [] }],
      params, querystring: shopQuery, body: purchaseBodySchema, response: { 200: purchaseSchema, ...errors },
    },
  }, async (request) => {
    const shopId = request.access.shopId;
    return repo.update(shopId, request.params.id, request.body, await formatsOfLines(shopId, request.body.lines));
  });

  app.put('/purchases/:id/status', {
    config: { access: write },
    schema: {
      tags: ['purchases'], summary: 'Orders a draft, or cancels an order nothing of which was received', security: [{ bearer: [] }],
      params, querystring: shopQuery, body: purchaseStatusBodySchema, response: { 200: purchaseSchema, ...errors },
    },
  }, async (request) => repo.setStatus(request.access.shopId, request.params.id, request.body.status));

  app.post('/purchases/:id/receptions', {
    config: { access: write },
    schema: {
      tags: ['purchases'], summary: 'Records what arrived: catalogue lines enter the warehouse through the stock ledger', security: [{ bearer: [] }],
      params, querystring: shopQuery, body: purchaseReceptionBodySchema, response: { 201: purchaseReceptionResultSchema, ...errors },
    },
  }, async (request, reply) => {
    const shopId = request.access.shopId;
    const userId = request.access.userId;
    const formatIds = await repo.formatIdsOf(shopId, request.params.id, request.body.lines.map((l) => l.purchaseLineId));
    const [formats, contact] = await Promise.all([
      formatIds.length === 0 ? new Map() : formatsOf(shopId, formatIds),
      userId === null ? null : internal<UserContact>('identity', 'GET', `/v1/internal/users/${userId}/contact`),
    ]);
    const by = { id: userId, name: contact ? `${contact.firstname} ${contact.lastname}`.trim() || contact.email : null };
    return reply.code(201).send(await receptions.receive(shopId, request.params.id, request.body, by, formats));
  });
};
