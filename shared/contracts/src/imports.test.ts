import { describe, expect, it } from 'vitest';
import {
  centsExclVat, duplicateProductErrors, importColumnOf, importMessages, importTemplate, parseVolume, readProductLine, readStockLine, volumeKey, type ImportedProduct,
} from './imports';

const product = (cells: Record<string, string>) => readProductLine({ nom: 'Cuvée', contenance: '75 cl', prix_ttc: '12,50', ...cells }, 2, 2026);

describe('import lines', () => {
  it('matches headers without case, accents, units or spaces', () => {
    expect(['Nom', 'Prix TTC (€)', 'Millésime', 'EAN', 'Entrepôt', 'Quantité', 'TVA %', 'Qté'].map(importColumnOf))
      .toEqual(['nom', 'prix_ttc', 'millesime', 'ean', 'entrepot', 'quantite', 'tva', 'quantite']);
  });

  it('reads French decimals into integer cents, and the price excl. VAT half up', () => {
    const read = product({ prix_ttc: '12,50', tva: '20' });
    expect(read.ok && [read.value.ttcCents, read.value.priceCents, read.value.vatType]).toEqual([1250, 1042, 'standard']);
    const reduced = product({ prix_ttc: '1 234,5 €', tva: '5,5 %' });
    expect(reduced.ok && [reduced.value.ttcCents, reduced.value.vatType]).toEqual([123450, 'reduced']);
    expect(centsExclVat(1200, 'standard')).toBe(1000);
    expect(centsExclVat(1100, 'medium')).toBe(1000);
    expect(centsExclVat(1055, 'reduced')).toBe(1000);
  });

  it('says every problem of a line with its column', () => {
    const read = readProductLine({ nom: '', contenance: '75', prix_ttc: '12,505', tva: '19', millesime: '21', ean: '3760000000001', couleur: 'violet' }, 7, 2026);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => [e.line, e.column])).toEqual([[7, 'nom'], [7, 'ean'], [7, 'couleur'], [7, 'millesime'], [7, 'contenance'], [7, 'prix_ttc'], [7, 'tva']]);
    expect(read.errors.find((e) => e.column === 'millesime')!.message).toBe(importMessages.vintage);
  });

  it('reads volumes and containers, colours and EANs', () => {
    expect(parseVolume('1,5 L')).toEqual({ unity: 'l', unityValue: '1.5' });
    expect(volumeKey('l', '1.5')).toBe(volumeKey('cl', '150'));
    const read = product({ contenance: '150 cl', couleur: 'Rosé', ean: '3760000000000', millesime: '2021' });
    expect(read.ok && [read.value.container, read.value.color, read.value.gtin, read.value.vintage]).toEqual(['magnum', 'rosé', '03760000000000', '2021']);
  });

  it('refuses the same product twice in one file', () => {
    const lines = [2, 3, 4].map((line) => ({ ...(product({}) as { value: ImportedProduct }).value, line, gtin: line === 4 ? null : '03760000000000' }));
    expect(duplicateProductErrors(lines).map((e) => [e.line, e.column])).toEqual([[3, 'ean'], [3, 'nom'], [4, 'nom']]);
  });

  it('reads stock lines: whole quantities, an EAN or a product and its volume', () => {
    expect(readStockLine({ ean: '3760000000000', entrepot: 'Chai', quantite: '120', millesime: '2021', lot: 'L1' }, 2, 2026))
      .toEqual({ ok: true, value: { line: 2, gtin: '03760000000000', product: null, unity: null, unityValue: null, warehouse: 'Chai', vintage: 2021, lot: 'L1', quantity: 120 } });
    const bad = readStockLine({ produit: 'Cuvée', entrepot: 'Chai', quantite: '12,5' }, 3, 2026);
    expect(!bad.ok && bad.errors.map((e) => e.column)).toEqual(['contenance', 'quantite']);
    expect(!bad.ok && bad.errors[1]!.message).toBe(importMessages.quantity);
  });

  it('offers templates with a BOM, the columns and `;`', () => {
    expect(importTemplate('stock').startsWith('\ufeffean;produit;contenance;entrepot')).toBe(true);
  });
});
