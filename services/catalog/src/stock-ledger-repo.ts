import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { litresOf } from '@vendange/pricing';
import type { DrmFormat, StockFormats, StockPublishBody } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { formats, nutrition, products, stockPublished, vintages } from './db/schema';
import { exciseCategoryOf } from './excise-category';
import { orderLineLabel } from './order-line-label';
import { referenceItem } from './references/reference-index';

/** Product types that hold drink: the others (accessories, boxes, food, services) are no DRM product. */
const DRINKS = ['bottle', 'spirit'];
const SPARKLING = ['effervescent', 'petillant'];
const referenceLabel = (list: 'colours', code: string | null) => (code ? referenceItem(list, code)?.label ?? code : '');

/** What the stock service asks of catalog: the formats its movements name, and the figure for sale to move. */
export function stockLedgerRepo(db: Db) {
  return {
    /** The shop's formats among `formatIds`, labelled as order lines are (every status: a paused wine still sits in the cellar). */
    async formatsOf(shopId: number, formatIds: readonly number[]): Promise<StockFormats> {
      const rows = await db.select({ f: formats, name: products.name }).from(formats).innerJoin(products, eq(products.id, formats.productId))
        .where(and(eq(products.shopId, shopId), inArray(formats.id, [...formatIds])));
      return {
        formats: rows.map(({ f, name }) => ({
          formatId: f.id, productId: f.productId,
          label: orderLineLabel({ product: { name }, vintage: null, format: { unity: f.unity, unityValue: f.unityValue, type: f.type, packingQuantity: f.packingQuantity } }),
        })),
      };
    },

    /**
     * What the DRM needs of the shop's formats: drink volume, the DRM product (certification, genre, appellation,
     * colour) and the duties of the newest vintage, read as prices read them (viewer-price.ts).
     */
    async drmFormatsOf(shopId: number, formatIds: readonly number[]): Promise<{ formats: DrmFormat[] }> {
      const rows = await db.select({ f: formats, p: products, n: nutrition }).from(formats).innerJoin(products, eq(products.id, formats.productId))
        .leftJoin(nutrition, eq(nutrition.productId, products.id))
        .where(and(eq(products.shopId, shopId), inArray(formats.id, [...formatIds])));
      const productIds = [...new Set(rows.map((r) => r.p.id))];
      const newest = new Map<number, typeof vintages.$inferSelect>();
      if (productIds.length > 0) {
        // The newest vintage by name, as prices choose it (prices-repo.ts).
        for (const v of await db.select().from(vintages).where(inArray(vintages.productId, productIds)).orderBy(desc(vintages.name))) {
          if (!newest.has(v.productId)) newest.set(v.productId, v);
        }
      }
      return {
        formats: rows.map(({ f, p, n }): DrmFormat => {
          const volumeUnit = referenceItem('units', f.unity)?.volumeUnit ?? null;
          const litres = DRINKS.includes(p.productType) && volumeUnit ? litresOf({ unity: volumeUnit, unityValue: f.unityValue, packingQuantity: f.packingQuantity }) : null;
          const vintage = newest.get(p.id);
          const category = vintage?.da ? exciseCategoryOf(vintage.exciseCode, p.type, p.labels) : null;
          const quality = p.quality ?? (p.labels.includes('aop') || p.labels.includes('aoc') ? 'aop' : p.labels.includes('igp') ? 'igp' : null);
          return {
            formatId: f.id,
            volumeMl: litres === null ? null : Math.round(Number(litres) * 1000),
            product: {
              certification: quality === 'aop' ? 'AOP' : quality === 'igp' ? 'IGP' : 'Sans IG',
              genre: p.productType === 'spirit' ? 'Spiritueux' : SPARKLING.includes(p.type ?? '') ? 'Mousseux' : 'Tranquille',
              appellation: n?.appellation?.trim() || p.name,
              colour: referenceLabel('colours', n?.colour ?? p.color),
            },
            excise: category ? { category, abv: vintage?.alcohol ?? null, css: vintage?.css ?? false } : null,
          };
        }),
      };
    },

    /**
     * Moves the figure for sale of each format by its delta, once per movement key. A format not tracked yet
     * starts from zero (the ledger now counts it, and from then on only the ledger: `stockFromLedger`); the figure
     * never goes below zero, since checkouts take from it.
     */
    async publish(body: StockPublishBody): Promise<{ applied: boolean }> {
      return db.transaction(async (tx) => {
        const fresh = await tx.insert(stockPublished).values({ shopId: body.shopId, movementKey: body.movementKey }).onConflictDoNothing().returning({ key: stockPublished.movementKey });
        if (fresh.length === 0) return { applied: false };
        const ofShop = inArray(formats.productId, tx.select({ id: products.id }).from(products).where(eq(products.shopId, body.shopId)));
        for (const line of [...body.lines].sort((a, b) => a.formatId - b.formatId)) {
          await tx.update(formats).set({ stock: sql`greatest(coalesce(${formats.stock}, 0) + ${line.delta}, 0)`, stockFromLedger: true }).where(and(eq(formats.id, line.formatId), ofShop));
        }
        return { applied: true };
      });
    },
  };
}
export type StockLedgerRepo = ReturnType<typeof stockLedgerRepo>;
