import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Agent, FoundAgent } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { nameOrEmailMatches } from '../collaborators-repo';
import { agentInvitations, agentProfiles, users, userShops } from '../db/schema';

const columns = {
  id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone,
  typology: userShops.typology, blocked: userShops.blocked,
  regions: sql<string[]>`coalesce(${agentProfiles.regions}, '{}')`, typologies: sql<string[]>`coalesce(${agentProfiles.typologies}, '{}')`,
};

/** The agents (agent links) of one shop and the agents' own profiles; every shop query is scoped by the shop id. */
export function agentsRepo(db: Db) {
  const ofShop = (shopId: number) => and(eq(userShops.shopId, shopId), eq(userShops.relation, 'agent'));
  const from = () => db.select(columns).from(userShops).innerJoin(users, eq(users.id, userShops.userId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id));

  return {
    async list(shopId: number, q: { page: number; limit: number; search?: string | undefined }) {
      const where = and(ofShop(shopId), nameOrEmailMatches(q.search));
      const [rows, [total]] = await Promise.all([
        from().where(where).orderBy(asc(users.lastname), asc(users.firstname), asc(users.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(userShops).innerJoin(users, eq(users.id, userShops.userId)).where(where),
      ]);
      return { users: rows as Agent[], total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async get(shopId: number, userId: number): Promise<Agent | null> {
      return ((await from().where(and(ofShop(shopId), eq(userShops.userId, userId))).limit(1))[0] as Agent | undefined) ?? null;
    },

    async update(shopId: number, userId: number, patch: { typology?: string | null; blocked?: boolean }): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.update(userShops).set(patch).where(and(ofShop(shopId), eq(userShops.userId, userId)));
    },

    /**
     * Registered agents covering a department and a typology (an empty profile covers nothing asked), with
     * whether each already works for the shop. Only names and coverage: their contact is for the shops they join.
     */
    async find(shopId: number, q: { region?: string | undefined; typology?: string | undefined; page: number; limit: number }) {
      const conds: (SQL | undefined)[] = [eq(users.role, 'agent'), eq(users.passwordSet, true)];
      if (q.region) conds.push(sql`${q.region} = any(${agentProfiles.regions})`);
      if (q.typology) conds.push(sql`${q.typology} = any(${agentProfiles.typologies})`);
      const where = and(...conds);
      const linked = sql<boolean>`exists (select 1 from ${userShops} l where l.user_id = ${users.id} and l.shop_id = ${shopId} and l.relation = 'agent')`;
      const [rows, [total]] = await Promise.all([
        db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, regions: columns.regions, typologies: columns.typologies, linked })
          .from(users).leftJoin(agentProfiles, eq(agentProfiles.userId, users.id)).where(where)
          .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(users).leftJoin(agentProfiles, eq(agentProfiles.userId, users.id)).where(where),
      ]);
      return { items: rows as FoundAgent[], total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** Links an agent account to the shop; false when the account is linked to it otherwise (a buyer, staff). */
    async link(shopId: number, userId: number, typology: string | null): Promise<boolean> {
      await db.insert(userShops).values({ userId, shopId, relation: 'agent', typology }).onConflictDoNothing();
      const [row] = await db.select({ relation: userShops.relation }).from(userShops).where(and(eq(userShops.shopId, shopId), eq(userShops.userId, userId)));
      return row?.relation === 'agent';
    },

    /** Keeps (or renews) a shop's invitation of an address; it is honoured when the address registers as an agent. */
    async invite(shopId: number, email: string, typology: string | null, invitedBy: number): Promise<void> {
      await db.insert(agentInvitations).values({ shopId, email, typology, invitedBy })
        .onConflictDoUpdate({ target: [agentInvitations.shopId, agentInvitations.email], set: { typology, invitedBy, createdAt: new Date() } });
    },

    /** A new agent account takes up every invitation of its address: linked to each shop, the invitations gone. */
    async honourInvitations(userId: number, email: string): Promise<number[]> {
      return db.transaction(async (tx) => {
        const taken = await tx.delete(agentInvitations).where(eq(agentInvitations.email, email.toLowerCase())).returning();
        if (taken.length > 0) {
          await tx.insert(userShops).values(taken.map((i) => ({ userId, shopId: i.shopId, relation: 'agent' as const, typology: i.typology }))).onConflictDoNothing();
        }
        return taken.map((i) => i.shopId);
      });
    },

    async profile(userId: number): Promise<{ regions: string[]; typologies: string[] }> {
      const [row] = await db.select({ regions: agentProfiles.regions, typologies: agentProfiles.typologies }).from(agentProfiles).where(eq(agentProfiles.userId, userId));
      return row ?? { regions: [], typologies: [] };
    },

    async saveProfile(userId: number, p: { regions: string[]; typologies: string[] }): Promise<void> {
      const values = { regions: [...new Set(p.regions)].sort(), typologies: [...new Set(p.typologies)].sort(), updatedAt: new Date() };
      await db.insert(agentProfiles).values({ userId, ...values }).onConflictDoUpdate({ target: agentProfiles.userId, set: values });
    },
  };
}
export type AgentsRepo = ReturnType<typeof agentsRepo>;
