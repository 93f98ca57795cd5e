import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, setupServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from './db/schema';
import { priceRequestsRepo } from './price-requests-repo';
import { shopLegalRepo } from './shop-legal-repo';
import { internalRoutes } from './routes/internal-routes';
import { legalRoutes } from './routes/legal-routes';
import { priceRequestRoutes } from './routes/price-request-routes';
import { logoRoutes } from './routes/logo-routes';
import { shopRoutes } from './routes/shop-routes';
import { shopLogoRepo } from './shop-logo-repo';
import { tabRoutes } from './routes/tab-routes';
import { cachedShopRows, shopsRepo } from './shops-repo';

export { seedShops as seed } from './seed';
export const schemaName = 'shops';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Shops: storefront identity, settings, tabs and modules of each tenant. */
const shopsService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  const repo = shopsRepo(options.db, cachedShopRows(app, options.db));
  // The price request's notification goes through the job queue (docs/decisions/durable-work.md).
  const jobs = await setupServiceJobs(app, options, 'shops', outbox);
  await app.register(shopRoutes, { repo });
  await app.register(logoRoutes, { logos: shopLogoRepo(options.db) });
  await app.register(tabRoutes, { repo });
  await app.register(legalRoutes, { repo, legal: shopLegalRepo(options.db) });
  await app.register(priceRequestRoutes, { repo, requests: priceRequestsRepo(options.db), internal: options.internal, jobs });
  await app.register(internalRoutes, { repo });
};
export default shopsService;
