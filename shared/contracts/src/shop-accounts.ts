import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';

/** A buyer or agent account linked to a shop, with the price grid (typology) the shop gives it. */
export const shopAccountSchema = z.object({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  relation: z.enum(['buyer', 'agent']),
  isPro: z.boolean(),
  typology: z.string().nullable(),
  blocked: z.boolean(),
});
export type ShopAccount = z.infer<typeof shopAccountSchema>;

export const shopAccountListQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional() });

/** Assigns a price grid to a client of the shop; null gives them the public grid again. */
export const setAccountTypologyBodySchema = z.object({
  shopId: idSchema.optional(),
  typology: z.string().trim().min(1).max(50).nullable(),
});
export type SetAccountTypologyBody = z.infer<typeof setAccountTypologyBodySchema>;
