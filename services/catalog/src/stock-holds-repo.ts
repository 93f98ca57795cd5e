import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StockHoldResult } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { formats, products, stockHolds } from './db/schema';
import { stockLinesOf, type StockLine } from './stock-lines';

type Short = Extract<StockHoldResult, { ok: false }>['short'];

/** Thrown inside a hold's transaction to roll it back with its reason. */
class HoldRollback extends Error {
  constructor(readonly outcome: { short: Short } | { alreadyHeld: true }) {
    super('stock hold rolled back');
  }
}

/**
 * Units available for sale held by checkouts (docs/decisions/stock-for-sale.md). Every change of
 * formats.stock is a conditional row update (`stock >= n`), so two checkouts of the last units never
 * both succeed; no advisory lock, no read-then-write.
 */
export function stockHoldsRepo(db: Db) {
  /** The shop's formats, for updates that must never touch another shop's stock. */
  const ofShop = (shopId: number) => inArray(formats.productId, db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId)));
  const unreleased = (shopId: number, holdKey: string) =>
    and(eq(stockHolds.shopId, shopId), eq(stockHolds.holdKey, holdKey), isNull(stockHolds.releasedAt));

  async function holdsOpen(shopId: number, holdKey: string): Promise<boolean> {
    return (await db.select({ id: stockHolds.id }).from(stockHolds).where(unreleased(shopId, holdKey)).limit(1)).length > 0;
  }

  return {
    /**
     * Takes the units of every line from the shop's tracked formats, all or nothing. A key already
     * holding units holds nothing more; a shortfall holds nothing and says what is left. Formats whose
     * stock is not tracked (null) hold nothing. `held`: whether this call took any unit.
     */
    async hold(shopId: number, holdKey: string, lines: readonly StockLine[]): Promise<StockHoldResult> {
      try {
        const tookUnits = await db.transaction(async (tx) => {
          if ((await tx.select({ id: stockHolds.id }).from(stockHolds).where(unreleased(shopId, holdKey)).limit(1)).length > 0) {
            throw new HoldRollback({ alreadyHeld: true });
          }
          // Units given back earlier under this key (an attempt that failed after holding) leave room for a new hold.
          await tx.delete(stockHolds).where(and(eq(stockHolds.shopId, shopId), eq(stockHolds.holdKey, holdKey), isNotNull(stockHolds.releasedAt)));
          const held: StockLine[] = [];
          const short: Short = [];
          for (const line of stockLinesOf(lines)) {
            const taken = await tx.update(formats).set({ stock: sql`${formats.stock} - ${line.quantity}` })
              .where(and(eq(formats.id, line.formatId), isNotNull(formats.stock), gte(formats.stock, line.quantity), ofShop(shopId)))
              .returning({ id: formats.id });
            if (taken.length > 0) { held.push(line); continue; }
            const [row] = await tx.select({ stock: formats.stock }).from(formats).where(and(eq(formats.id, line.formatId), ofShop(shopId)));
            if (row && row.stock !== null) short.push({ formatId: line.formatId, left: row.stock });
          }
          if (short.length > 0) throw new HoldRollback({ short });
          if (held.length === 0) return false;
          const rows = await tx.insert(stockHolds).values(held.map((l) => ({ shopId, holdKey, formatId: l.formatId, quantity: l.quantity })))
            .onConflictDoNothing().returning({ id: stockHolds.id });
          // The same checkout, submitted twice at once, held first: this attempt gives its units back.
          if (rows.length < held.length) throw new HoldRollback({ alreadyHeld: true });
          return true;
        });
        return { ok: true, held: tookUnits };
      } catch (error) {
        if (!(error instanceof HoldRollback)) throw error;
        if ('alreadyHeld' in error.outcome) return { ok: true, held: false };
        // Short because the same checkout, submitted twice at once, took the units first: it holds them.
        if (await holdsOpen(shopId, holdKey)) return { ok: true, held: false };
        return { ok: false, short: error.outcome.short };
      }
    },

    /**
     * Moves units `fromKey` holds to `toKey` in one transaction (an allocation becoming its client's order,
     * docs/decisions/stock-ledger.md "Allocations"): formats.stock does not move, so the units are never for sale
     * in between. All or nothing: `fromKey` holding fewer than asked moves nothing and says what it holds. What it
     * holds beyond stays held by it. `toKey` already holding moves nothing more (a retry). Untracked formats move nothing.
     */
    async transfer(shopId: number, fromKey: string, toKey: string, lines: readonly StockLine[]): Promise<StockHoldResult> {
      try {
        const moved = await db.transaction(async (tx) => {
          if ((await tx.select({ id: stockHolds.id }).from(stockHolds).where(unreleased(shopId, toKey)).limit(1)).length > 0) {
            throw new HoldRollback({ alreadyHeld: true });
          }
          await tx.delete(stockHolds).where(and(eq(stockHolds.shopId, shopId), eq(stockHolds.holdKey, toKey), isNotNull(stockHolds.releasedAt)));
          const held: StockLine[] = [];
          const short: Short = [];
          for (const line of stockLinesOf(lines)) {
            const [format] = await tx.select({ stock: formats.stock }).from(formats).where(and(eq(formats.id, line.formatId), ofShop(shopId)));
            if (!format || format.stock === null) continue;
            const taken = await tx.update(stockHolds)
              .set({ quantity: sql`${stockHolds.quantity} - ${line.quantity}`, releasedAt: sql`case when ${stockHolds.quantity} = ${line.quantity} then now() end` })
              .where(and(unreleased(shopId, fromKey), eq(stockHolds.formatId, line.formatId), gte(stockHolds.quantity, line.quantity)))
              .returning({ id: stockHolds.id });
            if (taken.length > 0) { held.push(line); continue; }
            const [row] = await tx.select({ quantity: stockHolds.quantity }).from(stockHolds).where(and(unreleased(shopId, fromKey), eq(stockHolds.formatId, line.formatId)));
            short.push({ formatId: line.formatId, left: row?.quantity ?? 0 });
          }
          if (short.length > 0) throw new HoldRollback({ short });
          if (held.length === 0) return false;
          await tx.insert(stockHolds).values(held.map((l) => ({ shopId, holdKey: toKey, formatId: l.formatId, quantity: l.quantity })));
          return true;
        });
        return { ok: true, held: moved };
      } catch (error) {
        if (!(error instanceof HoldRollback)) throw error;
        if ('alreadyHeld' in error.outcome) return { ok: true, held: false };
        // Short because the same transfer, sent twice at once, moved the units first: the target holds them.
        if (await holdsOpen(shopId, toKey)) return { ok: true, held: false };
        return { ok: false, short: error.outcome.short };
      }
    },

    /** Gives back what the key holds at the shop, once: a second call finds nothing left to give. Returns the units given back. */
    async release(shopId: number, holdKey: string): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.update(stockHolds).set({ releasedAt: new Date() }).where(unreleased(shopId, holdKey))
          .returning({ formatId: stockHolds.formatId, quantity: stockHolds.quantity });
        for (const row of [...rows].sort((a, b) => a.formatId - b.formatId)) {
          // A format no longer tracked (stock set to null since) or deleted takes nothing back.
          await tx.update(formats).set({ stock: sql`${formats.stock} + ${row.quantity}` }).where(and(eq(formats.id, row.formatId), isNotNull(formats.stock)));
        }
        return rows.reduce((sum, r) => sum + r.quantity, 0);
      });
    },
  };
}
export type StockHoldsRepo = ReturnType<typeof stockHoldsRepo>;
