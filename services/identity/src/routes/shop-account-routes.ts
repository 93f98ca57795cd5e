import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idSchema, pageOf, setAccountTypologyBodySchema, shopAccountListQuerySchema, shopAccountSchema } from '@vendange/contracts';
import { HttpError, notFound, type Db, type InternalCall } from '@vendange/service-kit';
import { shopAccountsRepo } from '../shop-accounts-repo';

const secured = { security: [{ bearer: [] }], tags: ['identity'] };

/** Spec point 3 (user.shops[].typology): the shop assigns each client account the price grid it buys at. */
export const shopAccountRoutes: FastifyPluginAsyncZod<{ db: Db; internal: InternalCall }> = async (app, { db, internal }) => {
  const accounts = shopAccountsRepo(db);

  app.get('/shop-accounts', {
    config: { access: { permission: 'seeAllClient', shop: { query: 'shopId' } } },
    schema: { ...secured, summary: "The shop's buyer and agent accounts with their price grid (seeAllClient)", querystring: shopAccountListQuerySchema, response: { 200: pageOf(shopAccountSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema } },
  }, async (request) => {
    return accounts.list(request.access.shopId, request.query);
  });

  app.put('/shop-accounts/:userId/typology', {
    config: { access: { permission: 'createClient', shop: { body: 'shopId' } } },
    schema: {
      ...secured, summary: 'Assign a price grid (typology) to a buyer or agent of the shop (createClient); null for the public grid',
      params: z.object({ userId: idSchema }), body: setAccountTypologyBodySchema,
      response: { 200: shopAccountSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { shopId } = request.access;
    const { typology } = request.body;
    if (typology !== null) {
      // The grids belong to the catalogue: only one of this shop's may be given.
      const { keys } = await internal<{ keys: string[] }>('catalog', 'GET', `/v1/internal/shops/${shopId}/typologies`);
      if (!keys.includes(typology)) throw new HttpError(400, 'UNKNOWN_TYPOLOGY', "Cette grille tarifaire n'existe pas dans votre boutique (typology).");
    }
    const account = await accounts.setTypology(shopId, request.params.userId, typology);
    if (!account) throw notFound("Ce compte n'est pas un client de votre boutique.");
    return account;
  });
};
