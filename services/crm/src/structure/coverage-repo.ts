import { and, asc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ClientCoverage } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { clientAgents, clients } from '../db/schema';

/**
 * The condition that keeps only the clients given to an agent: the one narrowing every agent-scoped read and
 * write of clients goes through (docs/decisions/sales-structure.md).
 */
export function coveredBy(agentId: number, clientId: AnyColumn = clients.id): SQL {
  return sql`exists (select 1 from ${clientAgents} where ${clientAgents.clientId} = ${clientId} and ${clientAgents.agentId} = ${agentId})`;
}

/**
 * What an agent sees of a shop's tasks: those about a client given to them and, without a client, those given to
 * them or written by them (docs/decisions/agents.md). The same rule as `taskVisible`, for lists.
 */
export function taskSeenBy(agentId: number, task: { clientId: AnyColumn; assigneeId: AnyColumn; createdById: AnyColumn }): SQL {
  return or(coveredBy(agentId, task.clientId), and(isNull(task.clientId), or(eq(task.assigneeId, agentId), eq(task.createdById, agentId))))!;
}

/** The clients given to agents, by agent or by client, and the giving and taking back. */
export function coverageRepo(db: Db) {
  const columns = { clientId: clientAgents.clientId, clientName: clients.name, agentId: clientAgents.agentId, agentName: clientAgents.agentName };
  return {
    async list(shopId: number, by: { agentId?: number; clientId?: number }): Promise<ClientCoverage[]> {
      const conds: SQL[] = [eq(clientAgents.shopId, shopId), isNull(clients.mergedIntoId)];
      if (by.agentId) conds.push(eq(clientAgents.agentId, by.agentId));
      if (by.clientId) conds.push(eq(clientAgents.clientId, by.clientId));
      return db.select(columns).from(clientAgents).innerJoin(clients, eq(clients.id, clientAgents.clientId))
        .where(and(...conds)).orderBy(asc(sql`lower(${clients.name})`), asc(clientAgents.agentName)).limit(2000);
    },

    /** Gives the client to the agent; given twice, it stays one row (`created: false`). */
    async give(shopId: number, clientId: number, agentId: number, agentName: string): Promise<boolean> {
      const rows = await db.insert(clientAgents).values({ shopId, clientId, agentId, agentName }).onConflictDoNothing().returning({ clientId: clientAgents.clientId });
      return rows.length > 0;
    },

    async takeBack(shopId: number, clientId: number, agentId: number): Promise<boolean> {
      const gone = await db.delete(clientAgents)
        .where(and(eq(clientAgents.shopId, shopId), eq(clientAgents.clientId, clientId), eq(clientAgents.agentId, agentId))).returning({ clientId: clientAgents.clientId });
      return gone.length > 0;
    },

    /** The shop a client given to the agent belongs to, among the shops asked; null when it is not theirs. */
    async shopOfCovered(agentId: number, clientId: number, shopIds: readonly number[]): Promise<number | null> {
      if (shopIds.length === 0) return null;
      const [row] = await db.select({ shopId: clientAgents.shopId }).from(clientAgents)
        .where(and(eq(clientAgents.agentId, agentId), eq(clientAgents.clientId, clientId), inArray(clientAgents.shopId, [...shopIds])));
      return row?.shopId ?? null;
    },

    /** Clients covered by any of these agents (a team's), by name. */
    async clientsOfAgents(shopId: number, agentIds: readonly number[]): Promise<Array<{ agentId: number; id: number; name: string }>> {
      if (agentIds.length === 0) return [];
      return db.select({ agentId: clientAgents.agentId, id: clients.id, name: clients.name }).from(clientAgents).innerJoin(clients, eq(clients.id, clientAgents.clientId))
        .where(and(eq(clientAgents.shopId, shopId), inArray(clientAgents.agentId, [...agentIds]), isNull(clients.mergedIntoId)))
        .orderBy(asc(sql`lower(${clients.name})`));
    },
  };
}
export type CoverageRepo = ReturnType<typeof coverageRepo>;
