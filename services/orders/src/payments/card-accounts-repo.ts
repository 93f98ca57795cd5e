import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { cardAccounts, orders } from '../db/schema';

export type CardAccountRow = typeof cardAccounts.$inferSelect;

/** Each shop's card account at the provider (Stripe Connect). */
export function cardAccountsRepo(db: Db) {
  return {
    async ofShop(shopId: number): Promise<CardAccountRow | null> {
      const [row] = await db.select().from(cardAccounts).where(eq(cardAccounts.shopId, shopId));
      return row ?? null;
    },

    /** Keeps the first account recorded for a shop (two clicks at once may each have opened one at the provider). */
    async save(shopId: number, accountId: string): Promise<CardAccountRow> {
      await db.insert(cardAccounts).values({ shopId, accountId }).onConflictDoNothing({ target: cardAccounts.shopId });
      const [row] = await db.select().from(cardAccounts).where(eq(cardAccounts.shopId, shopId));
      return row!;
    },

    /** What the provider says of the account now. */
    async setState(accountId: string, state: { chargesEnabled: boolean; detailsSubmitted: boolean }): Promise<CardAccountRow | null> {
      const [row] = await db.update(cardAccounts).set({ ...state, updatedAt: new Date() }).where(eq(cardAccounts.accountId, accountId)).returning();
      return row ?? null;
    },

    /** The provider no longer knows the account (deleted, or a sandbox started afresh): the shop starts over. */
    async forget(shopId: number, accountId: string): Promise<void> {
      await db.delete(cardAccounts).where(and(eq(cardAccounts.shopId, shopId), eq(cardAccounts.accountId, accountId)));
    },

    /** Of these shops, those whose account takes charges. */
    async activeShops(shopIds: readonly number[]): Promise<number[]> {
      if (shopIds.length === 0) return [];
      const rows = await db.select({ shopId: cardAccounts.shopId }).from(cardAccounts)
        .where(and(inArray(cardAccounts.shopId, [...shopIds]), eq(cardAccounts.chargesEnabled, true)));
      return rows.map((r) => r.shopId);
    },

    /** Where each order's card payment goes: its shop's active account; orders of a shop without one are left out. */
    async destinationsOf(orderIds: readonly number[]): Promise<Map<number, string>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db.select({ orderId: orders.id, accountId: cardAccounts.accountId }).from(orders)
        .innerJoin(cardAccounts, and(eq(cardAccounts.shopId, orders.shopId), eq(cardAccounts.chargesEnabled, true)))
        .where(inArray(orders.id, [...orderIds]));
      return new Map(rows.map((r) => [r.orderId, r.accountId]));
    },
  };
}
export type CardAccountsRepo = ReturnType<typeof cardAccountsRepo>;
