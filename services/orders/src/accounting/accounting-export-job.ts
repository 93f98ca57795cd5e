import type { AccountingExportKind } from '@vendange/contracts';
import { HttpError, type InternalCall, type JobQueue, type OutboxMessage } from '@vendange/service-kit';
import { exportFilePath, type AccountingExportsRepo } from './accounting-exports-repo';
import { exportFile } from './export-file';
import { journals } from './fec-entries';
import type { LedgerDeps } from './ledger-entries';

export const accountingExportQueue = 'orders.accounting-export';

/** A big file must not be taken as lost while it is written; a few tries, then the export says it failed. */
const policy = { retryLimit: 3, expireInSeconds: 900 } as const;
/** Parts of the file stored as the job writes it. */
const PART_BYTES = 1024 * 1024;
/** The progress is saved at most this often. */
const PROGRESS_EVERY_MS = 250;

export const exportMessages = {
  failed: 'La préparation de l’export a échoué plusieurs fois. Relancez-le ; si l’échec se répète, contactez le support.',
} as const;

const frenchDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** What the documents poll shows: "FEC du 01/01/2026 au 31/12/2026". */
export const exportLabel = (kind: AccountingExportKind, from: string, to: string) =>
  `${kind === 'fec' ? 'FEC' : journals[kind]} du ${frenchDate(from)} au ${frenchDate(to)}`;

/** The job of an export just recorded (announced in its transaction). */
export const accountingExportJob = (exportId: number): OutboxMessage => ({ queue: accountingExportQueue, data: { exportId }, key: `accounting-export:${exportId}` });

interface Deps extends LedgerDeps { jobs: JobQueue; internal: InternalCall; exports: AccountingExportsRepo; publicUrl: string }

/**
 * Writes an export's file in the background (docs/decisions/accounting.md): streamed from the ledger into parts of
 * 1 MB, the progress saved as it goes, then offered to its user through the documents poll. Idempotent: an attempt
 * writes the file again from the start, and the document is offered under the export's key (once).
 */
export async function setupAccountingExportJob(deps: Deps): Promise<void> {
  const { jobs, internal, exports, publicUrl } = deps;
  await jobs.work<{ exportId: number }>(accountingExportQueue, async ({ data, attempt }) => {
    const row = await exports.byId(data.exportId);
    if (!row || row.status === 'error') return;
    if (row.status !== 'completed') {
      try {
        await exports.start(row.id);
        let last = 0;
        let saved = 0;
        let total = 1;
        const file = await exportFile(deps, row.shopId, row.kind, row.periodFrom, row.periodTo, async (done) => {
          const progress = Math.min(99, Math.floor((done * 100) / total));
          if (progress > saved && Date.now() - last >= PROGRESS_EVERY_MS) {
            last = Date.now();
            saved = progress;
            await exports.progress(row.id, progress);
          }
        });
        total = Math.max(file.total, 1);
        let seq = 0;
        let size = 0;
        let part: Buffer[] = [];
        let partSize = 0;
        for await (const chunk of file.chunks) {
          part.push(chunk);
          partSize += chunk.length;
          if (partSize >= PART_BYTES) {
            await exports.addPart(row.id, seq++, Buffer.concat(part));
            size += partSize;
            part = [];
            partSize = 0;
          }
        }
        if (partSize) await exports.addPart(row.id, seq++, Buffer.concat(part));
        size += partSize;
        await exports.complete(row.id, { fileName: file.fileName, contentType: file.contentType, sizeBytes: size });
      } catch (error) {
        // A shop without SIRET cannot have a FEC, however often it is tried: said at once.
        if (error instanceof HttpError && error.statusCode === 409) return exports.fail(row.id, error.message);
        if (attempt > policy.retryLimit) await exports.fail(row.id, exportMessages.failed);
        throw error;
      }
    }
    await internal('notifications', 'POST', '/v1/internal/documents', {
      userId: row.userId, url: `${publicUrl}${exportFilePath(row)}`, label: exportLabel(row.kind, row.periodFrom, row.periodTo), idempotencyKey: `accounting-export:${row.id}`,
    });
  }, policy);
}
