// Servers measured by the bench, each in its own process so the load generator does not share its thread.
//   tsx infra/bench/servers.ts hello <port>      bare Fastify hello-world (the baseline)
//   tsx infra/bench/servers.ts gateway <port>    the gateway in embedded mode on DATABASE_URL (BENCH_PRODUCTS=n seeds n products, BENCH_ORDERS=n orders, BENCH_INVOICES=n invoices)
import Fastify from 'fastify';
import { buildGateway } from '@vendange/gateway';
import { openAndMigrate, seedAll } from '@vendange/gateway/database';
import { readGatewayEnv } from '@vendange/gateway/env';
import { seedBenchInvoices } from './seed-invoices';
import { seedBenchOrders } from './seed-orders';
import { seedBenchProducts } from './seed-products';

const [kind, portArg] = process.argv.slice(2);
const port = Number(portArg);
if (kind === 'hello') {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const env = readGatewayEnv(process.env);
  if (!env.DATABASE_URL) throw new Error('The bench gateway needs DATABASE_URL (infra/bench/run.ts gives it one).');
  const handle = await openAndMigrate({ url: env.DATABASE_URL });
  await seedAll(handle);
  // BENCH_PRODUCTS=10000: the catalogue the product list is measured on.
  if (process.env.BENCH_PRODUCTS) await seedBenchProducts(handle.db, Number(process.env.BENCH_PRODUCTS));
  // BENCH_ORDERS=100000: the shop's order history the orders list is measured on.
  if (process.env.BENCH_ORDERS) await seedBenchOrders(handle.db, Number(process.env.BENCH_ORDERS));
  // BENCH_INVOICES=10000: the shop's invoices the documents list is measured on.
  if (process.env.BENCH_INVOICES) await seedBenchInvoices(handle.db, Number(process.env.BENCH_INVOICES));
  // Logs on, as in production (main.ts): their cost is part of what is measured.
  const app = await buildGateway({ env, db: handle.db, logger: true, serviceSettings: process.env });
  await app.listen({ port, host: '127.0.0.1' });
}
console.log('ready');
// A normal exit on SIGINT, so that `node --cpu-prof` writes its profile when the server is profiled.
process.on('SIGINT', () => process.exit(0));
