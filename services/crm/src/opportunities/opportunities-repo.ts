import { and, desc, eq } from 'drizzle-orm';
import { stageTotals, type BoardColumn, type Opportunity, type PipelineStage } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { clients, opportunities } from '../db/schema';
import { coveredBy } from '../structure/coverage-repo';

type Row = typeof opportunities.$inferSelect;
/** A column shows its 100 most recently moved opportunities; its totals count them all. */
const PER_COLUMN = 100;

const toOpportunity = (r: Row, clientName: string | null): Opportunity => ({
  id: r.id, shopId: r.shopId, clientId: r.clientId, clientName: clientName ?? '', title: r.title, amountCents: r.amountCents, probability: r.probability,
  expectedOn: r.expectedOn, stageId: r.stageId, ownerId: r.ownerId, ownerName: r.ownerName, closedAt: r.closedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
});

/** Groups a shop's opportunities under its stages, in the pipeline's order, with each stage's totals. */
export function boardOf(stages: readonly PipelineStage[], items: readonly Opportunity[]): BoardColumn[] {
  return stages.map((stage) => {
    const mine = items.filter((o) => o.stageId === stage.id);
    return { stage, ...stageTotals(mine), items: mine.slice(0, PER_COLUMN) };
  });
}

export function opportunitiesRepo(db: Db) {
  const from = () => db.select({ o: opportunities, clientName: clients.name }).from(opportunities).leftJoin(clients, eq(clients.id, opportunities.clientId));
  return {
    async row(id: number): Promise<Row | null> {
      const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
      return row ?? null;
    },
    async byId(id: number): Promise<Opportunity | null> {
      const [r] = await from().where(eq(opportunities.id, id));
      return r ? toOpportunity(r.o, r.clientName) : null;
    },
    /** Every opportunity of the shop (a producer's pipeline holds tens to hundreds), most recently moved first. */
    /** `agentId`: the route's agentScope, the opportunities of the clients given to that agent only. */
    async ofShop(shopId: number, filter: { ownerId?: number | undefined; clientId?: number | undefined }, agentId: number | null = null): Promise<Opportunity[]> {
      const rows = await from().where(and(
        eq(opportunities.shopId, shopId),
        agentId ? coveredBy(agentId, opportunities.clientId) : undefined,
        filter.ownerId ? eq(opportunities.ownerId, filter.ownerId) : undefined,
        filter.clientId ? eq(opportunities.clientId, filter.clientId) : undefined,
      )).orderBy(desc(opportunities.updatedAt), desc(opportunities.id)).limit(5000);
      return rows.map((r) => toOpportunity(r.o, r.clientName));
    },
    async insert(o: typeof opportunities.$inferInsert): Promise<number> {
      const [row] = await db.insert(opportunities).values(o).returning({ id: opportunities.id });
      return row!.id;
    },
    async update(id: number, patch: Partial<typeof opportunities.$inferInsert>): Promise<void> {
      await db.update(opportunities).set({ ...patch, updatedAt: new Date() }).where(eq(opportunities.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(opportunities).where(eq(opportunities.id, id));
    },
  };
}
export type OpportunitiesRepo = ReturnType<typeof opportunitiesRepo>;
