import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { checkoutClaimsRepo } from './checkout-claims-repo';
import { readOrdersEnv } from './env';
import { ordersRepo } from './orders-repo';
import { cardPayments } from './payments/card-payments';
import { orderDecisionRoutes } from './payments/order-decision-routes';
import { paymentRoutes } from './payments/payment-routes';
import { paymentsRepo } from './payments/payments-repo';
import { checkoutRoute } from './routes/checkout-route';
import { orderRoutes } from './routes/order-routes';
import { placeOrderRoute } from './routes/place-order-route';
import { releaseStock } from './stock-holds';

export { seedOrders as seed } from './seed';
export const schemaName = 'orders';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Orders: orders and, later, every sales document. */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  const repo = ordersRepo(options.db);
  await app.register(orderRoutes, { repo, resolveAccess: options.resolveAccess });
  await app.register(placeOrderRoute, { repo, resolveAccess: options.resolveAccess, internal: options.internal });
  const payments = cardPayments({
    db: options.db, publicUrl: options.publicUrl, log: app.log, env: readOrdersEnv(options.settings ?? {}),
    releaseStock: (holds) => releaseStock(options.internal, app.log, holds),
  });
  await app.register(checkoutRoute, { repo, claims: checkoutClaimsRepo(options.db), resolveAccess: options.resolveAccess, internal: options.internal, payments });
  await app.register(paymentRoutes, { payments, resolveAccess: options.resolveAccess, internal: options.internal });
  await app.register(orderDecisionRoutes, { repo, payments, paymentsRepo: paymentsRepo(options.db), resolveAccess: options.resolveAccess, internal: options.internal });
};
export default service;
