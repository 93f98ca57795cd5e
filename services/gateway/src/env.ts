import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { pickPrefixed } from '@vendange/service-kit';

export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  JWT_SECRET: z.string().min(32).default('vendange-development-secret-change-me-in-production'),
  JWT_EXPIRES_IN: z.string().default('12h'),
  INTERNAL_TOKEN: z.string().min(16).default('vendange-internal-development-token'),
  GATEWAY_MODE: z.enum(['embedded', 'distributed']).default('embedded'),
  /** Where built front ends live: `<STATIC_DIR>/<app>/dist`. */
  STATIC_DIR: z.string().default(repoRoot),
  /** Requests per minute per client (user, else address) before 429; 0 turns every rate limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Public origin used in mails' links; defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  MAIL_FROM: z.string().default('Vendange <no-reply@vendange.test>'),
  /** Set when a reverse proxy sits in front (its address or true); off, X-Forwarded-For is not believed. */
  TRUST_PROXY: z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v), z.union([z.boolean(), z.string()]).default(false)),
  /** Set: card payments go to Stripe (read by orders); unset in embedded mode: to the local Stripe test sandbox. */
  STRIPE_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Another Stripe API origin than https://api.stripe.com (the sandbox): browsers send cards there, so the CSP allows it. */
  STRIPE_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
});
export type GatewayEnv = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** Remote manifest URL overrides: REMOTE_MFE_SHOP=https://cdn.example/mfe-shop/mf-manifest.json */
  remoteOverrides: Record<string, string>;
  /** Service base URLs for distributed mode: SERVICE_URL_IDENTITY=http://127.0.0.1:4001 */
  serviceUrls: Record<string, string>;
};

/** The only place the gateway reads its environment. */
export function readGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment (${detail}). Fix the variables named and start again.`);
  }
  return {
    ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    remoteOverrides: pickPrefixed(source, 'REMOTE_'), serviceUrls: pickPrefixed(source, 'SERVICE_URL_'),
  };
}
