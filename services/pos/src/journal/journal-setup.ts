import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from '@vendange/service-kit';
import { journalRoutes } from '../routes/journal-routes';
import { closeFinishedPeriods } from './closing-sweep';
import { journalRepo } from './journal-repo';

/** The end-of-period closings' queue (docs/decisions/durable-work.md naming: <service>.<work>). */
export const closePeriodsQueue = 'pos.close-periods';

/**
 * The journal's routes, and the hourly job that takes the closing of every finished day, month and year a
 * sales point left open (idempotent: one closing per period, whoever takes it first).
 */
export async function setupJournal(app: FastifyInstance, options: ServiceOptions): Promise<void> {
  await app.register(journalRoutes, { db: options.db, repo: journalRepo(options.db) });
  await options.jobs.work(closePeriodsQueue, async () => {
    const written = await closeFinishedPeriods(options.db);
    if (written > 0) app.log.info({ written }, 'cash-register closings taken at the end of their period');
  }, { retryLimit: 5 });
  await options.jobs.schedule(closePeriodsQueue, '5 * * * *');
}
