import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, productPricesBodySchema, productPricesSchema } from '@vendange/contracts';
import { requireInternal, type AccessResolver } from '@vendange/service-kit';
import type { PricesRepo } from '../prices-repo';
import { viewOf } from '../visibility';

/** Service-to-service routes of catalog: orders prices a buyer's lines here, never from the client's figures. */
export const internalRoutes: FastifyPluginAsyncZod<{ repo: PricesRepo; resolveAccess: AccessResolver; internalToken: string }> = async (app, { repo, resolveAccess, internalToken }) => {
  app.post('/internal/products/prices', {
    config: { access: 'internal' },
    schema: { hide: true, body: productPricesBodySchema, response: { 200: productPricesSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    requireInternal(request, internalToken);
    const { shopId, userId, lines } = request.body;
    // The buyer's view of the shop (their typology, public statuses only), read fresh from identity.
    const view = viewOf(await resolveAccess(userId), shopId, undefined);
    return repo.pricesFor(view, lines);
  });
};
