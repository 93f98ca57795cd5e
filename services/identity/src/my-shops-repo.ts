import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { userShops } from './db/schema';

export type ShopLinkRow = typeof userShops.$inferSelect;

/**
 * "Mes producteurs": a user's buyer links (user_shops with relation 'buyer'). Every query is keyed
 * by the user asking; only a buyer link is ever created or deleted here.
 */
export function myShopsRepo(db: Db) {
  const linkOf = async (userId: number, shopId: number): Promise<ShopLinkRow | null> =>
    (await db.select().from(userShops).where(and(eq(userShops.userId, userId), eq(userShops.shopId, shopId))).limit(1))[0] ?? null;

  return {
    linkOf,

    /** The user's producers, in the order they were linked (no date is kept: by shop id). */
    async buyerLinks(userId: number): Promise<ShopLinkRow[]> {
      return db.select().from(userShops).where(and(eq(userShops.userId, userId), eq(userShops.relation, 'buyer'))).orderBy(asc(userShops.shopId));
    },

    /**
     * Links the user to the shop as a buyer on the shop's default grid. A link that exists already
     * (a buyer link with its grid or its block, or a staff link) is left exactly as it is. A new link
     * commits with what `onCreated` announces in its transaction (the buyer becoming a client of the shop).
     */
    async addBuyerLink(userId: number, shopId: number, onCreated?: (tx: Db) => Promise<void>): Promise<{ link: ShopLinkRow; created: boolean }> {
      const inserted = await db.transaction(async (tx) => {
        const [row] = await tx.insert(userShops).values({ userId, shopId, relation: 'buyer', typology: null }).onConflictDoNothing().returning();
        if (row && onCreated) await onCreated(tx);
        return row;
      });
      if (inserted) return { link: inserted, created: true };
      const existing = await linkOf(userId, shopId);
      if (!existing) throw new Error(`user_shops ${userId}/${shopId}: neither inserted nor found`);
      return { link: existing, created: false };
    },

    /** Deletes the user's buyer link to the shop unless the producer blocked it. */
    async removeBuyerLink(userId: number, shopId: number): Promise<'removed' | 'blocked' | 'none'> {
      const deleted = await db.delete(userShops).where(and(
        eq(userShops.userId, userId), eq(userShops.shopId, shopId), eq(userShops.relation, 'buyer'), eq(userShops.blocked, false),
      )).returning({ shopId: userShops.shopId });
      if (deleted.length > 0) return 'removed';
      const left = await linkOf(userId, shopId);
      return left?.relation === 'buyer' && left.blocked ? 'blocked' : 'none';
    },

    /** The owners of a shop (who hear of a new client). */
    async ownersOf(shopId: number): Promise<number[]> {
      const rows = await db.select({ userId: userShops.userId }).from(userShops).where(and(eq(userShops.shopId, shopId), eq(userShops.relation, 'owner')));
      return rows.map((r) => r.userId);
    },
  };
}
export type MyShopsRepo = ReturnType<typeof myShopsRepo>;
