import { stringify } from 'csv-stringify/sync';
import { journals, type Entry, type JournalCode } from './fec-entries';
import { fecAmount, numberedEntries, type NumberedEntry } from './fec-file';

/** DD/MM/YYYY, as the French spreadsheets read a date. */
const frenchDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const csvOptions = { delimiter: ';', record_delimiter: 'windows' } as const;

/** The journal's first line, after UTF-8's byte-order mark (a French spreadsheet then reads the accents right). */
export const journalCsvHeader = `\ufeff${stringify([['Date', 'Journal', 'N° écriture', 'Pièce', 'Compte', 'Libellé du compte', 'Compte auxiliaire', 'Tiers', 'Libellé', 'Débit', 'Crédit']], csvOptions)}`;

/** The CSV records of a numbered entry: semicolons, decimal comma, DD/MM/YYYY. */
export function journalCsvRows(e: NumberedEntry): string {
  return stringify(e.lines.map((l) => [
    frenchDate(e.date), e.journal, e.num, e.pieceRef, l.account.num, l.account.lib, l.aux?.num ?? '', l.aux?.lib ?? '', l.label,
    fecAmount(l.debitCents), fecAmount(l.creditCents),
  ]), csvOptions);
}

/**
 * A journal as a spreadsheet opens it in France (docs/decisions/accounting.md): semicolon-separated, decimal
 * comma, dates DD/MM/YYYY, UTF-8 with its byte-order mark; the entries numbered as in the FEC of the same period.
 */
export function journalCsv(entries: readonly Entry[], journal: JournalCode): string {
  return journalCsvHeader + numberedEntries(entries).filter((e) => e.journal === journal).map(journalCsvRows).join('');
}

export const journalFileName = (journal: JournalCode, from: string, to: string) =>
  `${journals[journal].toLowerCase().replace(/^journal (des |de )?/, 'journal-').replace(/\s+/g, '-')}-${from}-${to}.csv`;
