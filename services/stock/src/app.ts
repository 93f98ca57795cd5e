import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { allocationsRepo } from './allocations-repo';
import { catalogDrmFormats, catalogFormats } from './catalog-formats';
import { drmRepo } from './drm/drm-repo';
import { allocationRoutes } from './routes/allocation-routes';
import { drmRoutes } from './routes/drm-routes';
import { documentMovesRepo } from './document-moves-repo';
import { ledgerRepo } from './ledger-repo';
import { stockInternalRoutes } from './routes/stock-internal-routes';
import { stockRoutes } from './routes/stock-routes';
import { thresholdRoutes } from './routes/threshold-routes';
import { thresholdsRepo } from './thresholds-repo';
import { warehouseRoutes } from './routes/warehouse-routes';
import { setupStockJobs } from './stock-jobs';
import { warehousesRepo } from './warehouses-repo';
import { purchaseReceptions } from './purchases/purchase-receptions';
import { purchasesRepo } from './purchases/purchases-repo';
import { suppliersRepo } from './purchases/suppliers-repo';
import { purchaseRoutes } from './routes/purchase-routes';
import { supplierRoutes } from './routes/supplier-routes';

export { seedStock as seed } from './seed';
export const schemaName = 'stock';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Stock and customs: warehouses and the ledger of movements (issue 19). */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  const announcer = await setupStockJobs(app, options);
  await app.register(warehouseRoutes, { repo: warehousesRepo(options.db) });
  const formatsOf = catalogFormats(options.internal);
  await app.register(stockRoutes, { ledger: ledgerRepo(options.db, announcer), formatsOf, internal: options.internal });
  const allocations = allocationsRepo(options.db, options.internal, announcer.releaseHold);
  await announcer.expireAllocations(() => allocations.expireDue());
  await app.register(allocationRoutes, { repo: allocations, formatsOf });
  await app.register(thresholdRoutes, { repo: thresholdsRepo(options.db), formatsOf });
  await app.register(drmRoutes, { drm: drmRepo(options.db, catalogDrmFormats(options.internal)), internal: options.internal });
  await app.register(supplierRoutes, { repo: suppliersRepo(options.db) });
  await app.register(purchaseRoutes, { repo: purchasesRepo(options.db), receptions: purchaseReceptions(options.db, announcer), formatsOf, internal: options.internal });
  await app.register(stockInternalRoutes, { documents: documentMovesRepo(options.db, announcer) });
};
export default service;
