import { and, count, eq, inArray } from 'drizzle-orm';
import type { ShopAccount } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { nameOrEmailMatches } from './collaborators-repo';
import { users, userShops } from './db/schema';

const columns = {
  userId: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, isPro: users.isPro,
  relation: userShops.relation, typology: userShops.typology, blocked: userShops.blocked,
};

/** The buyers and agents of one shop and their price grid; every query is scoped by the shop id. */
export function shopAccountsRepo(db: Db) {
  const ofShop = (shopId: number) => and(eq(userShops.shopId, shopId), inArray(userShops.relation, ['buyer', 'agent']));
  const toAccount = (r: Omit<ShopAccount, 'relation'> & { relation: string }): ShopAccount => ({ ...r, relation: r.relation === 'agent' ? 'agent' : 'buyer' });

  return {
    async list(shopId: number, q: { page: number; limit: number; search?: string | undefined }) {
      const match = nameOrEmailMatches(q.search);
      const where = and(ofShop(shopId), match);
      const [rows, [total]] = await Promise.all([
        db.select(columns).from(userShops).innerJoin(users, eq(users.id, userShops.userId)).where(where)
          .orderBy(users.lastname, users.firstname).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(userShops).innerJoin(users, eq(users.id, userShops.userId)).where(where),
      ]);
      return { items: rows.map(toAccount), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** Sets the grid of a buyer or agent of the shop; null when the account is not one of them. */
    async setTypology(shopId: number, userId: number, typology: string | null): Promise<ShopAccount | null> {
      const updated = await db.update(userShops).set({ typology }).where(and(ofShop(shopId), eq(userShops.userId, userId))).returning({ userId: userShops.userId });
      if (!updated.length) return null;
      const [row] = await db.select(columns).from(userShops).innerJoin(users, eq(users.id, userShops.userId)).where(and(ofShop(shopId), eq(userShops.userId, userId)));
      return row ? toAccount(row) : null;
    },
  };
}
