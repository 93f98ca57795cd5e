import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormatSplit, countsInHalves, deliveryLines, type OfferedFormat } from './format-split';
import { partsTotal, type TranchePart } from './tranche-split';

const offered: OfferedFormat[] = [{ formatId: 1, eq75: 0.5 }, { formatId: 2, eq75: 1 }, { formatId: 3, eq75: 2 }];

describe('the format split', () => {
  it('accepts 12 equivalents as 6 bottles and 3 magnums, in the offer order, without zero counts', () => {
    expect(checkFormatSplit(offered, [{ formatId: 3, count: 3 }, { formatId: 2, count: 6 }, { formatId: 1, count: 0 }], 12))
      .toEqual({ ok: true, formats: [{ formatId: 2, count: 6 }, { formatId: 3, count: 3 }] });
  });
  it('refuses a split that does not add up, or a format not offered', () => {
    expect(checkFormatSplit(offered, [{ formatId: 2, count: 6 }, { formatId: 1, count: 3 }], 12)).toEqual({ ok: false, reason: 'sum', askedEq: 7.5 });
    expect(checkFormatSplit(offered, [{ formatId: 9, count: 12 }], 12)).toEqual({ ok: false, reason: 'notOffered' });
  });
  it('counts formats in half bottles only', () => {
    expect([0.5, 1, 1.5, 2, 0.75, 0].map(countsInHalves)).toEqual([true, true, true, true, false, false]);
  });
});

describe('deliveryLines', () => {
  const parts: TranchePart[] = [{ trancheId: 1, position: 1, quantity: 5, unitPriceCents: 3000 }, { trancheId: 2, position: 2, quantity: 7, unitPriceCents: 3500 }];
  it('prices a magnum astride two tranches at one equivalent of each', () => {
    const lines = deliveryLines(offered, [{ formatId: 2, count: 6 }, { formatId: 3, count: 3 }], parts);
    expect(lines).toEqual([
      { formatId: 3, count: 2, unitTtcCents: 6000 },
      { formatId: 3, count: 1, unitTtcCents: 6500 },
      { formatId: 2, count: 6, unitTtcCents: 3500 },
    ]);
  });

  it('adds up to what was paid, to the cent, for any split (property)', () => {
    const arb = fc.record({
      prices: fc.array(fc.integer({ min: 1, max: 50_000 }).map((p) => p * 2), { minLength: 1, maxLength: 4 }),
      quantities: fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 4, maxLength: 4 }),
      magnums: fc.integer({ min: 0, max: 60 }), halves: fc.integer({ min: 0, max: 60 }),
    });
    fc.assert(fc.property(arb, ({ prices, quantities, magnums, halves }) => {
      const ps: TranchePart[] = prices.map((price, i) => ({ trancheId: i + 1, position: i + 1, quantity: quantities[i]!, unitPriceCents: price }));
      const total = ps.reduce((n, p) => n + p.quantity, 0);
      const m = Math.min(magnums, Math.floor(total / 2));
      const h = Math.min(halves, (total - 2 * m) * 2) & ~1;
      const bottles = total - 2 * m - h / 2;
      const split = checkFormatSplit(offered, [{ formatId: 1, count: h }, { formatId: 2, count: bottles }, { formatId: 3, count: m }], total);
      if (!split.ok) return false;
      const lines = deliveryLines(offered, split.formats, ps);
      const sum = lines.reduce((n, l) => n + l.count * l.unitTtcCents, 0);
      return sum === partsTotal(ps) && lines.every((l) => Number.isInteger(l.unitTtcCents));
    }), { numRuns: 300 });
  });
});
