import { and, asc, count, eq, sql } from 'drizzle-orm';
import { defaultPipelineStages, type PipelineStage, type StageOutcome } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { opportunities, pipelineStages } from '../db/schema';

type StageRow = typeof pipelineStages.$inferSelect;
const toStage = (r: StageRow): PipelineStage => ({ id: r.id, name: r.name, position: r.position, outcome: r.outcome, probability: r.probability });

/** A shop's pipeline stages; the defaults are written the first time the shop reads them (once, under a lock). */
export function stagesRepo(db: Db) {
  const ordered = (tx: Db, shopId: number) => tx.select().from(pipelineStages).where(eq(pipelineStages.shopId, shopId)).orderBy(asc(pipelineStages.position), asc(pipelineStages.id));
  return {
    async list(shopId: number): Promise<PipelineStage[]> {
      const rows = await ordered(db, shopId);
      if (rows.length > 0) return rows.map(toStage);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`crm:stages:${shopId}`}))`);
        const again = await ordered(tx, shopId);
        if (again.length > 0) return again.map(toStage);
        const seeded = await tx.insert(pipelineStages).values(defaultPipelineStages.map((s, i) => ({ shopId, ...s, position: i }))).returning();
        return seeded.map(toStage);
      });
    },
    async byId(shopId: number, id: number): Promise<PipelineStage | null> {
      const [row] = await db.select().from(pipelineStages).where(and(eq(pipelineStages.shopId, shopId), eq(pipelineStages.id, id)));
      return row ? toStage(row) : null;
    },
    async row(id: number): Promise<StageRow | null> {
      const [row] = await db.select().from(pipelineStages).where(eq(pipelineStages.id, id));
      return row ?? null;
    },
    async insert(shopId: number, s: { name: string; outcome: StageOutcome; probability: number }): Promise<PipelineStage> {
      await this.list(shopId);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`crm:stages:${shopId}`}))`);
        const [last] = await tx.select({ n: sql<number>`coalesce(max(${pipelineStages.position}), -1)::int` }).from(pipelineStages).where(eq(pipelineStages.shopId, shopId));
        const [row] = await tx.insert(pipelineStages).values({ shopId, ...s, position: (last?.n ?? -1) + 1 }).returning();
        return toStage(row!);
      });
    },
    async update(id: number, patch: Partial<{ name: string; outcome: StageOutcome; probability: number }>): Promise<void> {
      if (Object.keys(patch).length > 0) await db.update(pipelineStages).set(patch).where(eq(pipelineStages.id, id));
    },
    async used(id: number): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(opportunities).where(eq(opportunities.stageId, id));
      return (row?.n ?? 0) > 0;
    },
    async remove(id: number): Promise<void> {
      await db.delete(pipelineStages).where(eq(pipelineStages.id, id));
    },
    /** Sets the order of the shop's stages (`ids` holds each of them once). */
    async reorder(shopId: number, ids: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`crm:stages:${shopId}`}))`);
        for (const [position, id] of ids.entries()) {
          await tx.update(pipelineStages).set({ position }).where(and(eq(pipelineStages.id, id), eq(pipelineStages.shopId, shopId)));
        }
      });
    },
  };
}
export type StagesRepo = ReturnType<typeof stagesRepo>;

/** Whether the pipeline still has an open, a won and a lost stage once `change` is applied. */
export function pipelineComplete(stages: ReadonlyArray<{ id: number; outcome: StageOutcome }>): boolean {
  const outcomes = new Set(stages.map((s) => s.outcome));
  return outcomes.has('open') && outcomes.has('won') && outcomes.has('lost');
}
