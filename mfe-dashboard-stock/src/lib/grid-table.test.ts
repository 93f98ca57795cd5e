import { describe, expect, it } from 'vitest';
import type { PriceGridRow } from '@vendange/contracts';
import { gridChanges, mergeGrids, setCell } from './grid-table';

const row = (formatId: number, productName: string, priceCents: number | null, visible = true): PriceGridRow => ({
  productId: formatId * 10, productName, productStatus: 'online', formatId, formatLabel: 'Bouteille 75 cl', basePriceCents: 1000, priceCents, visible,
});

const grids = [
  { typology: 'particulier', rows: [row(2, 'Viognier', 1590), row(1, 'Côtes du Rhône', 1250)] },
  { typology: 'caviste', rows: [row(1, 'Côtes du Rhône', 850), row(2, 'Viognier', null, false)] },
];

describe('mergeGrids', () => {
  it('gives one row per format with a cell per typology, sorted by product name', () => {
    const lines = mergeGrids(grids);
    expect(lines.map((l) => l.productName)).toEqual(['Côtes du Rhône', 'Viognier']);
    expect(lines[0]!.cells).toEqual({ particulier: { text: '12,50', visible: true }, caviste: { text: '8,50', visible: true } });
    expect(lines[1]!.cells.caviste).toEqual({ text: '', visible: false });
  });
});

describe('gridChanges', () => {
  const saved = mergeGrids(grids);
  it('sends nothing when nothing changed', () => expect(gridChanges(saved, saved)).toEqual({ changes: {}, problems: [] }));
  it('sends only edited cells, in cents, grouped by typology', () => {
    let edited = setCell(saved, 1, 'caviste', { text: '9.1' });
    edited = setCell(edited, 2, 'caviste', { visible: true });
    edited = setCell(edited, 2, 'particulier', { text: '' });
    expect(gridChanges(saved, edited)).toEqual({
      changes: {
        caviste: [{ formatId: 1, priceCents: 910, visible: true }, { formatId: 2, priceCents: null, visible: true }],
        particulier: [{ formatId: 2, priceCents: null, visible: true }],
      },
      problems: [],
    });
  });
  it('reports cells that are not amounts', () => {
    const edited = setCell(saved, 1, 'particulier', { text: '12,345' });
    expect(gridChanges(saved, edited)).toEqual({ changes: {}, problems: [{ formatId: 1, typology: 'particulier', error: 'decimals' }] });
  });
  it('treats a cell of a typology the format had no row for as new', () => {
    const edited = setCell(saved, 1, 'chr', { text: '9' });
    expect(gridChanges(saved, edited).changes).toEqual({ chr: [{ formatId: 1, priceCents: 900, visible: true }] });
  });
});
