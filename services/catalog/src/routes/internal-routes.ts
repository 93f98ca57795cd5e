import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, productPricesBodySchema, productPricesSchema } from '@vendange/contracts';
import type { AccessResolver } from '@vendange/service-kit';
import type { PricesRepo } from '../prices-repo';
import { pricesHiddenFor, type ShopSettingsOf } from '../shop-settings';
import type { TypologiesRepo } from '../typologies-repo';
import { viewOf } from '../visibility';

/** Service-to-service routes of catalog: orders prices a buyer's lines here, never from the client's figures. */
interface Deps { repo: PricesRepo; typologies: TypologiesRepo; shopSettings: ShopSettingsOf; resolveAccess: AccessResolver }

export const internalRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo, typologies, shopSettings, resolveAccess }) => {
  app.post('/internal/products/prices', {
    config: { access: 'internal', readOnly: true },
    schema: { hide: true, body: productPricesBodySchema, response: { 200: productPricesSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => {
    const { shopId, userId, typology, lines } = request.body;
    // A sale entered by the producer is priced at the client's grid; else the buyer's view of the shop
    // (their typology, public statuses only), read fresh from identity.
    const view = typology !== undefined ? { shopId, staff: false, typology } : viewOf(userId === undefined ? null : await resolveAccess(userId), shopId, undefined);
    const prices = await repo.pricesFor(view, lines);
    if (typology !== undefined) return prices;
    // A visitor's cart at a shop reserving its prices to members is not priced either (a found line
    // proves the shop exists before its settings are read).
    if (userId !== undefined || !prices.lines.some((l) => l.found)) return prices;
    if (!pricesHiddenFor(true, await shopSettings(shopId))) return prices;
    return { ...prices, lines: prices.lines.map((l) => (l.found ? { ...l, priceCents: null, pricing: null } : l)) };
  });

  app.get('/internal/shops/:shopId/typologies', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ shopId: idSchema }), response: { 200: z.object({ keys: z.array(z.string()) }), 403: errorSchema } },
  }, async (request) => {
    return { keys: (await typologies.list(request.params.shopId)).map((t) => t.key) };
  });
};
