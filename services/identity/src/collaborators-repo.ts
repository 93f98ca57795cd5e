import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { permissions, type Authorizations, type Collaborator } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { users, userShops } from './db/schema';

/** Every permission named, false unless granted: a map present means each right must be true (spec point 6). */
export function fullAuthorizations(granted: Authorizations, base: Authorizations = {}): Record<string, boolean> {
  return Object.fromEntries(permissions.map((p) => [p, granted[p] ?? base[p] ?? false]));
}

const columns = {
  id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone,
  emailValidated: users.emailValidated, createdAt: users.createdAt, blocked: userShops.blocked, authorizations: userShops.authorizations,
};
type Row = {
  id: number; firstname: string; lastname: string; email: string; phone: string | null; emailValidated: boolean;
  createdAt: Date; blocked: boolean; authorizations: Record<string, boolean> | null;
};

const toCollaborator = (r: Row): Collaborator => ({
  ...r, createdAt: r.createdAt.toISOString(), authorizations: fullAuthorizations({}, r.authorizations ?? {}),
});

/** A person found by first name, last name or e-mail (a list's search box). */
export function nameOrEmailMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(users.firstname, pattern), ilike(users.lastname, pattern), ilike(users.email, pattern));
}

/** The collaborators (iam links) of one shop; every query is scoped by the shop id. */
export function collaboratorsRepo(db: Db) {
  const ofShop = (shopId: number) => and(eq(userShops.shopId, shopId), eq(userShops.relation, 'iam'));
  const from = () => db.select(columns).from(userShops).innerJoin(users, eq(users.id, userShops.userId));

  return {
    async list(shopId: number, q: { page: number; limit: number; search?: string | undefined }) {
      const match = nameOrEmailMatches(q.search);
      const where = and(ofShop(shopId), match);
      const [rows, [total]] = await Promise.all([
        from().where(where).orderBy(users.lastname, users.firstname).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(userShops).innerJoin(users, eq(users.id, userShops.userId)).where(where),
      ]);
      return { items: rows.map(toCollaborator), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async get(shopId: number, userId: number): Promise<Collaborator | null> {
      const rows = await from().where(and(ofShop(shopId), eq(userShops.userId, userId))).limit(1);
      return rows[0] ? toCollaborator(rows[0]) : null;
    },

    async update(shopId: number, userId: number, patch: { authorizations?: Record<string, boolean>; blocked?: boolean }): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.update(userShops).set(patch).where(and(ofShop(shopId), eq(userShops.userId, userId)));
    },
  };
}
export type CollaboratorsRepo = ReturnType<typeof collaboratorsRepo>;
