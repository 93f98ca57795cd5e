import path from 'node:path';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { httpAccessResolver, type AccessResolver } from './access';
import { openDatabase, type Db } from './db';
import { readServiceEnv } from './env';
import { installApiNotFound } from './errors';
import { httpInternalCall } from './internal';
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
 * Runs one service as its own process (distributed mode): its own database handle (a PGlite folder
 * of its own, or the shared PostgreSQL), its migrations and seed, and access rights over HTTP.
 */
export async function runStandalone(spec: StandaloneSpec): Promise<void> {
  const env = readServiceEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, spec.name) });
  await handle.migrate(spec.migrationsFolder, spec.schemaName);
  await spec.seed(handle.db);
  const resolveAccess = spec.localAccess ? spec.localAccess(handle.db) : httpAccessResolver(env.IDENTITY_URL, env.INTERNAL_TOKEN);
  // Only the gateway on this host talks to a service process: its X-Forwarded-For is trusted, no other.
  const app = Fastify({ logger: { level: env.LOG_LEVEL }, trustProxy: '127.0.0.1' });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  await installOpenApi(app, `Vendange ${spec.name}`);
  installApiNotFound(app);
  await app.register(spec.service, {
    prefix: '/v1', db: handle.db, resolveAccess, internalToken: env.INTERNAL_TOKEN,
    internal: httpInternalCall(env.serviceUrls, env.INTERNAL_TOKEN), mailer, publicUrl: env.PUBLIC_URL, dataDir: env.DATA_DIR,
    auth: { jwtSecret: env.JWT_SECRET, jwtExpiresIn: env.JWT_EXPIRES_IN },
  });
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true, service: spec.name }));
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const close = async () => { await app.close(); await handle.close(); process.exit(0); };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ port: env.PORT ?? 0, host: env.HOST });
}
