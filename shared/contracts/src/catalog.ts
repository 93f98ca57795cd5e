import { z } from 'zod';
import { jsonQuery, paginationQuerySchema } from './common';

export const productStatusSchema = z.enum(['online', 'paused', 'outofstock', 'closed']);
export const productTypeSchema = z.enum(['bottle', 'accessory', 'prestation', 'box', 'touristTax', 'food', 'spirit']);

/** `filter` of the product list (spec point 7): a field with an operator, e.g. productType not prestation. */
export const productFilterSchema = z
  .object({
    productType: z.object({ ne: productTypeSchema.optional(), eq: productTypeSchema.optional() }).partial(),
    status: z.object({ ne: z.string().optional(), eq: productStatusSchema.optional() }).partial(),
  })
  .partial();

export const productListQuerySchema = paginationQuerySchema.extend({
  filter: jsonQuery(productFilterSchema).optional(),
  shopIds: jsonQuery(z.array(z.number().int().positive()).min(1).max(50)).optional(),
  typology: z.string().trim().max(50).optional(),
  origin: z.enum(['shop']).optional(),
  sort: z.enum(['name', '-name', 'createdAt', '-createdAt']).default('name'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const formatSummarySchema = z.object({
  id: z.number().int(),
  container: z.string(),
  unity: z.string(),
  unityValue: z.number(),
  eq75: z.number(),
  /** Price of the typology asked for, in cents, excl. tax; null when hidden for that typology. */
  priceCents: z.number().int().nullable(),
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
  vintages: z.array(vintageSummarySchema),
  formats: z.array(formatSummarySchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
