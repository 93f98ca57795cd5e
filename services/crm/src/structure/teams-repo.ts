import { and, asc, eq } from 'drizzle-orm';
import type { SalesTeam, SalesTeamMember } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { salesTeamMembers, salesTeams } from '../db/schema';
import type { CoverageRepo } from './coverage-repo';
import { treeOrder } from '@vendange/contracts';

/** What a team is saved with, its people already checked against identity and named. */
export interface TeamFields {
  name: string;
  departments: string[];
  manager: { id: number; name: string } | null;
  parentId: number | null;
  members: SalesTeamMember[];
}

/** The shop's sales teams (docs/decisions/sales-structure.md): a team and its members are written together. */
export function teamsRepo(db: Db, coverage: CoverageRepo) {
  return {
    /** Every team of the shop in tree order, with its members and the clients its agents cover. */
    async list(shopId: number): Promise<SalesTeam[]> {
      const [teams, members] = await Promise.all([
        db.select().from(salesTeams).where(eq(salesTeams.shopId, shopId)),
        db.select().from(salesTeamMembers).where(eq(salesTeamMembers.shopId, shopId)).orderBy(asc(salesTeamMembers.name)),
      ]);
      const agentIds = [...new Set(members.filter((m) => m.kind === 'agent').map((m) => m.userId))];
      const covered = await coverage.clientsOfAgents(shopId, agentIds);
      return treeOrder(teams).map((t) => {
        const own = members.filter((m) => m.teamId === t.id);
        const agents = new Set(own.filter((m) => m.kind === 'agent').map((m) => m.userId));
        const clients = [...new Map(covered.filter((c) => agents.has(c.agentId)).map((c) => [c.id, { id: c.id, name: c.name }])).values()];
        return {
          id: t.id, name: t.name, departments: t.departments, managerId: t.managerId, managerName: t.managerName, parentId: t.parentId,
          members: own.map((m) => ({ userId: m.userId, kind: m.kind, name: m.name })), clients,
        };
      });
    },

    /** Each team's parent, for the loop check. */
    async parents(shopId: number): Promise<Map<number, number | null>> {
      const rows = await db.select({ id: salesTeams.id, parentId: salesTeams.parentId }).from(salesTeams).where(eq(salesTeams.shopId, shopId));
      return new Map(rows.map((r) => [r.id, r.parentId]));
    },

    /** Creates (id null) or replaces a team and its members in one transaction; null when the team is not the shop's. */
    async save(shopId: number, id: number | null, f: TeamFields): Promise<number | null> {
      return db.transaction(async (tx) => {
        const values = { name: f.name, departments: f.departments, managerId: f.manager?.id ?? null, managerName: f.manager?.name ?? null, parentId: f.parentId };
        let teamId = id;
        if (teamId === null) {
          teamId = (await tx.insert(salesTeams).values({ shopId, ...values }).returning({ id: salesTeams.id }))[0]!.id;
        } else {
          const [row] = await tx.update(salesTeams).set(values).where(and(eq(salesTeams.id, teamId), eq(salesTeams.shopId, shopId))).returning({ id: salesTeams.id });
          if (!row) return null;
          await tx.delete(salesTeamMembers).where(eq(salesTeamMembers.teamId, teamId));
        }
        if (f.members.length > 0) await tx.insert(salesTeamMembers).values(f.members.map((m) => ({ teamId: teamId!, shopId, ...m })));
        return teamId;
      });
    },

    async remove(shopId: number, id: number): Promise<boolean> {
      const gone = await db.delete(salesTeams).where(and(eq(salesTeams.id, id), eq(salesTeams.shopId, shopId))).returning({ id: salesTeams.id });
      return gone.length > 0;
    },
  };
}
export type TeamsRepo = ReturnType<typeof teamsRepo>;
