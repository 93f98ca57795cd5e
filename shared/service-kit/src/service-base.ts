import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { useFrenchZodMessages } from '@vendange/contracts';
import { installAuth, type AuthOptions } from './auth';
import type { AccessResolver } from './access';
import { installAccessRules } from './access-hook';
import { compiledSerializerCompiler } from './response-serializer';
import type { Db } from './db';
import { installErrorHandler } from './errors';
import type { InternalCall } from './internal';
import { internalReadRoute, type InternalRead } from './internal-read';
import type { JobQueue } from './job-queue';
import type { Mailer } from './mail';
import { sharedShopSettings, type ShopSettingsOf } from './shop-settings';

/** What every service plugin receives, embedded in the gateway or alone in its own process. */
export interface ServiceOptions {
  db: Db;
  auth: AuthOptions;
  resolveAccess: AccessResolver;
  /** Secret that internal calls between services carry (x-internal-token). */
  internalToken: string;
  /** Calls to other services' internal routes (in-process when embedded, HTTP when distributed). */
  internal: InternalCall;
  mailer: Mailer;
  /**
   * The process's job queue (one per process, started before the services register, stopped after the HTTP
   * server drained): services declare their consumers on it and feed it through their outbox.
   */
  jobs: JobQueue;
  /** Public origin of the platform, for links in mails (never taken from a request's Host header). */
  publicUrl: string;
  /** The process's data folder (DATA_DIR): uploaded files live under it by default. */
  dataDir?: string;
  /**
   * The settings a service reads with its own env module (`readOrdersEnv(options.settings)`…): the
   * process's environment as the entry point read it once, plus what the platform provides (the demo's
   * Stripe sandbox keys). Nothing writes process.env at run time. Absent: no setting at all.
   */
  settings?: Readonly<Record<string, string | undefined>>;
}

/** What the service kit hands a service once set up. */
export interface ServiceKit {
  /** Shop settings (sales rules, VAT, modules on) from the shops service: one cache per process, dropped on change. */
  shopSettings: ShopSettingsOf;
  /** Declares an internal read route, also offered as a direct call to this process's services (internal-read.ts). */
  internalRead: <B extends z.ZodType, R extends z.ZodType>(app: FastifyInstance, read: InternalRead<B, R>) => void;
}

/**
 * Sets zod compilers, the error format and JWT on a service's own (encapsulated) context, and the access
 * rules: every /v1 route declares `config.access`, enforced before its handler (access-hook.ts).
 */
export async function setupService(app: FastifyInstance, options: ServiceOptions): Promise<ServiceKit> {
  useFrenchZodMessages();
  app.setValidatorCompiler(validatorCompiler);
  // RESPONSE_CROSS_CHECK=1 (the API tests): zod checks every answer too, and a disagreement fails the request.
  app.setSerializerCompiler(compiledSerializerCompiler({ crossCheck: options.settings?.RESPONSE_CROSS_CHECK === '1' }));
  installErrorHandler(app);
  await installAuth(app, options.auth);
  const shopSettings = sharedShopSettings(options.internal, options.db);
  app.addHook('onClose', () => shopSettings.stop());
  installAccessRules(app, {
    resolveAccess: options.resolveAccess, internalToken: options.internalToken,
    activeModules: async (shopId) => (await shopSettings(shopId)).activeModules,
  });
  const crossCheck = options.settings?.RESPONSE_CROSS_CHECK === '1';
  return { shopSettings, internalRead: (routes, read) => internalReadRoute(routes, options.internal, crossCheck, read) };
}
