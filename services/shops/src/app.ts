import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { shopRoutes } from './routes/shop-routes';
import { shopsRepo } from './shops-repo';

export { seedShops as seed } from './seed';
export const schemaName = 'shops';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Shops: storefront identity, settings, tabs and modules of each tenant. */
const shopsService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  await app.register(shopRoutes, { repo: shopsRepo(options.db), resolveAccess: options.resolveAccess });
};
export default shopsService;
