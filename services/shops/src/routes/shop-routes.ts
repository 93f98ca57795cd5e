import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, headerStyleSchema, pageOf, publicShopSchema, shopListQuerySchema, shopSalesRulesSchema, shopSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import { withBankIds } from '../shop-banks';
import { publicViewOf, staffViewOf, toShop, type ShopsRepo } from '../shops-repo';

export const shopRoutes: FastifyPluginAsyncZod<{ repo: ShopsRepo }> = async (app, { repo }) => {
  app.get('/shops/me', {
    config: { access: { permission: null, shop: 'default' } },
    schema: { tags: ['shops'], summary: 'The shop of the logged-in owner or collaborator', security: [{ bearer: [] }], response: { 200: shopSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const row = await repo.byId(request.access.shopId);
    if (!row) throw notFound();
    // Buyers get the default bank with their transfer order, through the orders service's internal read.
    return staffViewOf(row, request.access.can(row.id, 'seeAllPayment'));
  });

  app.put('/shops/me/sales-rules', {
    config: { access: { owner: true } },
    schema: {
      tags: ['shops'], summary: 'How the shop sells online: deliveries, collection points, franco, order rules, payment methods, banks (owner)', security: [{ bearer: [] }],
      body: shopSalesRulesSchema, response: { 200: shopSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const row = await repo.updateSales(request.access.shopId, { ...request.body, banks: withBankIds(request.body.banks) });
    if (!row) throw notFound();
    return toShop(row);
  });

  app.put('/shops/me/header-style', {
    // Edited from /dashboard/customize, a screen of the online shop module.
    config: { access: { owner: true, module: 'shop' } },
    schema: {
      tags: ['shops'], summary: "The storefront header's style (owner)", security: [{ bearer: [] }],
      body: headerStyleSchema, response: { 200: shopSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const row = await repo.updateHeaderStyle(request.access.shopId, request.body);
    if (!row) throw notFound();
    return toShop(row);
  });

  app.get('/shops', {
    config: { access: 'public' },
    schema: { tags: ['shops'], summary: 'Producers with a shop (public)', querystring: shopListQuerySchema, response: { 200: pageOf(publicShopSchema), 400: errorSchema } },
  }, async (request) => {
    const { page, limit, search } = request.query;
    return repo.list(page, limit, search);
  });

  app.get('/shops/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['shops'], summary: 'A shop by id, public code or URL name (public fields only)',
      params: z.object({ id: z.string().trim().min(1).max(80) }), response: { 200: publicShopSchema, 404: errorSchema },
    },
  }, async (request) => {
    const row = await repo.byKey(request.params.id);
    if (!row) throw notFound("Cette boutique n'existe pas.");
    return publicViewOf(row);
  });
};
