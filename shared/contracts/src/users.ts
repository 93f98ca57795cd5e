import { z } from 'zod';
import { INT4_MAX } from './input-rules';
import { idSchema } from './common';
import { messages } from './messages';
import { permissionSchema, roleSchema } from './roles';
import { phoneRules } from './rules/phone-rules';
import { addressOutputSchema, addressSchema } from './shop-sales';

/** A user's link to a shop: typology, blocked flag and optional permission map (spec point 3). */
export const shopLinkSchema = z.object({
  id: z.number().int(),
  typology: z.string().nullable(),
  blocked: z.boolean(),
  authorizations: z.partialRecord(permissionSchema, z.boolean()).nullable(),
});
export type ShopLink = z.infer<typeof shopLinkSchema>;

export const cartSchema = z.object({
  orders: z.array(z.record(z.string(), z.unknown())),
  lastUpdated: z.string().nullable(),
  /** Not in the spec: the saved cart's version, a counter the server moves on every save (compare-and-set). */
  version: z.number().int().min(0).max(INT4_MAX).optional(),
});

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  lastname: z.string(),
  firstname: z.string(),
  email: z.string(),
  role: roleSchema,
  isPro: z.boolean(),
  phone: z.string().nullable(),
  masterAccount: z.boolean(),
  shops: z.array(shopLinkSchema),
  cart: cartSchema,
  deliveryAddress: addressOutputSchema.nullable(),
  billingAddress: addressOutputSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A master account sees the accounts it may act as before it becomes a session. */
export const masterAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /**
   * Each account with its holder's name: the chooser shows people, not login slugs. The names are
   * optional only for a master login kept in a browser from before they were sent.
   */
  accounts: z.array(z.object({
    id: z.number().int(), username: z.string(), email: z.string(), role: roleSchema, firstname: z.string().optional(), lastname: z.string().optional(),
  })),
});
export type MasterAccount = z.infer<typeof masterAccountSchema>;

/** Login by username, e-mail or id (spec point 7), with a password. */
export const loginBodySchema = z
  .object({
    username: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    id: idSchema.optional(),
    password: z.string({ error: messages.needed }).min(1, messages.needed).max(200),
  })
  .refine((b) => b.username ?? b.email ?? b.id, { message: messages.needed, path: ['email'] });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  user: userSchema.nullable(),
  jwt: z.string().nullable(),
  masterAccount: masterAccountSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Profile fields a user may change on themselves, or the cart (saved debounced by the store). */
export const updateMeBodySchema = z
  .object({
    firstname: z.string().trim().min(1, messages.needed).max(50, messages.counter),
    lastname: z.string().trim().min(1, messages.needed).max(50, messages.counter),
    // A mobile number of the accepted countries (spec point 5), or none: an emptied field clears it.
    phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneRules.telephone.nullable()),
    deliveryAddress: addressSchema.nullable(),
    billingAddress: addressSchema.nullable(),
    cart: cartSchema,
    /**
     * The `version` of the saved cart this change starts from (null: none saved yet): when the saved cart
     * has moved on since (another tab, another device), the save is refused with 409 rather than overwriting it.
     */
    cartBase: z.number().int().min(0).max(INT4_MAX).nullable(),
    message: z.boolean(),
  })
  .partial();
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/** A master account picks the account it acts as. */
export const chooseAccountBodySchema = z.object({ accountId: idSchema });
