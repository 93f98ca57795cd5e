import Papa from 'papaparse';
import { IMPORT_MAX_LINES, importColumnOf, importMessages } from '@vendange/contracts';
import { HttpError } from './errors';

/**
 * Reading an imported spreadsheet (docs/decisions/imports.md), shared by the catalog's product and stock imports
 * and the crm's client import: one reader of French CSV files.
 */

/** A file's lines as cells by column name, each with its line number in the file (the header is line 1). */
export interface ImportTable { columns: string[]; rows: { line: number; cells: Record<string, string> }[] }

const refuse = (message: string) => new HttpError(400, 'IMPORT_FILE', message);

/** The grid of a file (header first) as a table: headers folded to column names, blank lines skipped, limits applied. */
export function tableOf(grid: string[][]): ImportTable {
  const [header, ...rest] = grid;
  if (!header) throw refuse(importMessages.empty);
  const columns = header.map((h) => importColumnOf(h));
  const rows = rest.flatMap((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return [];
    const byColumn: Record<string, string> = {};
    columns.forEach((column, j) => { if (column !== '' && byColumn[column] === undefined) byColumn[column] = (cells[j] ?? '').trim(); });
    return [{ line: i + 2, cells: byColumn }];
  });
  if (rows.length === 0) throw refuse(importMessages.empty);
  if (rows.length > IMPORT_MAX_LINES) throw refuse(importMessages.tooManyLines(rows.length));
  return { columns: columns.filter((c) => c !== ''), rows };
}

/**
 * CSV in UTF-8, with or without the BOM Excel writes, separated by `;` (French Excel) or `,`: papaparse guesses
 * which from the first lines. A byte sequence that is not UTF-8 (an old Windows-1252 export) is refused in French.
 */
export function readCsv(bytes: Buffer): ImportTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('Le fichier n’est pas en UTF-8 : dans Excel, enregistrez-le en « CSV UTF-8 (délimité par des points-virgules) ».');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw refuse(importMessages.unreadable);
  return tableOf(parsed.data);
}
