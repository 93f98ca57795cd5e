import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrmFormat } from '@vendange/contracts';
import { computeDrm, hlOf, type MonthSum, type TransferRow } from './drm-compute';
import { dueDateOf, lastDayOf, monthsUpTo } from './drm-months';

const galets: DrmFormat = {
  formatId: 1, volumeMl: 750, product: { certification: 'AOP', genre: 'Tranquille', appellation: 'Côtes du Rhône', colour: 'Rouge' },
  excise: { category: 'still-wine', abv: '14', css: false },
};
const magnum: DrmFormat = { ...galets, formatId: 2, volumeMl: 1500 };
const formats = new Map([[1, galets], [2, magnum], [3, { ...galets, formatId: 3, volumeMl: null }]]);

describe('the DRM of a month', () => {
  it('opens the month with an opening stock recorded in it (an import, less its undoing), never as an entry', () => {
    const month: MonthSum[] = [
      { regime: 'suspended', formatId: 1, reason: 'opening', units: 100 },
      { regime: 'suspended', formatId: 1, reason: 'opening', units: -20 },
      { regime: 'suspended', formatId: 1, reason: 'sale', units: -10 },
    ];
    const [line] = computeDrm({ openings: [], month, transfers: [], formats, lastDay: '2026-10-31' });
    expect(line).toMatchObject({ openingMl: 60_000, entries: {}, exits: { saleFrance: 7_500 }, closingMl: 52_500 });
  });

  it('keeps wine bought and sold in bulk in their own categories, untaxed', () => {
    const month: MonthSum[] = [
      { regime: 'suspended', formatId: 1, reason: 'bulkPurchase', units: 40 },
      { regime: 'suspended', formatId: 1, reason: 'bulkSale', units: -8 },
      { regime: 'suspended', formatId: 1, reason: 'sale', units: -2 },
    ];
    const [line] = computeDrm({ openings: [], month, transfers: [], formats, lastDay: '2026-10-31' });
    expect(line).toMatchObject({ entries: { bulkPurchase: 30_000 }, exits: { bulkSale: 6_000, saleFrance: 1_500 }, closingMl: 22_500 });
    const [taxedOnlySale] = computeDrm({ openings: [], month: month.slice(2), transfers: [], formats, lastDay: '2026-10-31' });
    expect(line!.dutyCents).toBe(taxedOnlySale!.dutyCents);
  });

  it('splits sales and samples shipped abroad into EU dispatches and exports per country, free of French duty', () => {
    const month: MonthSum[] = [
      { regime: 'suspended', formatId: 1, reason: 'sale', units: -12, destination: null },
      { regime: 'suspended', formatId: 1, reason: 'sale', units: -6, destination: 'BE' },
      { regime: 'suspended', formatId: 2, reason: 'sample', units: -1, destination: 'BE' },
      { regime: 'suspended', formatId: 1, reason: 'sale', units: -2, destination: 'JP' },
      // A loss is no export, wherever it is said to go.
      { regime: 'suspended', formatId: 1, reason: 'loss', units: -1, destination: 'JP' },
    ];
    const [line] = computeDrm({ openings: [{ regime: 'suspended', formatId: 1, units: 100 }, { regime: 'suspended', formatId: 2, units: 10 }], month, transfers: [], formats, lastDay: '2026-10-31' });
    expect(line).toMatchObject({
      exits: { saleFrance: 9_000, euDispatch: 6_000, export: 1_500, loss: 750 },
      euDispatchesMl: [{ country: 'BE', ml: 6_000 }],
      exportsMl: [{ country: 'JP', ml: 1_500 }],
      closingMl: 75_000 + 15_000 - 9_000 - 7_500 - 750,
      // Only the 12 bottles sold in France: 0.09 hl × 4.19 €/hl = 0.3771 €
      dutyCents: 38,
    });
  });

  it('sums formats of one DRM product per regime; taxes what leaves the bonded cellar for consumption', () => {
    const month: MonthSum[] = [
      { regime: 'suspended', formatId: 1, reason: 'sale', units: -12 },
      { regime: 'suspended', formatId: 2, reason: 'tasting', units: -1 },
      { regime: 'suspended', formatId: 1, reason: 'bottling', units: 60 },
      { regime: 'paid', formatId: 1, reason: 'sale', units: -6 },
      { regime: 'suspended', formatId: 3, reason: 'sale', units: -5 },
    ];
    const transfers: TransferRow[] = [
      { batchId: 'b1', regime: 'suspended', formatId: 1, vintage: 0, lot: '', units: -24 },
      { batchId: 'b1', regime: 'paid', formatId: 1, vintage: 0, lot: '', units: 24 },
      // Between two bonded cellars: nothing on the return.
      { batchId: 'b2', regime: 'suspended', formatId: 1, vintage: 0, lot: '', units: -5 },
      { batchId: 'b2', regime: 'suspended', formatId: 1, vintage: 0, lot: '', units: 5 },
    ];
    const lines = computeDrm({ openings: [{ regime: 'suspended', formatId: 1, units: 120 }, { regime: 'suspended', formatId: 2, units: 10 }], month, transfers, formats, lastDay: '2026-10-31' });
    expect(lines).toEqual([
      {
        regime: 'suspended', product: expect.objectContaining({ label: 'AOP Côtes du Rhône Rouge' }), openingMl: 105_000,
        entries: { production: 45_000 }, exits: { saleFrance: 9_000, tasting: 1_500, transferOut: 18_000 }, exportsMl: [], euDispatchesMl: [], closingMl: 121_500,
        // 36 bottles × 0.0075 hl × 4.19 €/hl = 1.1313 €
        dutyCents: 113, cssCents: 0,
      },
      {
        regime: 'paid', product: expect.objectContaining({ label: 'AOP Côtes du Rhône Rouge' }), openingMl: 0,
        entries: { transferIn: 18_000 }, exits: { saleFrance: 4_500 }, exportsMl: [], euDispatchesMl: [], closingMl: 13_500, dutyCents: 0, cssCents: 0,
      },
    ]);
  });

  it('for any movements, opening + entries − exits = closing = all movements up to the month end', () => {
    const reasons = ['bottling', 'purchase', 'return', 'sale', 'sample', 'tasting', 'loss', 'inventory'];
    const sum = fc.record({
      regime: fc.constantFrom('suspended' as const, 'paid' as const), formatId: fc.constantFrom(1, 2), reason: fc.constantFrom(...reasons), units: fc.integer({ min: -50, max: 50 }).filter((n) => n !== 0),
      // France, an EU member state, a third country: the split moves volumes between exits, never out of the balance.
      destination: fc.constantFrom(null, 'BE', 'JP'),
    });
    fc.assert(fc.property(fc.array(sum, { maxLength: 6 }), fc.array(sum, { maxLength: 20 }), (before, during) => {
      const openings = before.map((b) => ({ regime: b.regime, formatId: b.formatId, units: b.units }));
      const lines = computeDrm({ openings, month: during, transfers: [], formats, lastDay: '2026-10-31' });
      for (const regime of ['suspended', 'paid'] as const) {
        const total = [...before, ...during].filter((r) => r.regime === regime).reduce((s, r) => s + r.units * formats.get(r.formatId)!.volumeMl!, 0);
        const line = lines.find((l) => l.regime === regime);
        expect(line?.closingMl ?? 0).toBe(total);
        if (line) {
          const entries = Object.values(line.entries).reduce((s, v) => s + v, 0);
          const exits = Object.values(line.exits).reduce((s, v) => s + v, 0);
          expect(line.openingMl + entries - exits).toBe(line.closingMl);
          // The per-country lists add up to their exits.
          expect(line.euDispatchesMl.reduce((s, e) => s + e.ml, 0)).toBe(line.exits.euDispatch ?? 0);
          expect(line.exportsMl.reduce((s, e) => s + e.ml, 0)).toBe(line.exits.export ?? 0);
        }
      }
    }));
  });

  it('writes hectolitres exactly, and knows the calendar of returns', () => {
    expect([hlOf(750), hlOf(105_000), hlOf(375), hlOf(-1500), hlOf(0)]).toEqual(['0.0075', '1.05', '0.00375', '-0.015', '0']);
    expect([dueDateOf('2026-12'), lastDayOf('2026-02'), lastDayOf('2028-02')]).toEqual(['2027-01-10', '2026-02-28', '2028-02-29']);
    expect(monthsUpTo('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });
});
