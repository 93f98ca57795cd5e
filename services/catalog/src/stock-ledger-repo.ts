import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StockFormats, StockPublishBody } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { formats, products, stockPublished } from './db/schema';
import { orderLineLabel } from './order-line-label';

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
     * Moves the figure for sale of each format by its delta, once per movement key. A format not tracked yet
     * starts from zero (the ledger now counts it); the figure never goes below zero, since checkouts take from it.
     */
    async publish(body: StockPublishBody): Promise<{ applied: boolean }> {
      return db.transaction(async (tx) => {
        const fresh = await tx.insert(stockPublished).values({ shopId: body.shopId, movementKey: body.movementKey }).onConflictDoNothing().returning({ key: stockPublished.movementKey });
        if (fresh.length === 0) return { applied: false };
        const ofShop = inArray(formats.productId, tx.select({ id: products.id }).from(products).where(eq(products.shopId, body.shopId)));
        for (const line of [...body.lines].sort((a, b) => a.formatId - b.formatId)) {
          await tx.update(formats).set({ stock: sql`greatest(coalesce(${formats.stock}, 0) + ${line.delta}, 0)` }).where(and(eq(formats.id, line.formatId), ofShop));
        }
        return { applied: true };
      });
    },
  };
}
export type StockLedgerRepo = ReturnType<typeof stockLedgerRepo>;
