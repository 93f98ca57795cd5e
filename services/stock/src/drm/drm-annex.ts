import type { DrmAnnex, DrmAnnexDocument, ExitDocumentType } from '@vendange/contracts';

/**
 * The annex's document kinds in the interprofessions' EDI file (24eme): DAE and their paper forerunners DAA/DAC are
 * counted together as `DAADAC`, duty-paid DSA as `DSADSAC`.
 */
export const annexEdiType: Record<ExitDocumentType, 'DAADAC' | 'DSADSAC'> = { DAE: 'DAADAC', DAA: 'DAADAC', DAC: 'DAADAC', DSA: 'DSADSAC' };

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the EDI samples write a non-discharge date. */
const dayText = (day: string) => day.split('-').reverse().join('/');

const byIssue = (a: DrmAnnexDocument, b: DrmAnnexDocument) => a.issuedOn.localeCompare(b.issuedOn) || a.number.localeCompare(b.number) || a.id - b.id;

/**
 * The month's ANNEXE lines, laid out as this file's CAVE lines (18 fields): ANNEXE, period, chai (empty), excise number,
 * seven empty product fields, then the annex type (field 12), `debut`/`fin` (13), a quantity (14, unused here), the
 * date of dispatch (15), the recipient's excise number (16), the document number (17), observations (18).
 * - Per kind (`DAADAC`, `DSADSAC`) the first and the last number used in the month, in the order they were issued.
 * - `NONAPUREMENT`: one line per DAE not discharged by the month's end, with its date, recipient and ARC.
 */
export function annexCsvRows(period: string, exciseNumber: string | null, annex: DrmAnnex): string[][] {
  const head = ['ANNEXE', period, '', exciseNumber ?? '', '', '', '', '', '', '', ''];
  const rows: string[][] = [];
  for (const kind of ['DAADAC', 'DSADSAC'] as const) {
    const used = annex.documents.filter((d) => annexEdiType[d.type] === kind).sort(byIssue);
    if (used.length === 0) continue;
    rows.push([...head, kind, 'debut', '', '', '', used[0]!.number, '']);
    rows.push([...head, kind, 'fin', '', '', '', used.at(-1)!.number, '']);
  }
  for (const d of [...annex.undischarged].sort(byIssue)) rows.push([...head, 'NONAPUREMENT', '', '', dayText(d.issuedOn), d.recipientExciseNumber ?? '', d.number, '']);
  return rows;
}
