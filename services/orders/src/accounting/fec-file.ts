import { journals, type Entry } from './fec-entries';

/** The 18 columns of the FEC, in the order of article A47 A-1 of the Livre des procédures fiscales. */
export const FEC_COLUMNS = [
  'JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'CompAuxNum', 'CompAuxLib', 'PieceRef',
  'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'EcritureLet', 'DateLet', 'ValidDate', 'Montantdevise', 'Idevise',
] as const;

/** 123456 cents → "1234,56": the decimal comma, no thousands separator, integer arithmetic only. */
export function fecAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD → AAAAMMJJ. */
export const fecDate = (day: string) => day.replaceAll('-', '');

/** A text field without the separator nor line breaks. */
const field = (text: string) => text.replace(/[\t\r\n|]+/g, ' ').trim();

/** `{SIREN}FEC{AAAAMMJJ}.txt`, the end of the period. */
export const fecFileName = (siren: string, to: string) => `${siren}FEC${fecDate(to)}.txt`;

/** The order of the file: date, then journal, then piece (a stable sort keeps documents before payments). */
export const compareEntries = (a: Entry, b: Entry) => a.date.localeCompare(b.date) || a.journal.localeCompare(b.journal) || a.pieceRef.localeCompare(b.pieceRef);

export type NumberedEntry = Entry & { num: string };

/** Numbers entries given in file order, without gap within each journal (VE000001…). */
export function entryNumbering(): (entry: Entry) => NumberedEntry {
  const numbers = new Map<string, number>();
  return (entry) => {
    const n = (numbers.get(entry.journal) ?? 0) + 1;
    numbers.set(entry.journal, n);
    return { ...entry, num: `${entry.journal}${String(n).padStart(6, '0')}` };
  };
}

/** Entries in date order (then journal and piece), each numbered without gap within its journal (VE000001…). */
export function numberedEntries(entries: readonly Entry[]): NumberedEntry[] {
  return [...entries].sort(compareEntries).map(entryNumbering());
}

/** The FEC's first line: the 18 columns' names. */
export const fecHeader = FEC_COLUMNS.join('\t');

/**
 * The FEC lines of a numbered entry, one per entry line, tab-separated. The entries are validated on issue (an
 * issued document never changes), so ValidDate is the entry's own date.
 */
export function fecRows(entry: NumberedEntry): string[] {
  const date = fecDate(entry.date);
  return entry.lines.map((line) => [
    entry.journal, journals[entry.journal], entry.num, date, line.account.num, field(line.account.lib),
    line.aux?.num ?? '', field(line.aux?.lib ?? ''), field(entry.pieceRef), date, field(line.label), fecAmount(line.debitCents), fecAmount(line.creditCents),
    '', '', date, '', '',
  ].join('\t'));
}

/** The FEC's text (lines ending CRLF): the header, then the entries' lines in order (the file a job streams is the same). */
export function fecText(entries: readonly Entry[]): string {
  return `${[fecHeader, ...numberedEntries(entries).flatMap(fecRows)].join('\r\n')}\r\n`;
}
