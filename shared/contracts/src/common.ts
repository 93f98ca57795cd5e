import { z } from 'zod';
import { INT4_MAX } from './input-rules';

/** Numeric id as it travels in paths and queries ("12") or bodies (12); ids are PostgreSQL `integer`s. */
export const idSchema = z.coerce.number().int().positive().max(INT4_MAX);
export type Id = z.infer<typeof idSchema>;

/** Money is carried as integer cents, never as a float. */
export const centsSchema = z.number().int();

/** Error body of every failed call: `message` is shown to the user (spec point 8), `code` is stable. */
export const errorSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** Refused checkout: every problem of the cart (spec point 5 checks), the first one being `message`. */
  problems: z.array(z.object({ code: z.string(), message: z.string(), sellerId: z.number().int().nullable(), line: z.number().int().nullable() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
});

/** Every list endpoint answers with one page of items and the total count. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}

/** Parses a query parameter carrying JSON (the spec's `filter` and `shopIds`). */
export function jsonQuery<T extends z.ZodTypeAny>(schema: T) {
  return z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Paramètre JSON invalide' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
