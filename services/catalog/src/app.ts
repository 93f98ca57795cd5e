import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { dropCacheOnWrites, setupService, type ServiceOptions } from '@vendange/service-kit';
import { buildersRepo } from './builders-repo';
import { imagesRepo } from './images-repo';
import { priceGridRepo } from './price-grid-repo';
import { pricesRepo } from './prices-repo';
import { productWriteRepo } from './product-write-repo';
import { productsRepo } from './products-repo';
import { syncReferences } from './references/sync-references';
import { typologiesRepo } from './typologies-repo';
import { builderRoutes } from './routes/builder-routes';
import { imageRoutes } from './routes/image-routes';
import { gs1Routes } from './routes/gs1-routes';
import { internalRoutes } from './routes/internal-routes';
import { tillCatalogueRoute } from './routes/till-catalogue-route';
import { priceRoutes } from './routes/price-routes';
import { productRoutes } from './routes/product-routes';
import { referenceRoutes } from './routes/reference-routes';
import { stockInternalRoutes } from './routes/stock-internal-routes';
import { stockHoldsRepo } from './stock-holds-repo';
import { stockLedgerRepo } from './stock-ledger-repo';
import { catalogShopSettings } from './shop-settings';
import { readListCacheEntries, readPricesCacheEntries, readStorageEnv } from './env';
import { cacheProductList } from './product-list-cache';
import { storageFrom } from './storage/storage-from-env';
import { setupImportJobs } from './imports/import-jobs';
import { importsRepo, type ImportsRepo } from './imports/imports-repo';
import { importRoutes } from './routes/import-routes';

export { seedCatalog as seed } from './seed';
export const schemaName = 'catalog';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Catalog: products (vintages, formats, packings, nutrition, images), typologies and price grids, reference lists. */
const catalogService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  const kit = await setupService(app, options);
  await syncReferences(options.db);
  const storage = storageFrom(readStorageEnv(options.settings ?? {}), options.dataDir ?? '.data');
  const shopSettings = catalogShopSettings(kit.shopSettings);
  const products = productsRepo(options.db, shopSettings);
  const listed = cacheProductList(app, products, options.db, readListCacheEntries(options.settings ?? {}));
  const writes = productWriteRepo(options.db);
  const typologies = typologiesRepo(options.db);
  await app.register(productRoutes, { repo: listed, writes, typologies });
  await app.register(imageRoutes, { products, images: imagesRepo(options.db, storage), storage });
  await app.register(priceRoutes, { typologies, grids: priceGridRepo(options.db), writes });
  await app.register(referenceRoutes);
  await app.register(builderRoutes, { builders: buildersRepo(options.db, shopSettings) });
  await app.register(gs1Routes, { db: options.db });
  // A cart's products' rows kept per process, dropped on change (prices-repo.ts, CATALOG_PRICES_CACHE_ENTRIES).
  const prices = pricesRepo(options.db, readPricesCacheEntries(options.settings ?? {}));
  dropCacheOnWrites(app, prices);
  await app.register(internalRoutes, { repo: prices, typologies, shopSettings, resolveAccess: options.resolveAccess, internalRead: kit.internalRead });
  // What a cash-register till sells, priced at its price list (docs/decisions/cash-register.md).
  await app.register(tillCatalogueRoute, { db: options.db, products, shopSettings });
  await app.register(stockInternalRoutes, { holds: stockHoldsRepo(options.db), ledger: stockLedgerRepo(options.db) });
  // Imports from a file (docs/decisions/imports.md): the job is declared first, the repo it runs is made with its announcer.
  const late: { imports?: ImportsRepo } = {};
  const announceImport = await setupImportJobs(app, options, () => late.imports!.run);
  const imports = importsRepo(options.db, writes, options.internal, announceImport);
  late.imports = imports;
  await app.register(importRoutes, { imports, internal: options.internal });
};
export default catalogService;
