import type { FastifyInstance } from 'fastify';
import { setupServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from '../db/schema';
import type { ImportAnnouncer } from './imports-repo';

export const importQueue = 'catalog.import';
const retryLimit = 3;

/**
 * The catalog's outbox and the import job (docs/decisions/imports.md): confirming an import announces it in the
 * same transaction; the job writes its chunks, each once, and its last attempt records the failure on the import.
 */
export async function setupImportJobs(app: FastifyInstance, options: ServiceOptions, run: () => (importId: number, lastAttempt: boolean) => Promise<void>): Promise<ImportAnnouncer> {
  const base = await setupServiceJobs(app, options, 'catalog', outbox);
  await options.jobs.work<{ importId: number; shopId: number }>(importQueue, async ({ data, attempt }) => {
    await run()(data.importId, attempt > retryLimit);
  }, { retryLimit });
  return (tx, importId, shopId) => base.announce(tx, [{ queue: importQueue, data: { importId, shopId } }]);
}
