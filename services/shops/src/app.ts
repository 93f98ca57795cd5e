import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { priceRequestsRepo } from './price-requests-repo';
import { shopLegalRepo } from './shop-legal-repo';
import { internalRoutes } from './routes/internal-routes';
import { legalRoutes } from './routes/legal-routes';
import { priceRequestRoutes } from './routes/price-request-routes';
import { shopRoutes } from './routes/shop-routes';
import { tabRoutes } from './routes/tab-routes';
import { shopsRepo } from './shops-repo';

export { seedShops as seed } from './seed';
export const schemaName = 'shops';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Shops: storefront identity, settings, tabs and modules of each tenant. */
const shopsService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  const repo = shopsRepo(options.db);
  await app.register(shopRoutes, { repo, resolveAccess: options.resolveAccess });
  await app.register(tabRoutes, { repo, resolveAccess: options.resolveAccess });
  await app.register(legalRoutes, { repo, legal: shopLegalRepo(options.db), resolveAccess: options.resolveAccess });
  await app.register(priceRequestRoutes, { repo, requests: priceRequestsRepo(options.db), resolveAccess: options.resolveAccess, internal: options.internal });
  await app.register(internalRoutes, { repo, internalToken: options.internalToken });
};
export default shopsService;
