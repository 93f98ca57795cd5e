import path from 'node:path';
import { buildGateway } from './app';
import { openAndMigrate, seedAll } from './database';
import { readGatewayEnv } from './env';
import { startDemoStripeSandbox } from './stripe-sandbox';

const env = readGatewayEnv();
// Before the services read their settings: without Stripe keys, card payments use the local test sandbox.
const stripeSandbox = await startDemoStripeSandbox(env);
const handle = env.GATEWAY_MODE === 'embedded' ? await openAndMigrate({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'embedded') }) : null;
if (handle) {
  const seeded = await seedAll(handle);
  if (seeded.length) console.log(`Demo data seeded: ${seeded.join(', ')}`);
}
const app = await buildGateway({ env, ...(handle ? { db: handle.db } : {}), logger: true });
const shutdown = async () => {
  await app.close();
  await stripeSandbox?.close();
  await handle?.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`\n  Vendange is running (${env.GATEWAY_MODE}, ${handle?.kind ?? 'services as processes'}): http://localhost:${env.PORT}\n`);
