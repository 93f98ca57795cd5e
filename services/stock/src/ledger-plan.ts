import type { MovementInput, MovementKind, MovementReason } from '@vendange/contracts';

/** A place in the ledger: one format, vintage and lot in one warehouse (0 and '' for no vintage, no lot). */
export interface StockKey { warehouseId: number; formatId: number; vintage: number; lot: string }

/** One ledger row to write: a signed quantity at a key, with the kind and reason of its movement. */
export interface PlannedRow extends StockKey { kind: MovementKind; reason: MovementReason; quantity: number }

/** An inventory line before the stock recorded is known: what was counted at a key. */
export interface CountedLine extends StockKey { counted: number }

export const keyOf = (k: StockKey) => `${k.warehouseId}:${k.formatId}:${k.vintage}:${k.lot}`;

/** Orders keys the same way in every transaction, so two movements never lock the same rows in opposite orders. */
export const compareKeys = (a: StockKey, b: StockKey) =>
  a.warehouseId - b.warehouseId || a.formatId - b.formatId || a.vintage - b.vintage || (a.lot < b.lot ? -1 : a.lot > b.lot ? 1 : 0);

const lineKey = (warehouseId: number, line: { formatId: number; vintage: number | null; lot: string | null }): StockKey =>
  ({ warehouseId, formatId: line.formatId, vintage: line.vintage ?? 0, lot: line.lot ?? '' });

/** Sums rows of the same key and kind (a line typed twice), drops what sums to nothing, in key order. */
function merged(rows: PlannedRow[]): PlannedRow[] {
  const byKey = new Map<string, PlannedRow>();
  for (const row of rows) {
    const k = `${keyOf(row)}:${row.kind}`;
    const seen = byKey.get(k);
    byKey.set(k, seen ? { ...seen, quantity: seen.quantity + row.quantity } : { ...row });
  }
  return [...byKey.values()].filter((r) => r.quantity !== 0).sort(compareKeys);
}

/**
 * The ledger rows of an entry, exit or transfer (an inventory needs the stock recorded: `inventoryRows`).
 * Entries are positive, exits negative; a transfer leaves its warehouse and enters the other one.
 */
export function plannedRows(input: Exclude<MovementInput, { kind: 'inventory' }>): PlannedRow[] {
  switch (input.kind) {
    case 'entry':
      return merged(input.lines.map((l) => ({ ...lineKey(input.warehouseId, l), kind: 'entry', reason: input.reason, quantity: l.quantity })));
    case 'exit':
      return merged(input.lines.map((l) => ({ ...lineKey(input.warehouseId, l), kind: 'exit', reason: input.reason, quantity: -l.quantity })));
    case 'transfer':
      return merged(input.lines.flatMap((l): PlannedRow[] => [
        { ...lineKey(input.warehouseId, l), kind: 'transfer', reason: 'transfer', quantity: -l.quantity },
        { ...lineKey(input.toWarehouseId, l), kind: 'transfer', reason: 'transfer', quantity: l.quantity },
      ]));
  }
}

/** The keys an inventory counts; the same key counted twice keeps the last count (a recount). */
export function countedLines(input: Extract<MovementInput, { kind: 'inventory' }>): CountedLine[] {
  const byKey = new Map<string, CountedLine>();
  for (const l of input.lines) {
    const key = lineKey(input.warehouseId, l);
    byKey.set(keyOf(key), { ...key, counted: l.counted });
  }
  return [...byKey.values()].sort(compareKeys);
}

/** An inventory's adjustments: counted minus recorded, per key; a key counted as recorded moves nothing. */
export function inventoryRows(counted: readonly CountedLine[], recorded: (key: StockKey) => number): PlannedRow[] {
  return counted
    .map((c): PlannedRow => ({ warehouseId: c.warehouseId, formatId: c.formatId, vintage: c.vintage, lot: c.lot, kind: 'inventory', reason: 'inventory', quantity: c.counted - recorded(c) }))
    .filter((r) => r.quantity !== 0);
}

/**
 * What a movement changes in the figure for sale, per format: the rows in warehouses that sell online,
 * summed (a transfer between two such warehouses changes nothing).
 */
export function forSaleDeltas(rows: readonly PlannedRow[], sellsOnline: (warehouseId: number) => boolean): { formatId: number; delta: number }[] {
  const sums = new Map<number, number>();
  for (const row of rows) {
    if (sellsOnline(row.warehouseId)) sums.set(row.formatId, (sums.get(row.formatId) ?? 0) + row.quantity);
  }
  return [...sums].filter(([, delta]) => delta !== 0).map(([formatId, delta]) => ({ formatId, delta })).sort((a, b) => a.formatId - b.formatId);
}

/** A level after a row, given the level before: refused below zero unless the warehouse allows it. */
export function balanceAfter(before: number, row: PlannedRow, allowNegative: boolean): { ok: true; balance: number } | { ok: false; left: number } {
  const balance = before + row.quantity;
  return balance < 0 && row.quantity < 0 && !allowNegative ? { ok: false, left: before } : { ok: true, balance };
}
