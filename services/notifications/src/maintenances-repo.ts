import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CreateMaintenanceBody, Maintenance } from '@vendange/contracts';
import { announceChange, changeKeys, type Db } from '@vendange/service-kit';
import { maintenances } from './db/schema';
import type { PlannedMaintenance } from './maintenance-state';

type Row = typeof maintenances.$inferSelect;

const toMaintenance = (r: Row): Maintenance => ({
  id: r.id, startDate: r.startDate.toISOString(), endDate: r.endDate.toISOString(), page: r.page, message: r.message,
  createdAt: r.createdAt.toISOString(), cancelledAt: r.cancelledAt?.toISOString() ?? null,
});

/** Every open tab polls the state: the rows that can still show are kept this long in memory. */
const CACHE_MS = 5_000;

export function maintenancesRepo(db: Db, clock: () => number = Date.now) {
  let cache: { at: number; rows: Promise<PlannedMaintenance[]> } | null = null;

  async function loadUpcoming(): Promise<PlannedMaintenance[]> {
    return db.select({ startDate: maintenances.startDate, endDate: maintenances.endDate, page: maintenances.page, message: maintenances.message, cancelledAt: maintenances.cancelledAt })
      .from(maintenances).where(and(isNull(maintenances.cancelledAt), gt(maintenances.endDate, new Date(clock()))));
  }

  return {
    /** Not cancelled and not ended, from memory when read less than CACHE_MS ago (one query for concurrent readers). */
    upcoming(): Promise<PlannedMaintenance[]> {
      const now = clock();
      if (!cache || now - cache.at >= CACHE_MS) {
        const rows = loadUpcoming();
        cache = { at: now, rows };
        rows.catch(() => { cache = null; });
      }
      return cache.rows;
    },

    /** Another process planned or cancelled one: read them again at the next poll. */
    forget(): void {
      cache = null;
    },

    async list(limit = 100): Promise<Maintenance[]> {
      return (await db.select().from(maintenances).orderBy(desc(maintenances.id)).limit(limit)).map(toMaintenance);
    },

    async create(body: CreateMaintenanceBody, createdBy: number): Promise<Maintenance> {
      const [row] = await db.insert(maintenances).values({
        startDate: new Date(body.startDate), endDate: new Date(body.endDate), page: body.page ?? true, message: body.message ?? null, createdBy,
      }).returning();
      cache = null;
      await announceChange(db, changeKeys.maintenances);
      return toMaintenance(row!);
    },

    /** Cancels one; null when there is none with this id. Cancelling twice keeps the first date. */
    async cancel(id: number): Promise<Maintenance | null> {
      await db.update(maintenances).set({ cancelledAt: new Date() }).where(and(eq(maintenances.id, id), isNull(maintenances.cancelledAt)));
      cache = null;
      await announceChange(db, changeKeys.maintenances);
      const [row] = await db.select().from(maintenances).where(eq(maintenances.id, id)).limit(1);
      return row ? toMaintenance(row) : null;
    },
  };
}
export type MaintenancesRepo = ReturnType<typeof maintenancesRepo>;
