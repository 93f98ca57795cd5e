import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, setupServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { clientsRepo } from './clients-repo';
import { clientImportsRepo } from './clients/client-imports';
import { setupClientJobs } from './clients/client-jobs';
import { clientRoutes } from './routes/client-routes';
import { internalRoutes } from './routes/internal-routes';
import { outbox } from './db/schema';
import { registerTasksAndOpportunities } from './tasks-and-opportunities';
import { enforceAgentClientScope } from './structure/agent-client-scope';
import { coverageRepo } from './structure/coverage-repo';
import { registerSalesStructure } from './structure/sales-structure';

export { seedCrm as seed } from './seed';
export const schemaName = 'crm';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** CRM: clients and, later, opportunities, tasks, campaigns. */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  // The crm's one outbox relay and its crm.mail / crm.notify consumers (durable-work.md): every part of crm announces through it.
  const jobs = await setupServiceJobs(app, options, 'crm', outbox);
  const repo = clientsRepo(options.db);
  const coverage = coverageRepo(options.db);
  // An agent reaches only the clients given to them, and their tasks and opportunities, on every route declaring agentScope.
  enforceAgentClientScope(app, coverage, options.db);
  // Clients (docs/decisions/crm-clients.md): the list, pages, imports and merges; a merge's re-pointing goes through the queue.
  await setupClientJobs(options);
  await app.register(clientRoutes, { repo, coverage, imports: clientImportsRepo(options.db, options.internal), db: options.db, internal: options.internal, jobs });
  await app.register(internalRoutes, { repo, coverage });
  await registerTasksAndOpportunities(app, options, jobs);
  await registerSalesStructure(app, options, coverage);
};
export default service;
