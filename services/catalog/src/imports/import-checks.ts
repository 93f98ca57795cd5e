import {
  duplicateProductErrors, importMessages, readProductLine, readStockLine, requiredImportColumns, volumeKey,
  type ImportKind, type ImportLineError, type ImportedProduct, type ImportedStock,
} from '@vendange/contracts';
import type { ImportTable } from './import-file';

/** A stock line once its format and warehouse are found: what the stock service writes. */
export interface ResolvedStockLine {
  line: number; warehouseId: number; formatId: number; productId: number; label: string; vintage: number | null; lot: string | null; quantity: number;
}

/** A format of the shop as the stock lines look it up. */
export interface ShopFormat { formatId: number; productId: number; productName: string; unity: string; unityValue: string; gtin: string | null; label: string }

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** The header line's missing columns, reported on line 1. */
export function missingColumns(kind: ImportKind, columns: readonly string[]): ImportLineError[] {
  return requiredImportColumns[kind].filter((c) => !columns.includes(c)).map((column) => ({ line: 1, column, message: importMessages.missingColumn(column) }));
}

/** Products lines read and checked among themselves, then against the EANs the catalogue already has. */
export function checkProductLines(table: ImportTable, takenGtins: ReadonlySet<string>, thisYear?: number) {
  const errors: ImportLineError[] = [...missingColumns('products', table.columns)];
  const lines: ImportedProduct[] = [];
  for (const row of table.rows) {
    const read = readProductLine(row.cells, row.line, thisYear);
    if (!read.ok) { errors.push(...read.errors); continue; }
    if (read.value.gtin && takenGtins.has(read.value.gtin)) errors.push({ line: row.line, column: 'ean', message: importMessages.gtinTaken });
    lines.push(read.value);
  }
  errors.push(...duplicateProductErrors(lines));
  return { lines, errors: sortErrors(errors) };
}

/** Stock lines read, each matched to an active warehouse (by name, case aside) and a format (by EAN, or name and volume). */
export function checkStockLines(table: ImportTable, warehouses: readonly { id: number; name: string }[], formats: readonly ShopFormat[], thisYear?: number) {
  const errors: ImportLineError[] = [...missingColumns('stock', table.columns)];
  const lines: ResolvedStockLine[] = [];
  const warehouseOf = new Map(warehouses.map((w) => [fold(w.name), w.id]));
  const byGtin = new Map(formats.filter((f) => f.gtin).map((f) => [f.gtin!, f]));
  const byName = new Map<string, ShopFormat[]>();
  for (const f of formats) {
    const key = `${fold(f.productName)}|${volumeKey(f.unity, f.unityValue)}`;
    byName.set(key, [...(byName.get(key) ?? []), f]);
  }
  for (const row of table.rows) {
    const read = readStockLine(row.cells, row.line, thisYear);
    if (!read.ok) { errors.push(...read.errors); continue; }
    const l: ImportedStock = read.value;
    const warehouseId = warehouseOf.get(fold(l.warehouse));
    if (warehouseId === undefined) errors.push({ line: l.line, column: 'entrepot', message: importMessages.unknownWarehouse(l.warehouse) });
    let format: ShopFormat | undefined;
    if (l.gtin) {
      format = byGtin.get(l.gtin);
      if (!format) errors.push({ line: l.line, column: 'ean', message: importMessages.unknownFormat });
    } else {
      const found = byName.get(`${fold(l.product ?? '')}|${volumeKey(l.unity ?? '', l.unityValue ?? '')}`) ?? [];
      if (found.length > 1) errors.push({ line: l.line, column: 'produit', message: importMessages.ambiguousFormat });
      else if (found.length === 0) errors.push({ line: l.line, column: 'produit', message: importMessages.unknownFormat });
      else format = found[0];
    }
    if (warehouseId === undefined || !format) continue;
    lines.push({ line: l.line, warehouseId, formatId: format.formatId, productId: format.productId, label: format.label, vintage: l.vintage, lot: l.lot, quantity: l.quantity });
  }
  return { lines, errors: sortErrors(errors) };
}

const sortErrors = (errors: ImportLineError[]) => errors.sort((a, b) => a.line - b.line);
