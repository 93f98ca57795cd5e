import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, setupServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from './db/schema';
import { setupReceiptMail } from './till/receipt-mail';
import { salesPointsRepo } from './sales-points-repo';
import { salesPointRoutes } from './routes/sales-point-routes';
import { tillRoutes } from './routes/till-routes';
import { ticketsRepo } from './till/tickets-repo';
import { installJournalSigner } from './journal/journal-append';
import { loadJournalSigner } from './journal/journal-signer';
import { setupJournal } from './journal/journal-setup';

export { seedPos as seed } from './seed';
export const schemaName = 'pos';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Cash register: sales points and, later, point-of-sale orders. */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  // The journal's Ed25519 key (setting or generated into the data dir): every append signs with it.
  installJournalSigner(loadJournalSigner(options.settings ?? {}, options.dataDir));
  const points = salesPointsRepo(options.db);
  await app.register(salesPointRoutes, { repo: points, internal: options.internal });
  // The till: sales once per key, cancellations, the day, receipts (docs/decisions/cash-register.md).
  const tickets = ticketsRepo(options.db);
  const jobs = await setupServiceJobs(app, options, 'pos', outbox);
  await setupReceiptMail({ jobs: options.jobs, mailer: options.mailer, internal: options.internal, points, tickets });
  await app.register(tillRoutes, { points, tickets, internal: options.internal, jobs, deps: { db: options.db, internal: options.internal, tickets } });
  // The inalterable journal: entries, closings and their job, verification, archive (docs/decisions/cash-register-journal.md).
  await setupJournal(app, options);
};
export default service;
