import { z } from 'zod';
import { idSchema, pageOf } from './common';
import { priceCentsInput } from './catalog-references';

/** Typology key as stored in format prices and on client links ('particulier', 'caviste'…). 'owner' is reserved. */
export const typologyKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, 'La clé du tarif : lettres minuscules sans accent, chiffres, tirets (50 caractères au plus).')
  .refine((k) => k !== 'owner', 'La clé « owner » est réservée : choisissez-en une autre.');

/** One pricing typology of a shop (settings 'typos'). */
export const catalogTypologySchema = z.object({
  key: z.string(),
  name: z.string(),
  public: z.boolean(),
  /** Prices shown incl. VAT and duties (true) or excl. (false). Grid prices are always entered excl. VAT and duties. */
  ttc: z.boolean(),
  /** Percent off every unit price of the typology, decimal text ('0', '5', '12.5'). */
  globalDiscount: z.string(),
  allRulesInEq75: z.boolean(),
  /** Number of formats priced in this grid. */
  pricedFormats: z.number().int(),
});
export type CatalogTypology = z.infer<typeof catalogTypologySchema>;

export const typologyListQuerySchema = z.object({ shopId: idSchema.optional() });
export const typologyListSchema = z.object({ items: z.array(catalogTypologySchema) });

const typologyFields = {
  name: z.string().trim().min(1, 'Ce champ ne peut pas être vide').max(50, 'Doit faire au maximum 50 caractères'),
  public: z.boolean().default(false),
  ttc: z.boolean().default(false),
  globalDiscount: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(',', '.'))
    .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$|^100$/, 'La remise globale est un pourcentage entre 0 et 100 (ex. 5 ou 12.5).'))
    .default('0'),
  allRulesInEq75: z.boolean().default(false),
};

/** POST /v1/typologies. Making a typology public makes the others non-public (one public grid per shop). */
export const createTypologyBodySchema = z.object({ shopId: idSchema.optional(), key: typologyKeySchema, ...typologyFields });
export type CreateTypologyBody = z.input<typeof createTypologyBodySchema>;

/** PUT /v1/typologies/{key}: every field but the key. */
export const updateTypologyBodySchema = z.object({ shopId: idSchema.optional(), ...typologyFields });
export type UpdateTypologyBody = z.input<typeof updateTypologyBodySchema>;

export const typologyParamsSchema = z.object({ key: z.string().trim().min(1).max(50) });
/** DELETE /v1/typologies/{key}?shopId=: removes the grid's prices; refused for the last public typology. */
export const typologyShopQuerySchema = z.object({ shopId: idSchema.optional() });

/** GET /v1/price-grids: one row per format of the shop, with its price in the typology asked for. */
export const priceGridQuerySchema = z.object({
  /** The typology's key; the shop's public typology when absent. */
  typology: z.string().trim().min(1).max(50).optional(),
  shopId: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PriceGridQuery = z.input<typeof priceGridQuerySchema>;

export const priceGridRowSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productStatus: z.string(),
  formatId: z.number().int(),
  /** 'Bouteille 75 cl', 'Magnum 150 cl', 'Unité'… built from the reference labels. */
  formatLabel: z.string(),
  /** The format's own price (used when the grid has none), cents excl. VAT and duties. */
  basePriceCents: z.number().int().nullable(),
  /** The grid's price for this format, cents excl. VAT and duties; null when the grid has none. */
  priceCents: z.number().int().nullable(),
  /** false: the format is not sold to this typology. */
  visible: z.boolean(),
});
export type PriceGridRow = z.infer<typeof priceGridRowSchema>;

export const priceGridSchema = pageOf(priceGridRowSchema).extend({ typology: catalogTypologySchema });
export type PriceGrid = z.infer<typeof priceGridSchema>;

/** PUT /v1/price-grids: sets prices/visibility of many formats for one typology (settings 'matchGrids'). */
export const setPriceGridBodySchema = z.object({
  shopId: idSchema.optional(),
  typology: z.string().trim().min(1).max(50),
  prices: z
    .array(z.object({
      formatId: idSchema,
      /** null removes the grid price (the format's own price applies). */
      priceCents: priceCentsInput.nullable(),
      visible: z.boolean().default(true),
    }))
    .min(1, 'Indiquez au moins un prix.')
    .max(1000, 'Enregistrez au plus 1000 prix à la fois.'),
});
export type SetPriceGridBody = z.input<typeof setPriceGridBodySchema>;
export const setPriceGridResultSchema = z.object({ updated: z.number().int() });
