import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { salesPointsRepo } from './sales-points-repo';
import { salesPointRoutes } from './routes/sales-point-routes';

export { seedPos as seed } from './seed';
export const schemaName = 'pos';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Cash register: sales points and, later, point-of-sale orders. */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  await app.register(salesPointRoutes, { repo: salesPointsRepo(options.db) });
};
export default service;
