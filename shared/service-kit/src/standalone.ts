import path from 'node:path';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { httpAccessResolver, type AccessResolver } from './access';
import { cachedAccessResolver } from './access-cache';
import { openDatabase, type Db } from './db';
import { processSettings, readServiceEnv } from './env';
import { isProduction, refuseUnsafeProduction } from './production-settings';
import { installHealthRoutes, readinessProblems } from './readiness';
import { clientErrorHandler, frameworkErrors, installApiNotFound, installErrorHandler } from './errors';
import { installAuth } from './auth';
import { installInputGuard } from './input-guard';
import { installNoStore } from './no-store';
import { loggerOptions } from './request-log';
import { installRateLimits } from './rate-limits';
import { httpInternalCall } from './internal';
import { startJobQueue } from './job-queue';
import { createMailer } from './mail';
import { installOpenApi } from './openapi';
import type { ServiceOptions } from './service-base';

export interface StandaloneSpec {
  name: string;
  service: FastifyPluginAsync<ServiceOptions>;
  migrationsFolder: string;
  schemaName: string;
  seed: (db: Db) => Promise<boolean>;
  /** Identity answers access lookups itself instead of calling over HTTP. */
  isIdentity?: boolean;
  localAccess?: (db: Db) => AccessResolver;
}

/**
 * Runs one service as its own process (distributed mode): its own pool on the shared PostgreSQL (its own
 * schema), its migrations, the demo seed in the demo only, and access rights over HTTP.
 */
export async function runStandalone(spec: StandaloneSpec): Promise<void> {
  const settings = processSettings();
  refuseUnsafeProduction(settings, { needsDatabase: true, name: `The ${spec.name} service` });
  const env = readServiceEnv(settings);
  if (!env.DATABASE_URL) throw new Error(`DATABASE_URL is not set for the ${spec.name} service: point it at a PostgreSQL, or use npm run start:distributed, which starts an embedded one.`);
  const handle = await openDatabase({ url: env.DATABASE_URL });
  await handle.exclusive(`vendange:start:${spec.schemaName}`, async () => {
    await handle.migrate(spec.migrationsFolder, spec.schemaName);
    // Demo data only for the demo (npm start:distributed says NODE_ENV=development), never in production.
    if (!isProduction(settings)) await spec.seed(handle.db);
  });
  // Rights read once per user and kept, dropped on change (access-cache.ts): from identity's tables in identity, over HTTP elsewhere.
  const resolveAccess = cachedAccessResolver(spec.localAccess ? spec.localAccess(handle.db) : httpAccessResolver(env.IDENTITY_URL, env.INTERNAL_TOKEN), handle.db);
  // Only the gateway on this host talks to a service process: its X-Forwarded-For is trusted, no other.
  const app = Fastify({ ...loggerOptions(env.LOG_LEVEL), trustProxy: '127.0.0.1', return503OnClosing: false, forceCloseConnections: 'idle', clientErrorHandler, frameworkErrors });
  installErrorHandler(app);
  installInputGuard(app);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  await installAuth(app, { jwtSecret: env.JWT_SECRET, jwtExpiresIn: env.JWT_EXPIRES_IN });
  await installRateLimits(app, { perMinute: env.RATE_LIMIT_PER_MINUTE });
  installNoStore(app);
  await installOpenApi(app, `Vendange ${spec.name}`);
  installApiNotFound(app);
  // The process's job queue, before the service declares its consumers; stopped after the service's own
  // onClose hooks (its relay), once the HTTP server has drained (docs/decisions/durable-work.md).
  const jobs = await startJobQueue({ db: handle.db, log: app.log });
  app.addHook('onClose', async () => { await jobs.stop(); });
  await app.register(spec.service, {
    prefix: '/v1', db: handle.db, resolveAccess, internalToken: env.INTERNAL_TOKEN,
    internal: httpInternalCall(env.serviceUrls, env.INTERNAL_TOKEN), mailer, jobs, publicUrl: env.PUBLIC_URL, dataDir: env.DATA_DIR, settings,
    auth: { jwtSecret: env.JWT_SECRET, jwtExpiresIn: env.JWT_EXPIRES_IN },
  });
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true, service: spec.name }));
  installHealthRoutes(app, () => readinessProblems(handle.db, [spec]));
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  let stopping = false;
  // Stops taking connections, serves what was accepted, closes the queue and listeners (onClose), then the database.
  const close = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 25_000).unref();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  await app.listen({ port: env.PORT ?? 0, host: env.HOST });
}
