import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentPrice, leftToSell, partsTotal, splitAcrossTranches, type TrancheState } from './tranche-split';

const tranches: TrancheState[] = [
  { id: 10, position: 1, unitPriceCents: 3000, cap: 100, sold: 95 },
  { id: 11, position: 2, unitPriceCents: 3500, cap: 50, sold: 0 },
];

describe('splitAcrossTranches', () => {
  it('prices a quantity crossing a cap in two tranches', () => {
    const split = splitAcrossTranches(tranches, 12);
    expect(split).toEqual({ ok: true, parts: [
      { trancheId: 10, position: 1, quantity: 5, unitPriceCents: 3000 },
      { trancheId: 11, position: 2, quantity: 7, unitPriceCents: 3500 },
    ] });
    expect(split.ok && partsTotal(split.parts)).toBe(5 * 3000 + 7 * 3500);
  });

  it('refuses more than is left, whole, and says what is left', () => {
    expect(splitAcrossTranches(tranches, 56)).toEqual({ ok: false, left: 55 });
    expect(splitAcrossTranches(tranches, 0)).toEqual({ ok: false, left: 55 });
  });

  it('reads the current price from the first tranche not full', () => {
    expect(currentPrice(tranches)).toBe(3000);
    expect(currentPrice([{ ...tranches[0]!, sold: 100 }, tranches[1]!])).toBe(3500);
    expect(currentPrice([{ ...tranches[0]!, sold: 100 }, { ...tranches[1]!, sold: 50 }])).toBeNull();
  });

  it('never exceeds a cap and always sums to the quantity (property)', () => {
    const tranche = fc.record({ cap: fc.integer({ min: 1, max: 200 }), soldShare: fc.double({ min: 0, max: 1, noNaN: true }), price: fc.integer({ min: 1, max: 100_000 }) });
    fc.assert(fc.property(fc.array(tranche, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 1500 }), (ts, quantity) => {
      const state: TrancheState[] = ts.map((t, i) => ({ id: i + 1, position: i + 1, unitPriceCents: t.price, cap: t.cap, sold: Math.floor(t.cap * t.soldShare) }));
      const split = splitAcrossTranches(state, quantity);
      if (!split.ok) return quantity > leftToSell(state) && split.left === leftToSell(state);
      const sum = split.parts.reduce((n, p) => n + p.quantity, 0);
      const capsKept = split.parts.every((p) => { const t = state.find((s) => s.id === p.trancheId)!; return t.sold + p.quantity <= t.cap && p.quantity > 0; });
      // Cheaper-first order kept: a later tranche is used only once the earlier ones are full.
      const inOrder = split.parts.slice(0, -1).every((p) => { const t = state.find((s) => s.id === p.trancheId)!; return t.sold + p.quantity === t.cap; });
      return sum === quantity && capsKept && inOrder;
    }), { numRuns: 500 });
  });
});
