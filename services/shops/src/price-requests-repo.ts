import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { priceRequests } from './db/schema';

type Row = typeof priceRequests.$inferSelect;

/** Professional buyers' requests for a negotiated price grid. */
export function priceRequestsRepo(db: Db) {
  return {
    /**
     * Records a request unless this buyer already made one to this shop in the last 24 hours (then
     * null). The check and the insert hold a lock on the pair, so two clicks at once make one request.
     * `announce` writes the jobs the request sets off (the producer's notification) in its transaction.
     */
    async createOncePerDay(input: { shopId: number; buyerId: number; message: string | null }, announce?: (tx: Db) => Promise<void>): Promise<Row | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`price-request:${input.shopId}:${input.buyerId}`}))`);
        const recent = await tx.select({ id: priceRequests.id }).from(priceRequests)
          .where(and(eq(priceRequests.shopId, input.shopId), eq(priceRequests.buyerId, input.buyerId), gt(priceRequests.createdAt, sql`now() - interval '24 hours'`)))
          .limit(1);
        if (recent.length > 0) return null;
        const [row] = await tx.insert(priceRequests).values(input).returning();
        if (row && announce) await announce(tx as unknown as Db);
        return row ?? null;
      });
    },
  };
}
export type PriceRequestsRepo = ReturnType<typeof priceRequestsRepo>;
