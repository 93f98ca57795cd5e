import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { abroadOf, type ShippingWarehouses, type StockDocumentBody } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { documentMoves, levels, movements, warehouses } from './db/schema';
import { forSaleDeltas, type PlannedRow } from './ledger-plan';
import { insertExitDocument, writeRow } from './ledger-repo';
import { signalMovement, type StockAnnouncer } from './stock-signals';

type LevelRow = typeof levels.$inferSelect;

/**
 * The share of `quantity` each level gives, oldest lot first among those in stock (first in, first out); what
 * they lack is taken from the first one all the same: the goods left, the ledger says so and an inventory
 * will tell why.
 */
export function takeFrom(candidates: readonly LevelRow[], quantity: number): { level: LevelRow; take: number }[] {
  const takes: { level: LevelRow; take: number }[] = [];
  let left = quantity;
  for (const level of candidates) {
    if (left === 0) break;
    const take = Math.min(Math.max(level.quantity, 0), left);
    if (take > 0) { takes.push({ level, take }); left -= take; }
  }
  if (left > 0) {
    const first = takes[0]?.level ?? candidates[0]!;
    const same = takes.find((t) => t.level === first);
    if (same) same.take += left; else takes.unshift({ level: first, take: left });
  }
  return takes;
}

/** Goods of orders' documents through the ledger (docs/decisions/stock-ledger.md, "Shipments"). */
export function documentMovesRepo(db: Db, announcer: StockAnnouncer, log: { warn: (o: object, msg: string) => void } = console) {
  return {
    async record(body: StockDocumentBody): Promise<{ recorded: boolean; rows: number }> {
      const { shopId, key, document, direction } = body;
      return db.transaction(async (tx) => {
        const batchId = randomUUID();
        const fresh = await tx.insert(documentMoves).values({ shopId, key, batchId }).onConflictDoNothing().returning({ key: documentMoves.key });
        if (fresh.length === 0) return { recorded: false, rows: 0 };
        // The shipping warehouse: the shop's first active one selling online. A shop without one keeps no ledger yet.
        // A till's document names its sales point's warehouse (docs/decisions/cash-register.md), a shipment the one
        // the producer chose; goods coming back return to the warehouse their exit left.
        const warehouseId = body.warehouseId ?? (body.returnOf === undefined ? undefined : await exitWarehouseOf(tx, shopId, body.returnOf));
        const [warehouse] = await tx.select().from(warehouses)
          .where(warehouseId !== undefined
            ? and(eq(warehouses.shopId, shopId), eq(warehouses.id, warehouseId))
            : and(eq(warehouses.shopId, shopId), eq(warehouses.active, true), eq(warehouses.sellsOnline, true))).orderBy(asc(warehouses.id)).limit(1);
        if (!warehouse) return { recorded: true, rows: 0 };
        // An exit is a sale unless the document says otherwise (a sample sent: a duty-paid exit of its own on the DRM).
        const reason = direction === 'exit' ? (body.reason ?? 'sale') : 'return';
        const written: PlannedRow[] = [];
        for (const line of [...body.lines].sort((a, b) => a.formatId - b.formatId)) {
          const candidates = await tx.select().from(levels)
            .where(and(eq(levels.warehouseId, warehouse.id), eq(levels.formatId, line.formatId), line.vintage === null ? undefined : eq(levels.vintage, line.vintage)))
            .orderBy(asc(levels.vintage), asc(levels.lot)).for('update');
          // Never received here: not tracked in this warehouse.
          if (candidates.length === 0) continue;
          const moves = direction === 'exit'
            ? takeFrom(candidates, line.quantity).map((t) => ({ level: t.level, quantity: -t.take }))
            : [{ level: candidates.find((c) => c.quantity > 0) ?? candidates[0]!, quantity: line.quantity }];
          for (const move of moves) {
            const row: PlannedRow = {
              warehouseId: warehouse.id, formatId: line.formatId, vintage: move.level.vintage, lot: move.level.lot,
              kind: direction, reason, quantity: move.quantity,
            };
            written.push(row);
            await writeRow(tx, {
              shopId, batchId, row, facts: { productId: move.level.productId, label: move.level.label }, warehouse, note: null, document, by: { id: null, name: null }, force: true,
              // Monaco is France for excise: only a destination beyond both makes an exit an EU dispatch or an export.
              destination: direction === 'exit' ? abroadOf(body.destination) : null,
            });
          }
        }
        if (direction === 'exit' && body.accompanying) {
          // The document the goods left under, in the DRM's annex as a manual exit's. Orders checked the number was free
          // before the shipment was made; one taken meanwhile cannot stop goods that already left: the exit stays, without it.
          const stored = await insertExitDocument(tx, { shopId, batchId, document: body.accompanying, destination: body.destination ?? null });
          if (!stored) log.warn({ shopId, key, type: body.accompanying.type, number: body.accompanying.number }, 'exit document number already on another exit: not kept');
        }
        // A sale's units left the figure for sale at checkout; goods coming back are for sale again. A sample held
        // nothing before: its bottles leave the figure for sale now.
        // A sale held at checkout but shipped from a warehouse that does not sell online leaves the online stock as it
        // was: the held units are for sale again (the rows' quantities given back).
        const heldElsewhere = direction === 'exit' && reason === 'sale' && body.unheld !== true && !warehouse.sellsOnline;
        await signalMovement(tx, announcer, {
          shopId, batchId, rows: written, sellsOnline: () => warehouse.sellsOnline, publishKey: `document:${key}`,
          // A till's sale held nothing either (body.unheld): its bottles leave the figure for sale now, a cancellation's come back.
          publish: direction === 'entry' || reason === 'sample' || body.unheld === true, inventory: null,
        });
        const heldBack = heldElsewhere ? forSaleDeltas(written.map((r) => ({ ...r, quantity: -r.quantity })), () => true) : [];
        if (heldBack.length > 0) await announcer.publish(tx, shopId, `document:${key}:held`, heldBack);
        return { recorded: true, rows: written.length };
      });
    },
  };
}
export type DocumentMovesRepo = ReturnType<typeof documentMovesRepo>;

/**
 * The active warehouses a shipment may leave, by id, and the one it leaves unless the producer chooses: the first
 * selling online, as `record` takes it.
 */
export async function shippingWarehouses(db: Db, shopId: number): Promise<ShippingWarehouses> {
  const rows = await db.select({ id: warehouses.id, name: warehouses.name, regime: warehouses.regime, sellsOnline: warehouses.sellsOnline }).from(warehouses)
    .where(and(eq(warehouses.shopId, shopId), eq(warehouses.active, true))).orderBy(asc(warehouses.id));
  return { items: rows, defaultId: rows.find((w) => w.sellsOnline)?.id ?? null };
}

/** The warehouse an earlier document's exit left (its rows' warehouse), when it moved anything. */
async function exitWarehouseOf(tx: Db, shopId: number, key: string): Promise<number | undefined> {
  const [row] = await tx.select({ warehouseId: movements.warehouseId }).from(movements)
    .where(and(eq(movements.shopId, shopId), inArray(movements.batchId, tx.select({ b: documentMoves.batchId }).from(documentMoves).where(and(eq(documentMoves.shopId, shopId), eq(documentMoves.key, key))))))
    .limit(1);
  return row?.warehouseId;
}
