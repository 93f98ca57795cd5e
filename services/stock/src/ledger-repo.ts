import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { abroadOf, exitDocumentMessages, stockMessages, type ExitDocumentType, type Movement, type MovementInput, type MovementListParams, type StockLevel, type StockListParams } from '@vendange/contracts';
import { HttpError, likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { exitDocuments, levels, movements, thresholds, warehouses } from './db/schema';
import { balanceAfter, countedLines, inventoryRows, keyOf, plannedRows, type PlannedRow, type StockKey } from './ledger-plan';
import { signalMovement, type StockAnnouncer } from './stock-signals';
import { writeCrdRow } from './crd/crd-repo';

/** What catalog says of a format the movement names. */
export interface FormatFacts { productId: number; label: string }

/** The document a movement comes from, when it is not typed by hand. */
export interface MovementDocument { type: string; id: number; ref: string; orderId?: number | undefined }

export const noWarehouse = () => new HttpError(404, 'WAREHOUSE_NOT_FOUND', stockMessages.warehouseUnknown);

type MovementRow = typeof movements.$inferSelect;
type ExitDocumentRow = typeof exitDocuments.$inferSelect;

/** An exit document as a movement shows it. */
const exitDocumentOf = (doc: ExitDocumentRow): Movement['exitDocument'] =>
  ({ id: doc.id, type: doc.type, number: doc.number, recipientExciseNumber: doc.recipientExciseNumber, dischargedAt: doc.dischargedAt?.toISOString() ?? null });

const toMovement = (r: MovementRow, warehouseName: string, doc: ExitDocumentRow | null = null): Movement => ({
  id: r.id, shopId: r.shopId, batchId: r.batchId, warehouseId: r.warehouseId, warehouseName, kind: r.kind, reason: r.reason as Movement['reason'],
  productId: r.productId, formatId: r.formatId, label: r.label, vintage: r.vintage === 0 ? null : r.vintage, lot: r.lot === '' ? null : r.lot,
  quantity: r.quantity, balance: r.balance, note: r.note,
  document: r.documentType !== null && r.documentId !== null ? { type: r.documentType, id: r.documentId, ref: r.documentRef ?? '', ...(r.documentOrderId !== null ? { orderId: r.documentOrderId } : {}) } : null,
  destination: r.destination,
  exitDocument: doc && r.kind === 'exit' ? exitDocumentOf(doc) : null,
  createdBy: r.createdByName, createdAt: r.createdAt.toISOString(),
});

/** An exit's accompanying document, as typed (a manual exit) or carried by a shipment: the fields the annex lists. */
export interface ExitDocumentInput { type: ExitDocumentType; number: string; recipientExciseNumber: string | null }

/**
 * Keeps the document an exit's goods left under with its batch, for the DRM's annex (docs/decisions/drm.md, "Annex").
 * A number already on another exit of the shop stores nothing: the row is returned only when stored.
 */
export async function insertExitDocument(tx: Db, d: { shopId: number; batchId: string; document: ExitDocumentInput; destination: string | null }): Promise<ExitDocumentRow | null> {
  const { type, number, recipientExciseNumber } = d.document;
  const [stored] = await tx.insert(exitDocuments).values({ shopId: d.shopId, batchId: d.batchId, type, number, recipientExciseNumber, destination: abroadOf(d.destination) })
    .onConflictDoNothing().returning();
  return stored ?? null;
}

/** Whether a document's number is already on an exit of the shop (the check a shipment makes before it leaves). */
export async function exitDocumentTaken(db: Db, shopId: number, type: ExitDocumentType, number: string): Promise<boolean> {
  const found = await db.select({ id: exitDocuments.id }).from(exitDocuments)
    .where(and(eq(exitDocuments.shopId, shopId), eq(exitDocuments.type, type), eq(exitDocuments.number, number))).limit(1);
  return found.length > 0;
}

/** The first instant of a Paris calendar day, and of the day after another. */
const parisDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Paris'`;
const parisDayEnd = (day: string) => sql`((${day}::date) + 1)::timestamp at time zone 'Europe/Paris'`;

/**
 * The stock ledger (docs/decisions/stock-ledger.md). A movement writes its rows and moves the levels in one
 * transaction: each level changes by one `insert … on conflict do update` that returns the new figure under
 * the row's lock, so two exits of the last bottles never both pass, with no read-then-write.
 */
export function ledgerRepo(db: Db, announcer: StockAnnouncer) {
  return {
    /** Records `input` at the shop: its rows in key order, the figure for sale announced with them. */
    async record(shopId: number, by: { id: number | null; name: string | null }, input: MovementInput, formats: ReadonlyMap<number, FormatFacts>, document: MovementDocument | null = null) {
      const warehouseIds = input.kind === 'transfer' ? [input.warehouseId, input.toWarehouseId] : [input.warehouseId];
      return db.transaction(async (tx) => {
        const found = await tx.select().from(warehouses).where(and(eq(warehouses.shopId, shopId), inArray(warehouses.id, warehouseIds)));
        const byId = new Map(found.map((w) => [w.id, w]));
        for (const id of warehouseIds) {
          const w = byId.get(id);
          if (!w) throw noWarehouse();
          if (!w.active) throw new HttpError(409, 'WAREHOUSE_ARCHIVED', stockMessages.warehouseInactive);
        }
        const facts = (formatId: number) => {
          const f = formats.get(formatId);
          if (!f) throw new HttpError(400, 'FORMAT_UNKNOWN', stockMessages.formatUnknown);
          return f;
        };

        let rows: PlannedRow[];
        if (input.kind === 'inventory') {
          const counted = countedLines(input);
          const recorded = new Map<string, number>();
          for (const key of counted) {
            // The level is locked before it is read: a sale recorded meanwhile waits, and the count stays true.
            const [row] = await tx.select({ quantity: levels.quantity }).from(levels).where(levelWhere(key)).for('update');
            recorded.set(keyOf(key), row?.quantity ?? 0);
          }
          rows = inventoryRows(counted, (k) => recorded.get(keyOf(k)) ?? 0);
          if (rows.length === 0) throw new HttpError(409, 'NOTHING_TO_ADJUST', stockMessages.nothingToAdjust);
        } else {
          rows = plannedRows(input);
        }

        const batchId = randomUUID();
        let written: Movement[] = [];
        for (const row of rows) {
          const w = byId.get(row.warehouseId)!;
          const destination = input.kind === 'exit' ? abroadOf(input.destination) : null;
          written.push(await writeRow(tx, { shopId, batchId, row, facts: facts(row.formatId), warehouse: w, note: input.note, document, by, force: false, destination }));
        }
        if (input.kind === 'exit' && input.accompanying) {
          // The document the goods left under, for the DRM's annex; a number already on another exit is a typing error.
          const stored = await insertExitDocument(tx, { shopId, batchId, document: input.accompanying, destination: input.destination });
          if (!stored) throw new HttpError(409, 'EXIT_DOCUMENT_TAKEN', exitDocumentMessages.duplicate(input.accompanying.type, input.accompanying.number));
          written = written.map((m) => ({ ...m, exitDocument: exitDocumentOf(stored) }));
        }
        if (input.kind === 'entry' && input.crdCapsuleId !== null) {
          // A bottling capped with CRD uses one capsule per bottle, in this transaction: too few capsules refuse the bottling too.
          const bottles = rows.reduce((s, r) => s + r.quantity, 0);
          await writeCrdRow(tx, { shopId, capsuleId: input.crdCapsuleId, reason: 'used', quantity: bottles, note: input.note, stockBatchId: batchId, by });
        }
        await signalMovement(tx, announcer, {
          shopId, batchId, rows, sellsOnline: (id) => byId.get(id)?.sellsOnline ?? false, publishKey: `movement:${batchId}`, publish: true,
          inventory: input.kind === 'inventory' ? { warehouse: byId.get(input.warehouseId)!.name, by: by.name } : null,
        });
        return { batchId, movements: written };
      });
    },

    /** The ledger, newest first: in the order rows were written under their levels' locks (ids), not by transaction start. */
    async movements(shopId: number, q: MovementListParams) {
      const conds: SQL[] = [eq(movements.shopId, shopId)];
      if (q.warehouseId) conds.push(eq(movements.warehouseId, q.warehouseId));
      if (q.formatId) conds.push(eq(movements.formatId, q.formatId));
      if (q.reason) conds.push(eq(movements.reason, q.reason));
      if (q.from) conds.push(sql`${movements.createdAt} >= ${parisDayStart(q.from)}`);
      if (q.to) conds.push(sql`${movements.createdAt} < ${parisDayEnd(q.to)}`);
      if (q.search) conds.push(ilike(movements.label, likePattern(q.search)));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select({ m: movements, warehouseName: warehouses.name, doc: exitDocuments }).from(movements).innerJoin(warehouses, eq(warehouses.id, movements.warehouseId))
          .leftJoin(exitDocuments, and(eq(exitDocuments.shopId, movements.shopId), eq(exitDocuments.batchId, movements.batchId)))
          .where(where).orderBy(desc(movements.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: sql<number>`count(*)::int` }).from(movements).where(where),
      ]);
      return { items: rows.map((r) => toMovement(r.m, r.warehouseName, r.doc)), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** The stock per warehouse, format, vintage and lot, by label. */
    async levels(shopId: number, q: StockListParams) {
      const conds: SQL[] = [eq(levels.shopId, shopId)];
      if (q.warehouseId) conds.push(eq(levels.warehouseId, q.warehouseId));
      if (!q.withEmpty) conds.push(sql`${levels.quantity} <> 0`);
      if (q.search) conds.push(ilike(levels.label, likePattern(q.search)));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select({ l: levels, warehouseName: warehouses.name, threshold: thresholds.threshold }).from(levels).innerJoin(warehouses, eq(warehouses.id, levels.warehouseId))
          .leftJoin(thresholds, and(eq(thresholds.shopId, levels.shopId), eq(thresholds.formatId, levels.formatId)))
          .where(where).orderBy(levels.label, levels.vintage, levels.lot, warehouses.name).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: sql<number>`count(*)::int` }).from(levels).where(where),
      ]);
      const items = rows.map(({ l, warehouseName, threshold }): StockLevel => ({
        warehouseId: l.warehouseId, warehouseName, productId: l.productId, formatId: l.formatId, label: l.label,
        vintage: l.vintage === 0 ? null : l.vintage, lot: l.lot === '' ? null : l.lot, physical: l.quantity, threshold, updatedAt: l.updatedAt.toISOString(),
      }));
      return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
