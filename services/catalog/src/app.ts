import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { pricesRepo } from './prices-repo';
import { productsRepo } from './products-repo';
import { internalRoutes } from './routes/internal-routes';
import { productRoutes } from './routes/product-routes';

export { seedCatalog as seed } from './seed';
export const schemaName = 'catalog';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Catalog: products, vintages, formats and their prices per typology. */
const catalogService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  await app.register(productRoutes, { repo: productsRepo(options.db), resolveAccess: options.resolveAccess });
  await app.register(internalRoutes, { repo: pricesRepo(options.db), resolveAccess: options.resolveAccess, internalToken: options.internalToken });
};
export default catalogService;
