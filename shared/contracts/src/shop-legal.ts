import { z } from 'zod';
import { ruleMessages as m } from './rules/messages';
import { rules } from './rules/rules';

export const shopLegalMessages = {
  vatNumber: 'Le numéro de TVA intracommunautaire doit commencer par FR suivi de 11 caractères',
  tooLong: (max: number) => `Doit faire au maximum ${max} caractères`,
  notPublished: "Cette boutique n'a pas encore publié ses mentions légales.",
} as const;

// Forms send '' for a field left empty: stored as null, so the notice only lists what was given.
const blankToNull = (v: string | null | undefined) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const optional = <T extends z.ZodType<string | null, string>>(rule: T) => z.preprocess(blankToNull, rule.nullable());
const line = (max: number) => z.string().trim().max(max, shopLegalMessages.tooLong(max));
const required = (max: number) => z.string({ error: m.needed }).trim().min(1, m.needed).max(max, shopLegalMessages.tooLong(max));

/** Spaces and case do not matter: "fr 12 345678901" is read as FR12345678901. */
const vatNumber = z.string().transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^FR[0-9A-Z]{2}\d{9}$/, shopLegalMessages.vatNumber));

/**
 * The shop's legal notice (LCEN art. 6): who sells, where it is registered, who publishes the
 * storefront and who hosts it. The alcohol licence is left out: selling one's own wine online
 * does not need one.
 */
export const shopLegalSchema = z.object({
  companyName: required(120),
  legalForm: optional(line(60)),
  shareCapital: optional(line(40)),
  address: required(300),
  siret: optional(rules.siret),
  rcsCity: optional(line(80)),
  vatNumber: optional(vatNumber),
  phone: optional(line(30)),
  email: optional(rules.email),
  director: required(120),
  hostName: optional(line(120)),
  hostAddress: optional(line(300)),
  hostPhone: optional(line(30)),
});
export type ShopLegalInput = z.input<typeof shopLegalSchema>;

/** The saved notice as sent back: plain strings, the response encoder cannot run transforms backwards. */
export const shopLegalDataSchema = z.object({
  companyName: z.string(),
  legalForm: z.string().nullable(),
  shareCapital: z.string().nullable(),
  address: z.string(),
  siret: z.string().nullable(),
  rcsCity: z.string().nullable(),
  vatNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  director: z.string(),
  hostName: z.string().nullable(),
  hostAddress: z.string().nullable(),
  hostPhone: z.string().nullable(),
});
export type ShopLegal = z.infer<typeof shopLegalDataSchema>;

/** GET /v1/shops/:id/legal: the notice with the shop it belongs to (title and back link). */
export const shopLegalNoticeSchema = z.object({
  shop: z.object({ id: z.number().int(), name: z.string(), urlShop: z.string() }),
  legal: shopLegalDataSchema,
});
export type ShopLegalNotice = z.infer<typeof shopLegalNoticeSchema>;

/** GET /v1/shops/me/legal: what the settings form starts from (null before the first save). */
export const myShopLegalSchema = z.object({ legal: shopLegalDataSchema.nullable() });
export type MyShopLegal = z.infer<typeof myShopLegalSchema>;