export type LedgerRepo = ReturnType<typeof ledgerRepo>;

type WarehouseRow = typeof warehouses.$inferSelect;

/** One ledger row and the level it moves: the level's new figure comes back from the upsert, under its lock. */
export async function writeRow(tx: Db, w: {
  shopId: number; batchId: string; row: PlannedRow; facts: FormatFacts; warehouse: WarehouseRow; note: string | null;
  document: MovementDocument | null; by: { id: number | null; name: string | null };
  /** A movement that happened whatever the ledger says (goods shipped): written even below zero. */
  force: boolean;
  /** Where a document's exit went, outside France (an export or EU dispatch for the DRM). */
  destination?: string | null;
}): Promise<Movement> {
  const { shopId, batchId, row, facts, warehouse, document } = w;
  const [level] = await tx.insert(levels)
    .values({ shopId, warehouseId: row.warehouseId, formatId: row.formatId, vintage: row.vintage, lot: row.lot, productId: facts.productId, label: facts.label, quantity: row.quantity })
    .onConflictDoUpdate({
      target: [levels.warehouseId, levels.formatId, levels.vintage, levels.lot],
      set: { quantity: sql`${levels.quantity} + excluded.quantity`, label: sql`excluded.label`, updatedAt: sql`now()` },
    })
    .returning({ quantity: levels.quantity });
  const after = balanceAfter(level!.quantity - row.quantity, row, warehouse.allowNegative || w.force);
  if (!after.ok) throw new HttpError(409, 'STOCK_SHORT', stockMessages.negative(facts.label, after.left));
  const [stored] = await tx.insert(movements).values({
    shopId, batchId, warehouseId: row.warehouseId, kind: row.kind, reason: row.reason, productId: facts.productId, formatId: row.formatId,
    label: facts.label, vintage: row.vintage, lot: row.lot, quantity: row.quantity, balance: after.balance, note: w.note,
    documentType: document?.type ?? null, documentId: document?.id ?? null, documentRef: document?.ref ?? null, documentOrderId: document?.orderId ?? null, createdById: w.by.id, createdByName: w.by.name,
    destination: w.destination ?? null,
  }).returning();
  return toMovement(stored!, warehouse.name);
}

const levelWhere = (k: StockKey) => and(eq(levels.warehouseId, k.warehouseId), eq(levels.formatId, k.formatId), eq(levels.vintage, k.vintage), eq(levels.lot, k.lot));
