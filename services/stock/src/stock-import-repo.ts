import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { importMessages, type StockImportBody } from '@vendange/contracts';
import { HttpError, type Db } from '@vendange/service-kit';
import { documentMoves, movements, warehouses } from './db/schema';
import { compareKeys, type PlannedRow } from './ledger-plan';
import { writeRow } from './ledger-repo';
import { signalMovement, type StockAnnouncer } from './stock-signals';

const note = 'Import de fichier (stock d’ouverture)';
const documentOf = (importId: number) => ({ type: 'import', id: importId, ref: `Import n° ${importId}` });

/**
 * Stock imported from a file (docs/decisions/imports.md). An opening stock is what the cellar already held when
 * its ledger began, not a bottling nor a purchase: its rows are entries of reason `opening` (the DRM adds them to
 * the month's opening stock), with the import as document. Each chunk once per key (`stock.document_moves`).
 */
export function stockImportRepo(db: Db, announcer: StockAnnouncer) {
  /** Claims `key` in `tx`: false when it was already written (the caller's job ran again). */
  const claim = async (tx: Db, shopId: number, key: string, batchId: string) =>
    (await tx.insert(documentMoves).values({ shopId, key, batchId }).onConflictDoNothing().returning({ key: documentMoves.key })).length > 0;

  const warehousesOf = async (tx: Db, shopId: number, ids: number[]) => {
    const rows = ids.length === 0 ? [] : await tx.select().from(warehouses).where(and(eq(warehouses.shopId, shopId), inArray(warehouses.id, ids)));
    return new Map(rows.map((w) => [w.id, w]));
  };

  async function write(tx: Db, shopId: number, importId: number, batchId: string, key: string, rows: (PlannedRow & { productId: number; label: string })[]) {
    const byId = await warehousesOf(tx, shopId, [...new Set(rows.map((r) => r.warehouseId))]);
    for (const row of [...rows].sort(compareKeys)) {
      const warehouse = byId.get(row.warehouseId);
      if (!warehouse || (!warehouse.active && row.quantity > 0)) throw new HttpError(409, 'WAREHOUSE_UNKNOWN', importMessages.unknownWarehouse(warehouse?.name ?? String(row.warehouseId)));
      await writeRow(tx, {
        shopId, batchId, row, facts: { productId: row.productId, label: row.label }, warehouse, note, document: documentOf(importId), by: { id: null, name: null }, force: false,
      });
    }
    await signalMovement(tx, announcer, {
      shopId, batchId, rows, sellsOnline: (id) => byId.get(id)?.sellsOnline ?? false, publishKey: key, publish: true, inventory: null,
    });
  }

  return {
    /** The shop's active warehouses, for the catalog's preview to check the names of the file. */
    async warehouses(shopId: number) {
      return db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses)
        .where(and(eq(warehouses.shopId, shopId), eq(warehouses.active, true))).orderBy(asc(warehouses.name));
    },

    async record(body: StockImportBody): Promise<{ recorded: boolean; rows: number }> {
      const { shopId, importId, key } = body;
      return db.transaction(async (tx) => {
        const batchId = randomUUID();
        if (!(await claim(tx, shopId, key, batchId))) return { recorded: false, rows: 0 };
        const rows = body.lines.map((l) => ({
          warehouseId: l.warehouseId, formatId: l.formatId, vintage: l.vintage ?? 0, lot: l.lot ?? '', kind: 'entry' as const, reason: 'opening' as const,
          quantity: l.quantity, productId: l.productId, label: l.label,
        }));
        await write(tx, shopId, importId, batchId, key, rows);
        return { recorded: true, rows: rows.length };
      });
    },

    /**
     * Takes back what the import entered, key by key, once. Refused (409, nothing written) when some of it has
     * left the warehouse since and the warehouse does not allow negative stock.
     */
    async revert(body: { shopId: number; importId: number; key: string }): Promise<{ recorded: boolean; rows: number }> {
      const { shopId, importId, key } = body;
      return db.transaction(async (tx) => {
        const batchId = randomUUID();
        if (!(await claim(tx, shopId, key, batchId))) return { recorded: false, rows: 0 };
        const entered = await tx.select({
          warehouseId: movements.warehouseId, formatId: movements.formatId, vintage: movements.vintage, lot: movements.lot,
          productId: sql<number>`max(${movements.productId})::int`, label: sql<string>`max(${movements.label})`, quantity: sql<number>`sum(${movements.quantity})::int`,
        }).from(movements)
          .where(and(eq(movements.shopId, shopId), eq(movements.documentType, 'import'), eq(movements.documentId, importId)))
          .groupBy(movements.warehouseId, movements.formatId, movements.vintage, movements.lot);
        const rows = entered.filter((e) => e.quantity !== 0).map((e) => ({ ...e, kind: 'exit' as const, reason: 'opening' as const, quantity: -e.quantity }));
        await write(tx, shopId, importId, batchId, key, rows);
        return { recorded: true, rows: rows.length };
      });
    },
  };
}
export type StockImportRepo = ReturnType<typeof stockImportRepo>;
