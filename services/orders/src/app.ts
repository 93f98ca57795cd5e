import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { ordersRepo } from './orders-repo';
import { orderRoutes } from './routes/order-routes';
import { placeOrderRoute } from './routes/place-order-route';

export { seedOrders as seed } from './seed';
export const schemaName = 'orders';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Orders: orders and, later, every sales document. */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  const repo = ordersRepo(options.db);
  await app.register(orderRoutes, { repo, resolveAccess: options.resolveAccess });
  await app.register(placeOrderRoute, { repo, resolveAccess: options.resolveAccess, internal: options.internal });
};
export default service;
