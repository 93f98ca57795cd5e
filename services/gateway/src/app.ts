import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  cachedAccessResolver, clientErrorHandler, createMailer, frameworkErrors, injectInternalCall, installApiNotFound, installAuth, installErrorHandler, installHealthRoutes, installInputGuard, installNoStore, installOpenApi, loggerOptions, installRateLimits,
  readinessProblems, startJobQueue, type Db, type JobQueueOptions,
} from '@vendange/service-kit';
import { POLE_DISPLAY_BRIDGE_URL } from '@vendange/contracts';
import type { GatewayEnv } from './env';
import { mergedOpenApi, proxyServices, servicesReadiness } from './proxy';
import { remotesConfig } from './remotes';
import { installSecurityHeaders } from './security-headers';
import { localAccessResolver, serviceModules } from './services';
import { serveFrontEnds } from './static-files';
import { serveStorefrontDocuments } from './storefront-documents';

export interface GatewayOptions {
  env: GatewayEnv;
  /** Embedded mode: the database every in-process service uses. */
  db?: Db;
  /** Serve the built front ends (off in API-only tests). */
  serveStatic?: boolean;
  logger?: boolean;
  /** Sees every route as it is registered (the tenant-isolation test walks them). */
  onRoute?: (route: RouteOptions) => void;
  /** Embedded mode: the settings each service reads with its own env module (ServiceOptions.settings). */
  serviceSettings?: Readonly<Record<string, string | undefined>>;
  /** Embedded mode: how often the job queue polls and sweeps lost attempts (tests shorten the sweep). */
  jobQueue?: Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'maintenanceIntervalSeconds'>;
}

/** The one public origin: API under /v1, built MFEs, runtime remote config and OpenAPI docs. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { env } = options;
  // On close (SIGTERM), requests already on an open connection are still served, then idle sockets close:
  // no accepted request fails while the process drains (readyz says 503 meanwhile).
  const app = Fastify({
    ...(options.logger ? loggerOptions(env.LOG_LEVEL) : { logger: false }), trustProxy: env.TRUST_PROXY, bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: false, forceCloseConnections: 'idle', clientErrorHandler, frameworkErrors,
  });
  // The gateway's own routes (pages, files, proxy) answer errors in our shape too; the input rules hold for every route.
  installErrorHandler(app);
  installInputGuard(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // 'wasm-unsafe-eval' lets WebAssembly compile (the till's camera reads barcodes with ZXing in wasm, served by
        // us), without allowing eval of any script.
        defaultSrc: ["'self'"], scriptSrc: ["'self'", "'wasm-unsafe-eval'"], styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The checkout sends the card straight to the payment provider (Stripe, or its local test sandbox); the till
        // sends its customer display's lines to the bridge on its own machine (docs/decisions/customer-display.md).
        connectSrc: [
          "'self'", ...Object.values(env.remoteOverrides).map((u) => new URL(u).origin), 'https://api.stripe.com', ...(env.STRIPE_API_URL ? [new URL(env.STRIPE_API_URL).origin] : []),
          new URL(POLE_DISPLAY_BRIDGE_URL).origin,
        ],
        fontSrc: ["'self'", 'data:'], objectSrc: ["'none'"], frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await installAuth(app, { jwtSecret: env.JWT_SECRET, jwtExpiresIn: env.JWT_EXPIRES_IN });
  await installRateLimits(app, { perMinute: env.RATE_LIMIT_PER_MINUTE });
  installNoStore(app);
  if (env.GATEWAY_MODE === 'embedded') await installOpenApi(app, 'Vendange API');
  else {
    // Distributed: the services are up before the gateway (start.mjs waits), so their documents merge once.
    const document = await mergedOpenApi(env.serviceUrls);
    await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  }
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs' });

  if (env.GATEWAY_MODE === 'embedded') {
    if (!options.db) throw new Error('Embedded mode needs a database handle: open one with openAndMigrate().');
    // Rights read once per user and kept, dropped on change (service kit access-cache.ts).
    const resolveAccess = cachedAccessResolver(localAccessResolver(options.db), options.db);
    app.addHook('onClose', () => resolveAccess.stop());
    const mailer = createMailer({
      smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'),
      log: (message, error) => app.log.error({ err: error }, message),
    });
    // In-process calls also carry a secret born with this process: the configured token alone, if it
    // leaked, still opens no internal route from outside.
    const processSecret = randomBytes(32).toString('hex');
    // A job may run while the gateway is still registering routes (work left in an outbox at start): its
    // in-process call waits for the app to be ready, where an inject would boot it early and every later
    // registration (the front ends) would then fail.
    let booted!: () => void;
    const ready = new Promise<void>((resolve) => { booted = resolve; });
    app.addHook('onReady', async () => { booted(); });
    const internal = injectInternalCall(async () => { await ready; return app; }, env.INTERNAL_TOKEN, { 'x-internal-process': processSecret });
    // One job queue for the process, before the services declare their consumers. Its onClose hook is added
    // before theirs, so it runs after them (last added, first run): the relays stop, then the queue, once the
    // HTTP server has drained (Fastify closes the server before any onClose hook).
    const jobs = await startJobQueue({ db: options.db, log: app.log, ...options.jobQueue });
    app.addHook('onClose', async () => { await jobs.stop(); });
    for (const svc of serviceModules) {
      await app.register(svc.plugin, {
        prefix: '/v1', db: options.db, resolveAccess, internalToken: env.INTERNAL_TOKEN, internal, mailer, jobs, publicUrl: env.PUBLIC_URL, dataDir: env.DATA_DIR,
        settings: options.serviceSettings ?? {},
        auth: { jwtSecret: env.JWT_SECRET, jwtExpiresIn: env.JWT_EXPIRES_IN },
      });
    }
    // Internal routes are for service-to-service calls (in-process injects carrying the secret), never from outside.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/v1/internal/')) return;
      if (request.headers['x-internal-process'] !== processSecret) {
        return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: "Cette ressource n'existe pas." });
      }
    });
  } else {
    await proxyServices(app, env.serviceUrls);
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return remotesConfig(env.remoteOverrides);
  });
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true, mode: env.GATEWAY_MODE }));
  installHealthRoutes(app, options.db ? () => readinessProblems(options.db!, serviceModules) : () => servicesReadiness(env.serviceUrls));

  if (options.serveStatic !== false) await serveFrontEnds(app, env.STATIC_DIR, remotesConfig(env.remoteOverrides), await serveStorefrontDocuments(app, env.STATIC_DIR, env.PUBLIC_URL));
  else installApiNotFound(app);
  return app;
}
