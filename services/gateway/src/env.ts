import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});
export type GatewayEnv = z.infer<typeof envSchema> & {
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
  const pick = (prefix: string) => Object.fromEntries(Object.entries(source)
    .filter(([k, v]) => k.startsWith(prefix) && v)
    .map(([k, v]) => [k.slice(prefix.length).toLowerCase(), v as string]));
  return { ...parsed.data, remoteOverrides: pick('REMOTE_'), serviceUrls: pick('SERVICE_URL_') };
}
