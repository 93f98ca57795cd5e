import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { ordersRepo } from './orders-repo';
import { orderRoutes } from './routes/order-routes';

export { seedOrders as seed } from './seed';
export const schemaName = 'orders';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Orders: orders and, later, every sales document. */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  await app.register(orderRoutes, { repo: ordersRepo(options.db), resolveAccess: options.resolveAccess });
};
export default service;
