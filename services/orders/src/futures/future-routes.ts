import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyerFutureOrderBodySchema, errorSchema, futureDeliverBodySchema, futureFormatsBodySchema, futureListQuerySchema, futureMessages, futureOfferBodySchema, futureOfferSchema, futureOrderBodySchema,
  futureOrderSchema, futureStatusBodySchema, idSchema, pageOf, shopFutureSchema,
} from '@vendange/contracts';
import { HttpError, type RouteAccess, type ShopSettingsOf } from '@vendange/service-kit';
import type { FuturesRepo } from './futures-repo';
import type { FutureOrderService } from './future-orders';

const shopQuery = z.object({ shopId: idSchema.optional() });
const params = z.object({ id: idSchema });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const staff = (permission: 'seeFutureOrder' | 'createFutureOrder') => ({ permission, shop: { query: 'shopId' }, module: 'futures' }) as const;
/** Campaigns are read with seeFutureOrder, or by whoever sells them (createFutureOrder). */
const read: RouteAccess = { anyOf: [staff('seeFutureOrder'), staff('createFutureOrder')] };
const write = staff('createFutureOrder');
/** A buyer, about their own primeur orders only: the client is their own client file, never one named in the request. */
const buyer: RouteAccess = { role: 'buyer' };
const shopParams = z.object({ shopId: idSchema });
const tags = ['futures'];

