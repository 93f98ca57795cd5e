import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32).default('vendange-development-secret-change-me-in-production'),
  JWT_EXPIRES_IN: z.string().default('12h'),
  INTERNAL_TOKEN: z.string().min(16).default('vendange-internal-development-token'),
  IDENTITY_URL: z.string().url().default('http://127.0.0.1:4001'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  MAIL_FROM: z.string().default('Vendange <no-reply@vendange.test>'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type ServiceEnv = z.infer<typeof envSchema> & {
  /** Other services' base URLs, for internal calls: SERVICE_URL_SHOPS=http://127.0.0.1:4002 */
  serviceUrls: Record<string, string>;
};

/** Environment variables named PREFIX_X, as { x: value }. */
export function pickPrefixed(source: NodeJS.ProcessEnv, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(source)
    .filter(([k, v]) => k.startsWith(prefix) && v)
    .map(([k, v]) => [k.slice(prefix.length).toLowerCase(), v as string]));
}

/** The only place a service process reads its environment. */
export function readServiceEnv(source: NodeJS.ProcessEnv = process.env): ServiceEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment (${detail}). Fix the variables named and start again.`);
  }
  return { ...parsed.data, serviceUrls: pickPrefixed(source, 'SERVICE_URL_') };
}

/** A snapshot of the process's environment, read once at start and handed to services as their settings. */
export const processSettings = (): Readonly<Record<string, string | undefined>> => Object.freeze({ ...process.env });
