import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { stockMessages, type Warehouse, type warehouseBodySchema } from '@vendange/contracts';
import { HttpError, likePattern, offsetOf, type Db } from '@vendange/service-kit';
import type { z } from 'zod';
import { levels, movements, warehouses } from './db/schema';
import { noWarehouse } from './ledger-repo';

type WarehouseInput = z.output<typeof warehouseBodySchema>;
type WarehouseRow = typeof warehouses.$inferSelect;

const toWarehouse = (r: WarehouseRow, units: number): Warehouse => ({
  id: r.id, shopId: r.shopId, name: r.name, regime: r.regime, exciseNumber: r.exciseNumber, address: r.address ?? null,
  sellsOnline: r.sellsOnline, allowNegative: r.allowNegative, active: r.active, units, createdAt: r.createdAt.toISOString(),
});

/** Two warehouses of a shop never share a name (case aside): the unique index says it, in French here. */
function nameTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string; cause?: { code?: string; constraint_name?: string } };
  const pg = e.code ? e : e.cause ?? {};
  return pg.code === '23505' && (pg.constraint_name ?? '').includes('warehouses_shop_name');
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (nameTaken(error)) throw new HttpError(409, 'WAREHOUSE_NAME_TAKEN', stockMessages.warehouseName);
    throw error;
  }
}

const unitsOf = sql<number>`coalesce((select sum(${levels.quantity}) from ${levels} where ${levels.warehouseId} = ${warehouses.id}), 0)::int`;

/** A shop's cellars and depots. */
export function warehousesRepo(db: Db) {
  return {
    async list(shopId: number, q: { page: number; limit: number; search?: string | undefined }) {
      const conds: SQL[] = [eq(warehouses.shopId, shopId)];
      if (q.search) conds.push(ilike(warehouses.name, likePattern(q.search)));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select({ w: warehouses, units: unitsOf }).from(warehouses).where(where)
          .orderBy(sql`${warehouses.active} desc`, asc(warehouses.name)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: sql<number>`count(*)::int` }).from(warehouses).where(where),
      ]);
      return { items: rows.map((r) => toWarehouse(r.w, r.units)), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async create(shopId: number, input: WarehouseInput): Promise<Warehouse> {
      const [row] = await saving(() => db.insert(warehouses).values({ shopId, ...input }).returning());
      return toWarehouse(row!, 0);
    },

    /** Edits a warehouse of the shop; another shop's id is unknown here. */
    async update(shopId: number, id: number, input: WarehouseInput): Promise<Warehouse> {
      // The DRM reads each row's regime from its warehouse: a warehouse with a history keeps its regime.
      const [current] = await db.select({ regime: warehouses.regime }).from(warehouses).where(and(eq(warehouses.id, id), eq(warehouses.shopId, shopId)));
      if (!current) throw noWarehouse();
      if (current.regime !== input.regime && (await db.select({ id: movements.id }).from(movements).where(eq(movements.warehouseId, id)).limit(1)).length > 0) {
        throw new HttpError(409, 'WAREHOUSE_REGIME_LOCKED', stockMessages.regimeLocked);
      }
      const [row] = await saving(() => db.update(warehouses).set(input).where(and(eq(warehouses.id, id), eq(warehouses.shopId, shopId))).returning());
      if (!row) throw noWarehouse();
      const [units] = await db.select({ n: unitsOf }).from(warehouses).where(eq(warehouses.id, id));
      return toWarehouse(row, units?.n ?? 0);
    },
  };
}
export type WarehousesRepo = ReturnType<typeof warehousesRepo>;
