import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { clientsRepo } from './clients-repo';
import { clientRoutes } from './routes/client-routes';
import { internalRoutes } from './routes/internal-routes';

export { seedCrm as seed } from './seed';
export const schemaName = 'crm';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** CRM: clients and, later, opportunities, tasks, campaigns. */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  const repo = clientsRepo(options.db);
  await app.register(clientRoutes, { repo });
  await app.register(internalRoutes, { repo });
};
export default service;
