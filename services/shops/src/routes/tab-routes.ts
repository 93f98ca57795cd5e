import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, shopSchema, shopTabsBodySchema } from '@vendange/contracts';
import { notFound, requireShopOwner, type AccessResolver } from '@vendange/service-kit';
import { normalizeTabs } from '../shop-tabs';
import { toShop, type ShopsRepo } from '../shops-repo';

/** The storefront's tabs (spec point 3 Shop tabs), edited by the owner from /dashboard/customize. */
export const tabRoutes: FastifyPluginAsyncZod<{ repo: ShopsRepo; resolveAccess: AccessResolver }> = async (app, { repo, resolveAccess }) => {
  app.put('/shops/me/tabs', {
    config: { access: { owner: true } },
    schema: {
      tags: ['shops'], summary: "The storefront's tabs and their sub-pages, in their order (owner)", security: [{ bearer: [] }],
      body: shopTabsBodySchema, response: { 200: shopSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { shopId } = await requireShopOwner(request, resolveAccess);
    const row = await repo.updateTabs(shopId, normalizeTabs(request.body.tabs));
    if (!row) throw notFound();
    return toShop(row);
  });
};
