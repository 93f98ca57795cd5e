import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_LINES, importMessages } from '@vendange/contracts';
import { readImportFile } from './import-file';

const csv = (text: string) => Buffer.from(text, 'utf-8');

describe('import files', () => {
  it('reads a French Excel CSV: BOM, `;`, decimal commas, quoted cells; line numbers of the file', async () => {
    const table = await readImportFile(csv('\ufeffNom;Prix TTC;Contenance\r\n"Cuvée ""Les Galets""";12,50;75 cl\r\n\r\nRosé;9,90;75 cl\r\n'), 'vins.csv');
    expect(table.columns).toEqual(['nom', 'prix_ttc', 'contenance']);
    expect(table.rows).toEqual([
      { line: 2, cells: { nom: 'Cuvée "Les Galets"', prix_ttc: '12,50', contenance: '75 cl' } },
      { line: 4, cells: { nom: 'Rosé', prix_ttc: '9,90', contenance: '75 cl' } },
    ]);
  });

  it('reads a comma-separated CSV without BOM', async () => {
    const table = await readImportFile(csv('ean,entrepot,quantite\n3760000000000,Chai,12\n'), 'stock.csv');
    expect(table.rows[0]!.cells).toEqual({ ean: '3760000000000', entrepot: 'Chai', quantite: '12' });
  });

  it('reads the first sheet of a workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Vins');
    sheet.addRow(['Nom', 'EAN', 'Prix TTC']);
    sheet.addRow(['Cuvée', 3760000000000, 12.5]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const table = await readImportFile(bytes, 'vins.xlsx');
    expect(table.rows).toEqual([{ line: 2, cells: { nom: 'Cuvée', ean: '3760000000000', prix_ttc: '12.5' } }]);
  });

  it('refuses in French: no line, too many lines, not UTF-8, not a spreadsheet', async () => {
    await expect(readImportFile(csv('nom;prix\n'), 'a.csv')).rejects.toThrow(importMessages.empty);
    const many = `nom\n${'x\n'.repeat(IMPORT_MAX_LINES + 1)}`;
    await expect(readImportFile(csv(many), 'a.csv')).rejects.toThrow(importMessages.tooManyLines(IMPORT_MAX_LINES + 1));
    await expect(readImportFile(Buffer.from([0x6e, 0x6f, 0x6d, 0x0a, 0x43, 0x75, 0x76, 0xe9, 0x65]), 'a.csv')).rejects.toThrow(/UTF-8/);
    await expect(readImportFile(csv('x'), 'vieux.xls')).rejects.toThrow(importMessages.fileType);
  });
});
