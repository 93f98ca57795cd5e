import { describe, expect, it } from 'vitest';
import { takeFrom } from './document-moves-repo';

const level = (lot: string, quantity: number) => ({ shopId: 1, warehouseId: 1, formatId: 1, vintage: 0, lot, productId: 1, label: 'Cuvée', quantity, updatedAt: new Date(0) });

describe('a shipment takes from the levels', () => {
  it('takes the oldest lot first, then the next', () => {
    expect(takeFrom([level('A', 2), level('B', 10)], 3).map((t) => [t.level.lot, t.take])).toEqual([['A', 2], ['B', 1]]);
  });
  it('skips empty or negative lots', () => {
    expect(takeFrom([level('A', 0), level('B', -2), level('C', 5)], 4).map((t) => [t.level.lot, t.take])).toEqual([['C', 4]]);
  });
  it('takes what the ledger lacks from the first lot it takes from, or the first lot when none has any', () => {
    expect(takeFrom([level('A', 2), level('B', 1)], 5).map((t) => [t.level.lot, t.take])).toEqual([['A', 4], ['B', 1]]);
    expect(takeFrom([level('A', 0)], 3).map((t) => [t.level.lot, t.take])).toEqual([['A', 3]]);
  });
});
