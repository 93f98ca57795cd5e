import { z } from 'zod';

const storageEnvSchema = z.discriminatedUnion('FILE_STORAGE', [
  z.object({ FILE_STORAGE: z.literal('local'), UPLOADS_DIR: z.string().optional() }),
  z.object({
    FILE_STORAGE: z.literal('s3'), S3_ENDPOINT: z.string().url(), S3_BUCKET: z.string().min(1), S3_REGION: z.string().default('fr-par'),
    S3_ACCESS_KEY_ID: z.string().min(1), S3_SECRET_ACCESS_KEY: z.string().min(1),
  }),
]);
export type StorageEnv = z.infer<typeof storageEnvSchema>;

/**
 * The only place catalog reads its environment: where uploaded files go. FILE_STORAGE=local (default:
 * <DATA_DIR>/uploads, or UPLOADS_DIR) or s3 with S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
 */
export function readStorageEnv(source: NodeJS.ProcessEnv = process.env): StorageEnv {
  const parsed = storageEnvSchema.safeParse({ ...source, FILE_STORAGE: source.FILE_STORAGE || 'local' });
  if (!parsed.success) throw new Error(`Invalid file storage settings (${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}). Fix the variables named and start again.`);
  return parsed.data;
}

/**
 * How many product-list pages a process keeps (CATALOG_LIST_CACHE_ENTRIES, 500 by default; 0 turns the cache
 * off, which the bench uses to measure a page read from the database).
 */
export function readListCacheEntries(source: NodeJS.ProcessEnv = process.env): number {
  const raw = source.CATALOG_LIST_CACHE_ENTRIES;
  const entries = raw === undefined || raw === '' ? 500 : Number(raw);
  if (!Number.isInteger(entries) || entries < 0) throw new Error(`CATALOG_LIST_CACHE_ENTRIES must be a whole number (0 turns the cache off), not "${raw}".`);
  return entries;
}

/**
 * How many products' rows a process keeps for pricing carts and orders (CATALOG_PRICES_CACHE_ENTRIES, 10,000 by
 * default, a few kilobytes each; 0 turns the cache off).
 */
export function readPricesCacheEntries(source: NodeJS.ProcessEnv = process.env): number {
  const raw = source.CATALOG_PRICES_CACHE_ENTRIES;
  const entries = raw === undefined || raw === '' ? 10_000 : Number(raw);
  if (!Number.isInteger(entries) || entries < 0) throw new Error(`CATALOG_PRICES_CACHE_ENTRIES must be a whole number (0 turns the cache off), not "${raw}".`);
  return entries;
}
