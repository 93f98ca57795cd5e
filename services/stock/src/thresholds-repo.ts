import { and, asc, eq, sql } from 'drizzle-orm';
import type { StockThreshold } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { levels, thresholds } from './db/schema';

/** Alert thresholds per format, with the stock of the format in every warehouse. */
export function thresholdsRepo(db: Db) {
  return {
    async list(shopId: number): Promise<StockThreshold[]> {
      return db.select({
        formatId: thresholds.formatId, threshold: thresholds.threshold,
        label: sql<string>`coalesce(max(${levels.label}), '')`, physical: sql<number>`coalesce(sum(${levels.quantity}), 0)::int`,
      }).from(thresholds).leftJoin(levels, and(eq(levels.shopId, thresholds.shopId), eq(levels.formatId, thresholds.formatId)))
        .where(eq(thresholds.shopId, shopId)).groupBy(thresholds.formatId, thresholds.threshold).orderBy(asc(sql`coalesce(max(${levels.label}), '')`));
    },

    /** Sets the threshold of a format of the shop, or removes it (null). */
    async set(shopId: number, formatId: number, threshold: number | null): Promise<void> {
      if (threshold === null) {
        await db.delete(thresholds).where(and(eq(thresholds.shopId, shopId), eq(thresholds.formatId, formatId)));
        return;
      }
      await db.insert(thresholds).values({ shopId, formatId, threshold }).onConflictDoUpdate({ target: [thresholds.shopId, thresholds.formatId], set: { threshold } });
    },
  };
}
export type ThresholdsRepo = ReturnType<typeof thresholdsRepo>;
