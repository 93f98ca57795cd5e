import { z } from 'zod';
import { moduleSchema } from './roles';
import { headerStyleSchema, publicShopSalesSchema, shopSalesRulesSchema } from './shop-sales';

export const typologySchema = z.object({
  public: z.boolean(),
  ttc: z.boolean(),
  globalDiscount: z.number(),
  allRulesInEq75: z.boolean(),
  name: z.string(),
});

export const shopTabSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  exists: z.boolean(),
  children: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** What anyone may read of a shop: enough to brand auth screens and draw the storefront. */
export const publicShopSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  urlShop: z.string(),
  color: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  editedShop: z.object({ color: z.string(), banner: z.string().nullable(), logo: z.string().nullable() }),
  tabs: z.array(shopTabSchema),
  integration: z.partialRecord(moduleSchema, z.object({ active: z.boolean() })),
  headerStyle: headerStyleSchema,
  sales: publicShopSalesSchema,
});
export type PublicShop = z.infer<typeof publicShopSchema>;

/** The shop as its owner and collaborators see it (GET /v1/shops/me). */
export const shopSchema = publicShopSchema.extend({
  contactEmail: z.string().nullable(),
  ownerId: z.number().int(),
  settings: z.object({
    logStartMonth: z.number().int(),
    logStartDay: z.number().int(),
    hasTVA: z.boolean(),
    allRulesInEq75: z.boolean(),
  }),
  sales: shopSalesRulesSchema,
});
export type Shop = z.infer<typeof shopSchema>;

export const shopListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  search: z.string().trim().max(100).optional(),
});
