import type { PriceGridRow } from '@vendange/contracts';
import { centsToInput, parseEurosToCents, type MoneyInputError } from '@vendange/contracts';

/** One cell of the grid as the person sees it: typed text and visibility for one format × typology. */
export interface GridCell {
  text: string;
  visible: boolean;
}

/** One row of the screen: a format of a product, with a cell per typology key. */
export interface GridLine {
  productId: number;
  productName: string;
  productStatus: string;
  formatId: number;
  formatLabel: string;
  basePriceCents: number | null;
  cells: Record<string, GridCell>;
}

/** Joins the per-typology answers of GET /v1/price-grids into rows (products × formats), columns by typology. */
export function mergeGrids(grids: ReadonlyArray<{ typology: string; rows: readonly PriceGridRow[] }>): GridLine[] {
  const lines = new Map<number, GridLine>();
  for (const { typology, rows } of grids) {
    for (const r of rows) {
      const line = lines.get(r.formatId) ?? {
        productId: r.productId, productName: r.productName, productStatus: r.productStatus, formatId: r.formatId,
        formatLabel: r.formatLabel, basePriceCents: r.basePriceCents, cells: {},
      };
      line.cells[typology] = { text: centsToInput(r.priceCents), visible: r.visible };
      lines.set(r.formatId, line);
    }
  }
  return [...lines.values()].sort((a, b) => a.productName.localeCompare(b.productName, 'fr') || a.formatId - b.formatId);
}

export interface GridChange { formatId: number; priceCents: number | null; visible: boolean }
export interface GridProblem { formatId: number; typology: string; error: MoneyInputError }

/**
 * What to send per typology: only the cells that differ from what the server holds. An emptied cell
 * removes the grid price (the format's own price applies); a cell that does not read as euros is a
 * problem to show under it (the screen saves nothing while there is one).
 */
export function gridChanges(saved: readonly GridLine[], edited: readonly GridLine[]): { changes: Record<string, GridChange[]>; problems: GridProblem[] } {
  const before = new Map(saved.map((l) => [l.formatId, l]));
  const changes: Record<string, GridChange[]> = {};
  const problems: GridProblem[] = [];
  for (const line of edited) {
    for (const [typology, cell] of Object.entries(line.cells)) {
      const old = before.get(line.formatId)?.cells[typology];
      if (old && old.text === cell.text && old.visible === cell.visible) continue;
      let priceCents: number | null = null;
      if (cell.text.trim() !== '') {
        const parsed = parseEurosToCents(cell.text);
        if (!parsed.ok) { problems.push({ formatId: line.formatId, typology, error: parsed.error }); continue; }
        priceCents = parsed.cents;
      }
      (changes[typology] ??= []).push({ formatId: line.formatId, priceCents, visible: cell.visible });
    }
  }
  return { changes, problems };
}

/** The same grid with one cell replaced (immutable, for React state). */
export function setCell(lines: readonly GridLine[], formatId: number, typology: string, patch: Partial<GridCell>): GridLine[] {
  return lines.map((l) => {
    if (l.formatId !== formatId) return l;
    const cell = l.cells[typology] ?? { text: '', visible: true };
    return { ...l, cells: { ...l.cells, [typology]: { ...cell, ...patch } } };
  });
}
