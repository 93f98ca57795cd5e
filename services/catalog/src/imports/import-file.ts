import ExcelJS from 'exceljs';
import { IMPORT_MAX_LINES, importMessages } from '@vendange/contracts';
import { HttpError, readCsv, tableOf, type ImportTable } from '@vendange/service-kit';

export type { ImportTable } from '@vendange/service-kit';
export { readCsv } from '@vendange/service-kit';

const refuse = (message: string) => new HttpError(400, 'IMPORT_FILE', message);

/** A .xlsx is a zip archive: it starts with "PK\x03\x04". */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The first sheet of a workbook; each cell as Excel shows it (numbers and EANs as typed, not in scientific notation). */
export async function readXlsx(bytes: Buffer): Promise<ImportTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(importMessages.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(importMessages.empty);
  const grid: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    if (n - 1 > IMPORT_MAX_LINES + 1) return;
    const cells: string[] = [];
    for (let c = 1; c <= width; c += 1) {
      const value = row.getCell(c).value;
      cells.push(value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : row.getCell(c).text);
    }
    grid[n - 1] = cells;
  });
  return tableOf(Array.from(grid, (cells) => cells ?? []));
}

export async function readImportFile(bytes: Buffer, fileName: string): Promise<ImportTable> {
  if (isZip(bytes)) return readXlsx(bytes);
  if (/\.(xls|ods|numbers)$/i.test(fileName) || bytes.includes(0)) throw refuse(importMessages.fileType);
  return readCsv(bytes);
}
