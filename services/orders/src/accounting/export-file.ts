import iconv from 'iconv-lite';
import type { AccountingExportKind, ShopInvoicing } from '@vendange/contracts';
import { HttpError, type InternalCall } from '@vendange/service-kit';
import { fecFileName, fecHeader, fecRows } from './fec-file';
import { journalCsvHeader, journalCsvRows, journalFileName } from './journal-csv';
import { ledgerEntries, type LedgerDeps } from './ledger-entries';

export const fecMessages = {
  sirenMissing: 'Renseignez le SIRET de la boutique (Paramètres › Mentions légales) : il donne son nom au fichier des écritures comptables.',
} as const;

export interface ExportFile {
  fileName: string;
  contentType: string;
  /** How many documents and payments go in: `onEntry` reaches it at the end. */
  total: number;
  /** The file's bytes, a piece at a time (about 64 kB each). */
  chunks: AsyncIterable<Buffer>;
}

/** Texts gathered to about this many characters before they are encoded and handed on. */
const PIECE = 64 * 1024;

async function* encoded(texts: AsyncIterable<string>, encoding: 'iso-8859-15' | 'utf8'): AsyncGenerator<Buffer> {
  let piece = '';
  for await (const text of texts) {
    piece += text;
    if (piece.length >= PIECE) { yield iconv.encode(piece, encoding); piece = ''; }
  }
  if (piece) yield iconv.encode(piece, encoding);
}

/** The FEC's SIREN: the first nine digits of the shop's SIRET (409 in French without it). */
export async function sirenOf(internal: InternalCall, shopId: number): Promise<string> {
  const shop = await internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${shopId}/invoicing`);
  const siren = shop.legal?.siret?.replace(/\s/g, '').slice(0, 9);
  if (!siren || !/^\d{9}$/.test(siren)) throw new HttpError(409, 'SIREN_MISSING', fecMessages.sirenMissing);
  return siren;
}

/**
 * An accountant's file of a period, streamed (docs/decisions/accounting.md): the FEC (tab-separated, ISO-8859-15,
 * CRLF) or one journal as CSV (UTF-8 with its byte-order mark). The direct downloads and the background export
 * both send what this writes.
 */
export async function exportFile(deps: LedgerDeps & { internal: InternalCall }, shopId: number, kind: AccountingExportKind, from: string, to: string, onEntry?: (done: number) => Promise<void> | void): Promise<ExportFile> {
  if (kind === 'fec') {
    const siren = await sirenOf(deps.internal, shopId);
    const ledger = await ledgerEntries(deps, shopId, from, to, onEntry);
    async function* lines() {
      yield `${fecHeader}\r\n`;
      for await (const entry of ledger.entries) yield `${fecRows(entry).join('\r\n')}\r\n`;
    }
    return { fileName: fecFileName(siren, to), contentType: 'text/plain; charset=iso-8859-15', total: ledger.total, chunks: encoded(lines(), 'iso-8859-15') };
  }
  const ledger = await ledgerEntries(deps, shopId, from, to, onEntry);
  async function* records() {
    yield journalCsvHeader;
    for await (const entry of ledger.entries) if (entry.journal === kind) yield journalCsvRows(entry);
  }
  return { fileName: journalFileName(kind, from, to), contentType: 'text/csv; charset=utf-8', total: ledger.total, chunks: encoded(records(), 'utf8') };
}
