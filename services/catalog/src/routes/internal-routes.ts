import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, idSchema, productPricesBodySchema, productPricesPath, productPricesSchema, shopsPricesBodySchema, shopsPricesPath, shopsPricesSchema, type ProductPrices, type ShopsPricesBody,
} from '@vendange/contracts';
import type { AccessSubject } from '@vendange/access';
import type { AccessResolver, ServiceKit } from '@vendange/service-kit';
import type { PricesRepo } from '../prices-repo';
import { pricesHiddenFor, type ShopSettingsOf } from '../shop-settings';
import type { TypologiesRepo } from '../typologies-repo';
import { viewOf } from '../visibility';

/** Service-to-service routes of catalog: orders prices a buyer's lines here, never from the client's figures. */
interface Deps { repo: PricesRepo; typologies: TypologiesRepo; shopSettings: ShopSettingsOf; resolveAccess: AccessResolver; internalRead: ServiceKit['internalRead'] }

type Lines = ShopsPricesBody['shops'][number]['lines'];

export const internalRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo, typologies, shopSettings, resolveAccess, internalRead }) => {
  /**
   * One shop's lines as a buyer (their view of the shop: typology, public statuses only) or a visitor sees them
   * (`buyer` undefined; `null`: an account deleted since, priced as a visitor's view but never hidden).
   */
  async function buyerPrices(shopId: number, buyer: AccessSubject | null | undefined, lines: Lines): Promise<ProductPrices> {
    const prices = await repo.pricesFor(viewOf(buyer ?? null, shopId, undefined), lines);
    // A visitor's cart at a shop reserving its prices to members is not priced either (a found line
    // proves the shop exists before its settings are read).
    if (buyer !== undefined || !prices.lines.some((l) => l.found)) return prices;
    if (!pricesHiddenFor(true, await shopSettings(shopId))) return prices;
    return { ...prices, lines: prices.lines.map((l) => (l.found ? { ...l, priceCents: null, pricing: null } : l)) };
  }

  /** The buyer's rights, read fresh from identity; undefined for a visitor. */
  const buyerOf = async (userId: number | undefined) => (userId === undefined ? undefined : resolveAccess(userId));

  // Price reads: routes, and direct calls for orders when it shares the process (service kit internal-read.ts).
  internalRead(app, {
    path: productPricesPath, body: productPricesBodySchema, response: productPricesSchema,
    handle: async ({ shopId, userId, typology, lines }) => {
      // A sale entered by the producer is priced at the client's grid; else the buyer's view of the shop.
      if (typology !== undefined) return repo.pricesFor({ shopId, staff: false, typology }, lines);
      return buyerPrices(shopId, await buyerOf(userId), lines);
    },
  });

  // A cart's sellers in one call (docs/decisions/cart-price-performance.md): each shop priced as the route above.
  internalRead(app, {
    path: shopsPricesPath, body: shopsPricesBodySchema, response: shopsPricesSchema,
    handle: async ({ userId, shops }) => {
      const buyer = await buyerOf(userId);
      return { shops: await Promise.all(shops.map((s) => buyerPrices(s.shopId, buyer, s.lines))) };
    },
  });

  app.get('/internal/shops/:shopId/typologies', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ shopId: idSchema }), response: { 200: z.object({ keys: z.array(z.string()) }), 403: errorSchema } },
  }, async (request) => {
    return { keys: (await typologies.list(request.params.shopId)).map((t) => t.key) };
  });
};
