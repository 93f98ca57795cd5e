import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idSchema, modules, shopInvoicingSchema, shopSalesSettingsSchema, withBillingDefaults, withSalesDefaults } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { ShopsRepo } from '../shops-repo';

const createdShopSchema = z.object({ id: z.number().int(), code: z.string(), urlShop: z.string(), name: z.string() });

/** Service-to-service routes of shops (identity creates the shop of a seller who registers; orders checks a shop takes orders and reads who issues its invoices). */
export const internalRoutes: FastifyPluginAsyncZod<{ repo: ShopsRepo }> = async (app, { repo }) => {
  app.post('/internal/shops', {
    config: { access: 'internal' },
    schema: {
      hide: true,
      body: z.object({ name: z.string().trim().min(1).max(80), ownerId: idSchema, contactEmail: z.string().email() }),
      response: { 201: createdShopSchema, 400: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    const row = await repo.create(request.body);
    return reply.code(201).send({ id: row.id, code: row.code, urlShop: row.urlShop, name: row.name });
  });

  app.post('/internal/shops/abandoned', {
    config: { access: 'internal' },
    schema: {
      hide: true,
      body: z.object({ ownerId: idSchema }),
      response: { 200: z.object({ removed: z.number().int() }), 400: errorSchema, 403: errorSchema },
    },
  }, async (request) => ({ removed: await repo.removeAbandoned(request.body.ownerId) }));

  app.get('/internal/shops/:id/sales-settings', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ id: idSchema }), response: { 200: shopSalesSettingsSchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const row = await repo.byId(request.params.id);
    if (!row) throw notFound("Cette boutique n'existe pas.");
    return {
      id: row.id, name: row.name, contactEmail: row.contactEmail, open: row.integration.shop?.active !== false, hasTVA: row.settings.hasTVA, allRulesInEq75: row.settings.allRulesInEq75, rules: withSalesDefaults(row.sales),
      // On only when set so, as the browser's guard reads it: a module missing from the map is off.
      activeModules: modules.filter((m) => row.integration[m]?.active === true),
    };
  });

  app.get('/internal/shops/:id/invoicing', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ id: idSchema }), response: { 200: shopInvoicingSchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const row = await repo.byId(request.params.id);
    if (!row) throw notFound("Cette boutique n'existe pas.");
    return {
      id: row.id, name: row.name, color: row.color, logo: row.logo, contactEmail: row.contactEmail, hasTVA: row.settings.hasTVA,
      logStartMonth: row.settings.logStartMonth, logStartDay: row.settings.logStartDay, legal: row.legal ?? null, bank: withSalesDefaults(row.sales).bank ?? null, billing: withBillingDefaults(row.billing),
    };
  });
};
