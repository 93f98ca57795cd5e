import { z } from 'zod';
import { jsonQuery, paginationQuerySchema } from './common';

export const productStatusSchema = z.enum(['online', 'paused', 'outofstock', 'closed']);
export const productTypeSchema = z.enum(['bottle', 'accessory', 'prestation', 'box', 'touristTax', 'food', 'spirit']);
export type ProductType = z.infer<typeof productTypeSchema>;

/** `filter` of the product list (spec point 7): a field with an operator, e.g. productType not prestation. */
export const productFilterSchema = z
  .object({
    productType: z.object({ ne: productTypeSchema.optional(), eq: productTypeSchema.optional() }).partial(),
    status: z.object({ ne: z.string().optional(), eq: productStatusSchema.optional() }).partial(),
    gamme: z.object({ eq: z.string().max(80) }),
    color: z.object({ eq: z.string().max(60) }),
  })
  .partial();

export const productListQuerySchema = paginationQuerySchema.extend({
  filter: jsonQuery(productFilterSchema).optional(),
  shopIds: jsonQuery(z.array(z.number().int().positive()).min(1).max(50)).optional(),
  typology: z.string().trim().max(50).optional(),
  /** origin=shop: the storefront asks; staff then get the buyer view (public statuses only). */
  origin: z.enum(['shop']).optional(),
  sort: z.enum(['name', '-name', 'createdAt', '-createdAt', 'status', '-status']).default('name'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const formatSummarySchema = z.object({
  id: z.number().int(),
  container: z.string(),
  unity: z.string(),
  /** Decimal text ('75', '37.5'), never a float. */
  unityValue: z.string(),
  eq75: z.string(),
  type: z.string(),
  /** Price of the typology asked for, in cents, excl. VAT and duties; null when hidden for that typology or unpriced. */
  priceCents: z.number().int().nullable(),
  /** Same price incl. duties and VAT (computed by @vendange/pricing with the shop's VAT settings). */
  priceTtcCents: z.number().int().nullable(),
  /** What to show: priceTtcCents when the typology is ttc, else priceCents. */
  displayCents: z.number().int().nullable(),
  /** Units available for sale; null: not tracked (docs/decisions/stock-for-sale.md). */
  stock: z.number().int().nullable(),
});

export const vintageSummarySchema = z.object({ id: z.number().int(), name: z.string() });

export const productSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  precision: z.string().nullable(),
  productType: productTypeSchema,
  color: z.string().nullable(),
  status: productStatusSchema,
  gamme: z.string().nullable(),
  vatType: z.enum(['standard', 'medium', 'reduced']),
  /** Per-product purchase limits (spec point 5): the storefront adds the minimum when a line is new. */
  minQuantity: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
  /** A box product the buyer composes (box builder): the storefront links it to its composer instead of adding it as it is. */
  hasBuilder: z.boolean().optional(),
  /** First image of the product (GET /v1/files/…), null when none. */
  imageUrl: z.string().nullable(),
  /** The typology the prices are in, null when the shop has none the viewer may use. */
  typology: z.object({ key: z.string(), name: z.string(), ttc: z.boolean() }).nullable(),
  vintages: z.array(vintageSummarySchema),
  formats: z.array(formatSummarySchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
