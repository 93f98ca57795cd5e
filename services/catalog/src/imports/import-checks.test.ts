import { describe, expect, it } from 'vitest';
import { importMessages } from '@vendange/contracts';
import { checkProductLines, checkStockLines, type ShopFormat } from './import-checks';

const table = (columns: string[], rows: string[][]) => ({ columns, rows: rows.map((cells, i) => ({ line: i + 2, cells: Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? ''])) })) });
const format = (formatId: number, productName: string, unityValue: string, gtin: string | null = null): ShopFormat =>
  ({ formatId, productId: formatId * 10, productName, unity: 'cl', unityValue, gtin, label: `${productName} · ${Number(unityValue)} cl` });

describe('import checks against the shop', () => {
  const warehouses = [{ id: 1, name: 'Chai du domaine' }, { id: 2, name: 'Caveau' }];
  const formats = [format(1, 'Les Galets', '75.000', '03760000000000'), format(2, 'Les Galets', '150.000'), format(3, 'Doublon', '75.000'), format(4, 'Doublon', '75.000')];

  it('finds formats by EAN or by name and volume (any unit, case and accents aside), warehouses by name', () => {
    const checked = checkStockLines(table(['ean', 'produit', 'contenance', 'entrepot', 'quantite'], [
      ['3760000000000', '', '', 'chai du domaine', '12'],
      ['', 'les galets', '1,5 l', 'CAVEAU', '6'],
    ]), warehouses, formats, 2026);
    expect(checked.errors).toEqual([]);
    expect(checked.lines.map((l) => [l.line, l.formatId, l.warehouseId, l.quantity, l.label])).toEqual([[2, 1, 1, 12, 'Les Galets · 75 cl'], [3, 2, 2, 6, 'Les Galets · 150 cl']]);
  });

  it('says which warehouse, which format is unknown or ambiguous, and a missing column on line 1', () => {
    const checked = checkStockLines(table(['ean', 'produit', 'contenance', 'entrepot', 'quantite'], [
      ['', 'Doublon', '75 cl', 'Chai du domaine', '1'],
      ['3760000000017', '', '', 'Cave X', '1'],
    ]), warehouses, formats, 2026);
    expect(checked.errors).toEqual([
      { line: 2, column: 'produit', message: importMessages.ambiguousFormat },
      { line: 3, column: 'entrepot', message: importMessages.unknownWarehouse('Cave X') },
      { line: 3, column: 'ean', message: importMessages.unknownFormat },
    ]);
    expect(checkStockLines(table(['ean', 'quantite'], [['3760000000000', '1']]), warehouses, formats).errors[0]).toMatchObject({ line: 1, column: 'entrepot' });
  });

  it('refuses EANs the catalogue has and lines repeated in the file', () => {
    const checked = checkProductLines(table(['nom', 'ean', 'contenance', 'prix_ttc'], [
      ['A', '3760000000000', '75 cl', '10'], ['B', '', '75 cl', '10'], ['b', '', '75cl', '11'],
    ]), new Set(['03760000000000']), 2026);
    expect(checked.errors.map((e) => [e.line, e.column])).toEqual([[2, 'ean'], [4, 'nom']]);
  });
});
