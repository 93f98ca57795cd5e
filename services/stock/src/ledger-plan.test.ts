import { describe, expect, it } from 'vitest';
import { movementBodySchema } from '@vendange/contracts';
import { balanceAfter, countedLines, forSaleDeltas, inventoryRows, plannedRows } from './ledger-plan';

const parse = (body: object) => movementBodySchema.parse(body);

describe('ledger plan', () => {
  it('signs entries and exits, sums a line typed twice, and orders rows by key', () => {
    const input = parse({ kind: 'exit', reason: 'loss', warehouseId: 1, lines: [{ formatId: 9, quantity: 2 }, { formatId: 3, vintage: 2022, lot: 'A', quantity: 1 }, { formatId: 9, quantity: 3 }] });
    if (input.kind === 'inventory') throw new Error('unexpected');
    expect(plannedRows(input).map((r) => [r.formatId, r.vintage, r.lot, r.quantity])).toEqual([[3, 2022, 'A', -1], [9, 0, '', -5]]);
  });

  it('writes a transfer as an exit from one warehouse and an entry into the other', () => {
    const input = parse({ kind: 'transfer', warehouseId: 2, toWarehouseId: 1, lines: [{ formatId: 4, quantity: 6 }] });
    if (input.kind === 'inventory') throw new Error('unexpected');
    expect(plannedRows(input).map((r) => [r.warehouseId, r.kind, r.quantity])).toEqual([[1, 'transfer', 6], [2, 'transfer', -6]]);
  });

  it('adjusts an inventory by counted minus recorded, keeps the last count of a key, skips what matches', () => {
    const input = parse({ kind: 'inventory', warehouseId: 1, note: 'Inventaire', lines: [{ formatId: 1, counted: 5 }, { formatId: 2, counted: 7 }, { formatId: 1, counted: 4 }] });
    if (input.kind !== 'inventory') throw new Error('unexpected');
    const counted = countedLines(input);
    expect(counted.map((c) => [c.formatId, c.counted])).toEqual([[1, 4], [2, 7]]);
    expect(inventoryRows(counted, (k) => (k.formatId === 1 ? 10 : 7)).map((r) => [r.formatId, r.quantity])).toEqual([[1, -6]]);
  });

  it('publishes to the figure for sale only what moves in warehouses selling online', () => {
    const input = parse({ kind: 'transfer', warehouseId: 1, toWarehouseId: 2, lines: [{ formatId: 4, quantity: 6 }] });
    if (input.kind === 'inventory') throw new Error('unexpected');
    expect(forSaleDeltas(plannedRows(input), (id) => id === 1)).toEqual([{ formatId: 4, delta: -6 }]);
    expect(forSaleDeltas(plannedRows(input), () => true)).toEqual([]);
  });

  it('refuses an exit below zero unless the warehouse allows it; an entry always passes', () => {
    const exit = { warehouseId: 1, formatId: 1, vintage: 0, lot: '', kind: 'exit' as const, reason: 'loss' as const, quantity: -3 };
    expect(balanceAfter(2, exit, false)).toEqual({ ok: false, left: 2 });
    expect(balanceAfter(2, exit, true)).toEqual({ ok: true, balance: -1 });
    expect(balanceAfter(-5, { ...exit, kind: 'entry', reason: 'purchase', quantity: 2 }, false)).toEqual({ ok: true, balance: -3 });
  });

  it('refuses bad input in French: a transfer to itself, no line, an inventory without reason', () => {
    expect(movementBodySchema.safeParse({ kind: 'transfer', warehouseId: 1, toWarehouseId: 1, lines: [{ formatId: 1, quantity: 1 }] }).error?.issues[0]?.message)
      .toBe("Choisissez un entrepôt d'arrivée différent de l'entrepôt de départ.");
    expect(movementBodySchema.safeParse({ kind: 'entry', reason: 'purchase', warehouseId: 1, lines: [] }).error?.issues[0]?.message).toBe('Ajoutez au moins une ligne');
    expect(movementBodySchema.safeParse({ kind: 'inventory', warehouseId: 1, lines: [{ formatId: 1, counted: 0 }], note: ' ' }).error?.issues[0]?.message)
      .toBe("Indiquez la raison de l'ajustement d'inventaire.");
  });
});
