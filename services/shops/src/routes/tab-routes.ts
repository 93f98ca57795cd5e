import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, shopSchema, shopTabsBodySchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import { normalizeTabs } from '../shop-tabs';
import { toShop, type ShopsRepo } from '../shops-repo';

/** The storefront's tabs (spec point 3 Shop tabs), edited by the owner from /dashboard/customize. */
export const tabRoutes: FastifyPluginAsyncZod<{ repo: ShopsRepo }> = async (app, { repo }) => {
  app.put('/shops/me/tabs', {
    config: { access: { owner: true, module: 'shop' } },
    schema: {
      tags: ['shops'], summary: "The storefront's tabs and their sub-pages, in their order (owner)", security: [{ bearer: [] }],
      body: shopTabsBodySchema, response: { 200: shopSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const row = await repo.updateTabs(request.access.shopId, normalizeTabs(request.body.tabs));
    if (!row) throw notFound();
    return toShop(row);
  });
};
