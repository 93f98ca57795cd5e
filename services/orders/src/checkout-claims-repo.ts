import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { checkoutClaims } from './db/schema';

/** A claim left 'processing' this long belongs to a process that died: another submission may take it over. */
export const STALE_CLAIM_MS = 2 * 60_000;

export type ClaimOutcome = 'claimed' | 'processing' | 'done';

/**
 * One submission at a time per buyer and checkout id, decided by the primary key (no read before write):
 * the insert that wins places the orders, every other copy waits for its outcome (docs/decisions/checkout.md).
 */
export function checkoutClaimsRepo(db: Db) {
  const key = (buyerId: number, checkoutId: string) => and(eq(checkoutClaims.buyerId, buyerId), eq(checkoutClaims.checkoutId, checkoutId));
  return {
    /** 'claimed': this call places the checkout; otherwise the state of the claim another call holds. */
    async claim(buyerId: number, checkoutId: string): Promise<ClaimOutcome> {
      const inserted = await db.insert(checkoutClaims).values({ buyerId, checkoutId }).onConflictDoNothing().returning({ state: checkoutClaims.state });
      if (inserted.length > 0) return 'claimed';
      const takenOver = await db.update(checkoutClaims).set({ claimedAt: sql`now()` })
        .where(and(key(buyerId, checkoutId), eq(checkoutClaims.state, 'processing'), lt(checkoutClaims.claimedAt, sql`now() - ${`${STALE_CLAIM_MS} milliseconds`}::interval`)))
        .returning({ state: checkoutClaims.state });
      if (takenOver.length > 0) return 'claimed';
      const [row] = await db.select({ state: checkoutClaims.state }).from(checkoutClaims).where(key(buyerId, checkoutId));
      // Released between our insert and this read: the caller simply claims again.
      return row ? row.state : 'processing';
    },

    /** The state of a claim, or null once given up (the submission that held it failed). */
    async state(buyerId: number, checkoutId: string): Promise<ClaimOutcome | null> {
      const [row] = await db.select({ state: checkoutClaims.state }).from(checkoutClaims).where(key(buyerId, checkoutId));
      return row?.state ?? null;
    },

    /** The orders are placed and the payment started: copies may answer with them. */
    async done(buyerId: number, checkoutId: string): Promise<void> {
      await db.update(checkoutClaims).set({ state: 'done' }).where(key(buyerId, checkoutId));
    },

    /** The submission failed and placed nothing: the buyer may submit the same checkout again. */
    async release(buyerId: number, checkoutId: string): Promise<void> {
      await db.delete(checkoutClaims).where(and(key(buyerId, checkoutId), eq(checkoutClaims.state, 'processing')));
    },
  };
}
export type CheckoutClaimsRepo = ReturnType<typeof checkoutClaimsRepo>;
