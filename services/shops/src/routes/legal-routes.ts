import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingSettingsDataSchema, billingSettingsSchema, errorSchema, myShopLegalSchema, shopLegalDataSchema, shopLegalMessages, shopLegalNoticeSchema, shopLegalSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { ShopLegalRepo } from '../shop-legal-repo';
import type { ShopsRepo } from '../shops-repo';

/** The shop's legal notice (mentions légales, LCEN art. 6): the owner fills it, anyone reads it. */
export const legalRoutes: FastifyPluginAsyncZod<{ repo: ShopsRepo; legal: ShopLegalRepo }> = async (app, { repo, legal }) => {
  app.get('/shops/me/legal', {
    config: { access: { permission: null, shop: 'default' } },
    schema: {
      tags: ['shops'], summary: "The legal notice of the logged-in person's shop (null before the first save)", security: [{ bearer: [] }],
      response: { 200: myShopLegalSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    return { legal: await legal.ofShop(request.access.shopId) };
  });

  app.put('/shops/me/legal', {
    config: { access: { owner: true } },
    schema: {
      tags: ['shops'], summary: "The shop's legal notice (owner)", security: [{ bearer: [] }],
      body: shopLegalSchema, response: { 200: shopLegalDataSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const saved = await legal.save(request.access.shopId, request.body);
    if (!saved) throw notFound();
    return saved;
  });

  app.get('/shops/:id/legal', {
    config: { access: 'public' },
    schema: {
      tags: ['shops'], summary: "A shop's legal notice by id, public code or URL name (public)",
      params: z.object({ id: z.string().trim().min(1).max(80) }), response: { 200: shopLegalNoticeSchema, 404: errorSchema },
    },
  }, async (request) => {
    const row = await repo.byKey(request.params.id);
    if (!row) throw notFound("Cette boutique n'existe pas.");
    if (!row.legal) throw notFound(shopLegalMessages.notPublished);
    return { shop: { id: row.id, name: row.name, urlShop: row.urlShop }, legal: row.legal };
  });

  app.get('/shops/me/billing', {
    config: { access: { permission: null, shop: 'default' } },
    schema: {
      tags: ['shops'], summary: "The billing settings of the logged-in person's shop: document prefixes and default payment delay (its staff)", security: [{ bearer: [] }],
      response: { 200: billingSettingsDataSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => legal.billingOf(request.access.shopId));

  app.put('/shops/me/billing', {
    config: { access: { owner: true } },
    schema: {
      tags: ['shops'], summary: "The shop's billing settings (owner): a new prefix applies to the next documents, their numbers go on", security: [{ bearer: [] }],
      body: billingSettingsSchema, response: { 200: billingSettingsDataSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { sepaCreditorId } = request.body;
    const kept = sepaCreditorId === undefined ? (await legal.billingOf(request.access.shopId)).sepaCreditorId : sepaCreditorId;
    const saved = await legal.saveBilling(request.access.shopId, { ...request.body, sepaCreditorId: kept });
    if (!saved) throw notFound();
    return saved;
  });
};
