import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '@vendange/pricing';
import { currentPrice, leftToSell, partsTotal, splitAcrossTranches, trancheOn, type TrancheState } from './tranche-split';

const DAY = '2026-11-27';

const tranches: TrancheState[] = [
  { id: 10, position: 1, unitPriceCents: 3000, cap: 100, sold: 95 },
  { id: 11, position: 2, unitPriceCents: 3500, cap: 50, sold: 0 },
];

describe('splitAcrossTranches', () => {
  it('prices a quantity crossing a cap in two tranches', () => {
    const split = splitAcrossTranches(tranches, 12, DAY);
    expect(split).toEqual({ ok: true, parts: [
      { trancheId: 10, position: 1, quantity: 5, unitPriceCents: 3000 },
      { trancheId: 11, position: 2, quantity: 7, unitPriceCents: 3500 },
    ] });
    expect(split.ok && partsTotal(split.parts)).toBe(5 * 3000 + 7 * 3500);
  });

  it('refuses more than is left, whole, and says what is left', () => {
    expect(splitAcrossTranches(tranches, 56, DAY)).toEqual({ ok: false, left: 55 });
    expect(splitAcrossTranches(tranches, 0, DAY)).toEqual({ ok: false, left: 55 });
  });

  it('reads the current price from the first tranche not full', () => {
    expect(currentPrice(tranches, DAY)).toBe(3000);
    expect(currentPrice([{ ...tranches[0]!, sold: 100 }, tranches[1]!], DAY)).toBe(3500);
    expect(currentPrice([{ ...tranches[0]!, sold: 100 }, { ...tranches[1]!, sold: 50 }], DAY)).toBeNull();
  });

  it('never exceeds a cap and always sums to the quantity (property)', () => {
    const tranche = fc.record({ cap: fc.integer({ min: 1, max: 200 }), soldShare: fc.double({ min: 0, max: 1, noNaN: true }), price: fc.integer({ min: 1, max: 100_000 }) });
    fc.assert(fc.property(fc.array(tranche, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 1500 }), (ts, quantity) => {
      const state: TrancheState[] = ts.map((t, i) => ({ id: i + 1, position: i + 1, unitPriceCents: t.price, cap: t.cap, sold: Math.floor(t.cap * t.soldShare) }));
      const split = splitAcrossTranches(state, quantity, DAY);
      if (!split.ok) return quantity > leftToSell(state, DAY) && split.left === leftToSell(state, DAY);
      const sum = split.parts.reduce((n, p) => n + p.quantity, 0);
      const capsKept = split.parts.every((p) => { const t = state.find((s) => s.id === p.trancheId)!; return t.sold + p.quantity <= t.cap && p.quantity > 0; });
      // Cheaper-first order kept: a later tranche is used only once the earlier ones are full.
      const inOrder = split.parts.slice(0, -1).every((p) => { const t = state.find((s) => s.id === p.trancheId)!; return t.sold + p.quantity === t.cap; });
      return sum === quantity && capsKept && inOrder;
    }), { numRuns: 500 });
  });
});

describe('tranches released by date (the French day)', () => {
  const dated: TrancheState[] = [
    { id: 1, position: 1, unitPriceCents: 3000, cap: 10, sold: 10 },
    { id: 2, position: 2, unitPriceCents: 3500, cap: 20, sold: 0, opensOn: '2026-12-01' },
    { id: 3, position: 3, unitPriceCents: 4000, cap: 20, sold: 0, opensOn: '2027-01-15' },
  ];

  it('sells nothing of a tranche before its day, even when the one before is full', () => {
    expect(trancheOn(dated, '2026-11-30')).toMatchObject({ current: null, next: { id: 2 } });
    expect(currentPrice(dated, '2026-11-30')).toBeNull();
    expect(splitAcrossTranches(dated, 1, '2026-11-30')).toEqual({ ok: false, left: 0 });
  });

  it('sells it from its day on, and names the next one to come', () => {
    expect(trancheOn(dated, '2026-12-01')).toMatchObject({ current: { id: 2 }, next: { id: 3 } });
    expect(currentPrice(dated, '2026-12-01')).toBe(3500);
    expect(leftToSell(dated, '2026-12-01')).toBe(20);
  });

  it('never crosses into a tranche whose day has not come: beyond what is open is refused whole', () => {
    expect(splitAcrossTranches(dated, 21, '2026-12-01')).toEqual({ ok: false, left: 20 });
    const both = splitAcrossTranches(dated, 25, '2027-01-15');
    expect(both.ok && both.parts.map((p) => [p.trancheId, p.quantity])).toEqual([[2, 20], [3, 5]]);
  });

  it('keeps the cheaper open tranche first while it has units, whatever the later days', () => {
    const first = [{ ...dated[0]!, sold: 4 }, dated[1]!, dated[2]!];
    expect(trancheOn(first, '2027-02-01')).toMatchObject({ current: { id: 1 }, next: { id: 2 } });
    const split = splitAcrossTranches(first, 8, '2027-02-01');
    expect(split.ok && split.parts.map((p) => [p.trancheId, p.quantity])).toEqual([[1, 6], [2, 2]]);
  });

  it('reads the day in Europe/Paris: 23:30 UTC on 30 November is already 1 December in France', () => {
    const day = calendarDate(new Date('2026-11-30T23:30:00Z'));
    expect(day).toBe('2026-12-01');
    expect(currentPrice(dated, day)).toBe(3500);
    expect(currentPrice(dated, calendarDate(new Date('2026-11-30T22:59:00Z')))).toBeNull();
    // Winter time (UTC+1): 22:30 UTC on 14 January is 23:30 in Paris, still the 14th.
    expect(trancheOn([{ ...dated[1]!, sold: 20 }, dated[2]!], calendarDate(new Date('2027-01-14T22:30:00Z'))).current).toBeNull();
  });

  it('has nothing left to come once every tranche is sold', () => {
    expect(trancheOn(dated.map((t) => ({ ...t, sold: t.cap })), '2027-06-01')).toEqual({ current: null, next: null });
  });
});