/** Primeurs (docs/decisions/futures.md): campaigns and their tranches, primeur orders, formats, delivery. */
export const futureRoutes: FastifyPluginAsyncZod<{ futures: FuturesRepo; orders: FutureOrderService; shopSettings: ShopSettingsOf }> = async (app, { futures, orders, shopSettings }) => {
  app.get('/futures', {
    config: { access: read },
    schema: { tags, summary: "A shop's primeur campaigns, newest first, with their tranches and what is sold of each", security: [{ bearer: [] }], querystring: futureListQuerySchema, response: { 200: pageOf(futureOfferSchema), ...errors } },
  }, async (request) => futures.list(request.access.shopId, request.query));

  app.get('/futures/shops/:shopId', {
    config: { access: 'viewer' },
    schema: {
      tags, summary: "A shop's open primeur campaigns as its clients see them (the tranche selling today and what is left of it, the next one); empty when the shop does not sell primeurs",
      params: shopParams, response: { 200: z.array(shopFutureSchema), ...errors },
    },
  }, async (request) => {
    const shop = await shopSettings(request.params.shopId).catch(() => null);
    if (!shop?.activeModules.includes('futures')) return [];
    const offers = await futures.openOf(shop.id);
    // A shop reserving its prices to members shows a visitor its campaigns without a price, as its catalogue does.
    if (request.access.userId !== null || !shop.rules.membersOnlyPrices) return offers;
    return offers.map((o) => ({
      ...o, currentPriceCents: null, current: o.current && { ...o.current, unitPriceCents: null }, next: o.next && { ...o.next, unitPriceCents: null },
    }));
  });

  app.post('/futures/shops/:shopId/orders', {
    config: { access: buyer },
    schema: {
      tags, summary: "A buyer orders a primeur for themselves from the shop's page: the same order at the tranche prices and deposit invoice of 100 % incl. VAT as the producer's",
      security: [{ bearer: [] }], params: shopParams, body: buyerFutureOrderBodySchema, response: { 201: futureOrderSchema, ...errors },
    },
  }, async (request, reply) => {
    const taken = await orders.takeForBuyer(request.params.shopId, request.access.userId!, request.body);
    return reply.code(201).send(taken.order);
  });

  app.get('/futures/shops/:shopId/orders', {
    config: { access: buyer },
    schema: { tags, summary: "The buyer's own primeur orders in a shop, newest first, with their deposit invoice", security: [{ bearer: [] }], params: shopParams, response: { 200: z.array(futureOrderSchema), ...errors } },
  }, async (request) => futures.ordersOfBuyer(request.params.shopId, request.access.userId!));

  app.put('/futures/shops/:shopId/orders/:id/formats', {
    config: { access: buyer },
    schema: {
      tags, summary: "A buyer splits their own primeur order into the offered formats (half, bottle, magnum…), adding up exactly to the equivalents bought, while the campaign's choice of formats is open",
      security: [{ bearer: [] }], params: shopParams.extend({ id: idSchema }), body: futureFormatsBodySchema, response: { 200: futureOrderSchema, ...errors },
    },
  }, async (request) => {
    const shop = await shopSettings(request.params.shopId);
    if (!shop.activeModules.includes('futures')) throw new HttpError(404, 'NOT_FOUND', futureMessages.orderNotFound);
    return orders.setFormats(shop.id, request.params.id, request.body.formats, request.access.userId!);
  });

  app.get('/futures/:id', {
    config: { access: read },
    schema: { tags, summary: 'One primeur campaign with its formats and tranches', security: [{ bearer: [] }], params, querystring: shopQuery, response: { 200: futureOfferSchema, ...errors } },
  }, async (request) => futures.byId(request.access.shopId, request.params.id));

  app.post('/futures', {
    config: { access: write },
    schema: { tags, summary: 'Drafts a primeur campaign: a cuvée and vintage, the catalogue formats offered, its tranches of price', security: [{ bearer: [] }], querystring: shopQuery, body: futureOfferBodySchema, response: { 201: futureOfferSchema, ...errors } },
  }, async (request, reply) => reply.code(201).send(await futures.create(request.access.shopId, request.body)));

  app.put('/futures/:id', {
    config: { access: write },
    schema: { tags, summary: 'Edits a campaign while it is a draft (its tranches are replaced as typed)', security: [{ bearer: [] }], params, querystring: shopQuery, body: futureOfferBodySchema, response: { 200: futureOfferSchema, ...errors } },
  }, async (request) => futures.update(request.access.shopId, request.params.id, request.body));

  app.put('/futures/:id/status', {
    config: { access: write },
    schema: { tags, summary: "Opens a campaign to orders, closes it, or marks it bottled ('delivered': its orders may be delivered)", security: [{ bearer: [] }], params, querystring: shopQuery, body: futureStatusBodySchema, response: { 200: futureOfferSchema, ...errors } },
  }, async (request) => futures.setStatus(request.access.shopId, request.params.id, request.body.status));

  app.post('/futures/:id/formats/close', {
    config: { access: write },
    schema: { tags, summary: "« Clore le choix des formats »: buyers no longer change their formats (the producer still may, until delivery); once", security: [{ bearer: [] }], params, querystring: shopQuery, response: { 200: futureOfferSchema, ...errors } },
  }, async (request) => futures.closeFormats(request.access.shopId, request.params.id));

  app.get('/futures/:id/orders', {
    config: { access: read },
    schema: { tags, summary: "A campaign's primeur orders, oldest first, with their order and deposit invoice", security: [{ bearer: [] }], params, querystring: shopQuery, response: { 200: z.array(futureOrderSchema), ...errors } },
  }, async (request) => futures.ordersOf(request.access.shopId, request.params.id));

  app.post('/futures/:id/orders', {
    config: { access: write },
    schema: {
      tags, summary: 'Takes a primeur order for a CRM client at the tranche prices (across tranches when a cap is crossed, never beyond the caps): a validated order and its deposit invoice of 100 % incl. VAT',
      security: [{ bearer: [] }], params, querystring: shopQuery, body: futureOrderBodySchema, response: { 201: futureOrderSchema, ...errors },
    },
  }, async (request, reply) => {
    const taken = await orders.take(request.access.shopId, request.params.id, request.body);
    return reply.code(201).send(taken.order);
  });

  app.get('/futures/orders/:id', {
    config: { access: read },
    schema: { tags, summary: 'One primeur order', security: [{ bearer: [] }], params, querystring: shopQuery, response: { 200: futureOrderSchema, ...errors } },
  }, async (request) => futures.order(request.access.shopId, request.params.id));

  app.post('/futures/orders/:id/deposit', {
    config: { access: write },
    schema: { tags, summary: "Issues the primeur order's deposit invoice (100 % incl. VAT) when it could not be issued with the order; the one issued answers otherwise", security: [{ bearer: [] }], params, querystring: shopQuery, response: { 200: futureOrderSchema, ...errors } },
  }, async (request) => {
    const f = await futures.order(request.access.shopId, request.params.id);
    const refusal = await orders.deposit(f.id);
    if (refusal) throw new HttpError(409, 'NO_DEPOSIT', futureMessages.depositRefused(refusal));
    return futures.order(request.access.shopId, f.id);
  });

  app.put('/futures/orders/:id/formats', {
    config: { access: write },
    schema: { tags, summary: "The client's formats before bottling (half, bottle, magnum…), adding up to the equivalents bought; editable until delivery", security: [{ bearer: [] }], params, querystring: shopQuery, body: futureFormatsBodySchema, response: { 200: futureOrderSchema, ...errors } },
  }, async (request) => orders.setFormats(request.access.shopId, request.params.id, request.body.formats));

  app.post('/futures/orders/:id/deliver', {
    config: { access: write },
    schema: {
      tags, summary: "Delivers a primeur order once bottled: its lines become the chosen formats (same total), with the delivery chosen now; it then ships and is invoiced as any order",
      security: [{ bearer: [] }], params, querystring: shopQuery, body: futureDeliverBodySchema, response: { 200: futureOrderSchema, ...errors },
    },
  }, async (request) => orders.deliver(request.access.shopId, request.params.id, request.body?.shipping ?? null));
};
