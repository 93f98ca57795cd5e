import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { abroadOf, type StockDocumentBody } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { documentMoves, levels, warehouses } from './db/schema';
import type { PlannedRow } from './ledger-plan';
import { writeRow } from './ledger-repo';
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
export function documentMovesRepo(db: Db, announcer: StockAnnouncer) {
  return {
    async record(body: StockDocumentBody): Promise<{ recorded: boolean; rows: number }> {
      const { shopId, key, document, direction } = body;
      return db.transaction(async (tx) => {
        const batchId = randomUUID();
        const fresh = await tx.insert(documentMoves).values({ shopId, key, batchId }).onConflictDoNothing().returning({ key: documentMoves.key });
        if (fresh.length === 0) return { recorded: false, rows: 0 };
        // The shipping warehouse: the shop's first active one selling online. A shop without one keeps no ledger yet.
        // A till's document names its sales point's warehouse (docs/decisions/cash-register.md).
        const [warehouse] = await tx.select().from(warehouses)
          .where(body.warehouseId !== undefined
            ? and(eq(warehouses.shopId, shopId), eq(warehouses.id, body.warehouseId))
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
        // A sale's units left the figure for sale at checkout; goods coming back are for sale again. A sample held
        // nothing before: its bottles leave the figure for sale now.
        await signalMovement(tx, announcer, {
          shopId, batchId, rows: written, sellsOnline: () => warehouse.sellsOnline, publishKey: `document:${key}`,
          // A till's sale held nothing either (body.unheld): its bottles leave the figure for sale now, a cancellation's come back.
          publish: direction === 'entry' || reason === 'sample' || body.unheld === true, inventory: null,
        });
        return { recorded: true, rows: written.length };
      });
    },
  };
}
export type DocumentMovesRepo = ReturnType<typeof documentMovesRepo>;
