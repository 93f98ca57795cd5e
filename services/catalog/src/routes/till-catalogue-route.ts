import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { errorSchema, idSchema, tillCatalogueSchema, type TillItem } from '@vendange/contracts';
import { vatRatePercent } from '@vendange/pricing';
import type { Db } from '@vendange/service-kit';
import { formats } from '../db/schema';
import type { ProductsRepo } from '../products-repo';
import type { ShopSettingsOf } from '../shop-settings';

/** The most formats a till keeps (its grid and its offline copy): a cellar door sells a few dozen wines. */
const TILL_PRODUCTS_MAX = 500;

/**
 * Internal (pos → catalog): what a till sells, priced at its price list (a typology of the shop) for one unit,
 * incl. VAT and duties, by the same function as the shop's own list (viewerPriceOf), with each format's GTIN for
 * the scanner and the product's VAT rate for the receipt. Formats without a price at that list are left out.
 */
export const tillCatalogueRoute: FastifyPluginAsyncZod<{ db: Db; products: ProductsRepo; shopSettings: ShopSettingsOf }> = async (app, { db, products, shopSettings }) => {
  app.get('/internal/shops/:shopId/till-catalogue', {
    config: { access: 'internal' },
    schema: {
      hide: true, params: z.object({ shopId: idSchema }), querystring: z.object({ typology: z.string().trim().min(1).max(50).optional() }),
      response: { 200: tillCatalogueSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { shopId } = request.params;
    const view = { shopId, staff: false, typology: request.query.typology ?? null };
    const items: TillItem[] = [];
    const shop = await shopSettings(shopId);
    let priceList: string | null = request.query.typology ?? null;
    for (let page = 1; (page - 1) * 100 < TILL_PRODUCTS_MAX; page += 1) {
      const listed = await products.list({ page, limit: 100, sort: 'name' }, [view]);
      const ids = listed.items.flatMap((p) => p.formats.map((f) => f.id));
      const gtins = ids.length === 0 ? [] : await db.select({ id: formats.id, gtin: formats.gtin }).from(formats).where(inArray(formats.id, ids));
      for (const p of listed.items) {
        if (p.status !== 'online') continue;
        priceList = p.typology?.key ?? priceList;
        const vatRate = vatRatePercent({ vatType: p.vatType }, { hasTVA: shop.hasTVA });
        const vintage = p.vintages[0] ?? null;
        for (const f of p.formats) {
          if (f.priceTtcCents === null) continue;
          const volume = `${f.unityValue} ${f.unity}`;
          items.push({
            productId: p.id, formatId: f.id, vintageId: vintage?.id ?? null,
            label: [p.name, vintage?.name, p.formats.length > 1 || f.unityValue !== '75' ? volume : null].filter(Boolean).join(' · '),
            category: p.color ?? p.productType, gtin: gtins.find((g) => g.id === f.id)?.gtin ?? null, unitTtcCents: f.priceTtcCents, vatRate,
          });
        }
      }
      if (page * 100 >= listed.total) break;
    }
    return { priceList, items };
  });
};
