import { isProduction, processSettings, refuseUnsafeProduction } from '@vendange/service-kit';
import { buildGateway } from './app';
import { openAndMigrate, seedAll } from './database';
import { readGatewayEnv } from './env';
import { startDemoStripeSandbox } from './stripe-sandbox';
import { connectDemoCardAccount } from './demo-card-account';

/** A request still running this long after SIGTERM is given up: the process must end for its replacement. */
const DRAIN_LIMIT_MS = 25_000;

const settings = processSettings();
const env = readGatewayEnv(settings);
// `npm start` says NODE_ENV=development: the demo. Anything else is production and must be set up for it.
const demo = !isProduction(settings);
refuseUnsafeProduction(settings, { needsDatabase: env.GATEWAY_MODE === 'embedded', name: 'The Vendange gateway' });

// Demo only, before the services read their settings: without Stripe keys, card payments use the local test sandbox.
const stripe = demo ? await startDemoStripeSandbox(env) : null;
const handle = env.GATEWAY_MODE === 'embedded' ? await openAndMigrate({ url: env.DATABASE_URL }) : null;
if (handle && demo) {
  const seeded = await seedAll(handle);
  if (seeded.length) console.log(`Demo data seeded: ${seeded.join(', ')}`);
}
const app = await buildGateway({
  env, ...(handle ? { db: handle.db } : {}), logger: true, serviceSettings: { ...settings, ...stripe?.settings },
});

let stopping = false;
/** Stops taking connections, serves what was accepted, then closes the queue and listeners (onClose) and the database. */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing the requests in progress, then stopping`);
  setTimeout(() => {
    app.log.error(`requests still running ${DRAIN_LIMIT_MS / 1000} s after ${signal}: stopping anyway`);
    process.exit(1);
  }, DRAIN_LIMIT_MS).unref();
  await app.close();
  await stripe?.sandbox.close();
  await handle?.close();
  process.exit(0);
}
// The demo's first producer takes card payments from the start (its account on the sandbox, opened as its owner would).
if (stripe && handle) await connectDemoCardAccount(app);
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
await app.listen({ port: env.PORT, host: env.HOST });
console.log(demo
  ? `\n  Vendange DEMO is running (${env.GATEWAY_MODE}, ${handle?.kind ?? 'services as processes'}): http://localhost:${env.PORT}\n  Demo accounts and a Stripe test sandbox; never put real data here. Production: npm run start:prod (README).\n`
  : `\n  Vendange is running in production (${env.GATEWAY_MODE}) on port ${env.PORT}: ${env.PUBLIC_URL}\n`);
