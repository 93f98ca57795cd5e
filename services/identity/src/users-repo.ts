import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AccessSubject } from '@vendange/access';
import type { MasterAccount, Permission, ShopLink, User } from '@vendange/contracts';
import { sharedAnswer, userChangeKey, type ChangeFeedCache, type Db } from '@vendange/service-kit';
import { masterLinks, users, userShops } from './db/schema';

type UserRow = typeof users.$inferSelect;
type LinkRow = typeof userShops.$inferSelect;
type NewUser = typeof users.$inferInsert;

const toLink = (l: Pick<LinkRow, 'shopId' | 'typology' | 'blocked' | 'authorizations'>): ShopLink => ({
  id: l.shopId, typology: l.typology, blocked: l.blocked,
  authorizations: l.authorizations as Partial<Record<Permission, boolean>> | null,
});

/** A shop link as the user's own read carries it (one JSON array built by the query). */
type LinkFacts = Pick<LinkRow, 'shopId' | 'typology' | 'blocked' | 'authorizations'>;

/**
 * Reads and shapes users as the contract says; the only place that knows identity's tables. `kept`: where the
 * session's own reads are kept (GET /users/me), dropped by `user:<id>` (migration 0007) and by identity's writes.
 */
export function usersRepo(db: Db, kept?: ChangeFeedCache<User | null>) {
  function toUser(row: UserRow, links: LinkFacts[], master: boolean): User {
    return {
      id: row.id, username: row.username, lastname: row.lastname, firstname: row.firstname, email: row.email,
      role: row.role, isPro: row.isPro, phone: row.phone, masterAccount: master,
      deliveryAddress: row.deliveryAddress ?? null, billingAddress: row.billingAddress ?? null,
      shops: links.map(toLink),
      cart: { orders: row.cart?.orders ?? [], lastUpdated: row.cart?.lastUpdated ?? null, version: row.cart?.version ?? 0 },
    };
  }

  // The two reads of every signed-in request, built once and prepared: the rights (access rule) and the
  // user with their shops and master flag in one round trip (the session's own read).
  const accessQuery = db.select({ role: users.role, link: userShops }).from(users)
    .leftJoin(userShops, eq(userShops.userId, users.id)).where(eq(users.id, sql.placeholder('id'))).prepare('identity_access_of');
  const userQuery = db.select({
    row: users,
    links: sql<LinkFacts[]>`coalesce((select json_agg(json_build_object('shopId', l.shop_id, 'typology', l.typology, 'blocked', l.blocked, 'authorizations', l.authorizations) order by l.shop_id)
      from ${userShops} l where l.user_id = "identity"."users"."id"), '[]'::json)`,
    master: sql<boolean>`exists (select 1 from ${masterLinks} m where m.master_id = "identity"."users"."id")`,
  }).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('identity_user_of');

  async function readUser(userId: number): Promise<User | null> {
    const found = (await userQuery.execute({ id: userId }))[0];
    return found ? toUser(found.row, found.links, found.master) : null;
  }

  return {
    /** Finds a login by e-mail (case-insensitive), username or numeric id. */
    async findForLogin(ident: { email?: string | undefined; username?: string | undefined; id?: number | undefined }): Promise<UserRow | null> {
      const conds = [];
      if (ident.email) conds.push(eq(users.email, ident.email.toLowerCase()));
      if (ident.username) conds.push(eq(users.username, ident.username), eq(users.email, ident.username.toLowerCase()));
      if (ident.id) conds.push(eq(users.id, ident.id));
      if (conds.length === 0) return null;
      const rows = await db.select().from(users).where(or(...conds)).limit(1);
      return rows[0] ?? null;
    },

    async rowOf(userId: number): Promise<UserRow | null> {
      return (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0] ?? null;
    },

    /** The user as read now (after a write, in the answer to it). */
    getUser: readUser,

    /** The session's own read, kept until the user changes (read-only: the same object answers every request). */
    async sessionUser(userId: number): Promise<User | null> {
      // Kept, it is serialized once (sharedAnswer) until the user changes.
      return kept ? kept.get(`me:${userId}`, [userChangeKey(userId)], async () => { const user = await readUser(userId); return user && sharedAnswer(user); }) : readUser(userId);
    },

    async masterAccountOf(masterId: number, email: string): Promise<MasterAccount | null> {
      const links = await db.select({ id: masterLinks.accountId }).from(masterLinks).where(eq(masterLinks.masterId, masterId));
      if (links.length === 0) return null;
      const accounts = await db.select({ id: users.id, username: users.username, email: users.email, role: users.role, firstname: users.firstname, lastname: users.lastname })
        .from(users).where(inArray(users.id, links.map((l) => l.id))).orderBy(asc(users.id));
      return { id: masterId, email, accounts };
    },

    async canActAs(masterId: number, accountId: number): Promise<boolean> {
      const rows = await db.select({ id: masterLinks.accountId }).from(masterLinks)
        .where(and(eq(masterLinks.masterId, masterId), eq(masterLinks.accountId, accountId))).limit(1);
      return rows.length > 0;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      return (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0] ?? null;
    },

    /** Creates an account; null when the e-mail (or username) is already taken, even in a race. */
    async create(values: NewUser): Promise<number | null> {
      const rows = await db.insert(users).values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoNothing().returning({ id: users.id });
      return rows[0]?.id ?? null;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    async linkShop(link: typeof userShops.$inferInsert): Promise<void> {
      await db.insert(userShops).values(link).onConflictDoNothing();
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, emailValidated: true, passwordSet: true, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async markEmailValidated(userId: number): Promise<void> {
      await db.update(users).set({ emailValidated: true, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /**
     * Updates the profile or the cart. A saved cart's version moves on by one with every save, in the same
     * statement; with `cartBase`, the cart is only written if the saved one is still that version
     * (compare-and-set): false when it moved on meanwhile. Two saves can never get the same version.
     */
    async updateMe(userId: number, patch: Partial<Pick<UserRow, 'firstname' | 'lastname' | 'phone' | 'cart' | 'deliveryAddress' | 'billingAddress'>>, cartBase?: number | null): Promise<boolean> {
      if (Object.keys(patch).length === 0) return true;
      const { cart, ...rest } = patch;
      const savedVersion = sql`coalesce((${users.cart} ->> 'version')::int, 0)`;
      const stale = cartBase === undefined || !cart ? undefined : sql`${savedVersion} = ${cartBase ?? 0}`;
      const nextCart = cart
        ? { cart: sql`jsonb_build_object('orders', ${JSON.stringify(cart.orders)}::jsonb, 'lastUpdated', ${cart.lastUpdated}::text, 'version', ${savedVersion} + 1)` }
        : {};
      const rows = await db.update(users).set({ ...rest, ...nextCart, updatedAt: new Date() })
        .where(stale ? and(eq(users.id, userId), stale) : eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },

    /** Current access rights, in one query: what every permission check on every service reads. */
    async accessOf(userId: number): Promise<AccessSubject | null> {
      const rows = await accessQuery.execute({ id: userId });
      const first = rows[0];
      if (!first) return null;
      const links = rows.flatMap((r) => (r.link ? [r.link] : []));
      return {
        id: userId, role: first.role,
        ownedShopIds: links.filter((l) => l.relation === 'owner').map((l) => l.shopId),
        shops: links.filter((l) => l.relation !== 'owner').map(toLink),
      };
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
