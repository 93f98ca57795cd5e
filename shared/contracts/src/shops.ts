import { z } from 'zod';
import { moduleSchema } from './roles';
import { productTypeSchema } from './catalog';
import { headerStyleSchema, publicShopSalesSchema, shopSalesRulesOutputSchema } from './shop-sales';

export const typologySchema = z.object({
  public: z.boolean(),
  ttc: z.boolean(),
  globalDiscount: z.number(),
  allRulesInEq75: z.boolean(),
  name: z.string(),
});

/**
 * What a storefront tab or sub-page holds, as its producer chose it at /dashboard/customize:
 * every product on sale, the products picked one by one, the products of some types and/or colours
 * (e.g. the boxes, the red wines), the boxes to compose (box builders), or a page of text.
 */
export const shopTabContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('products'),
    productIds: z.array(z.number().int().positive()).min(1, 'Choisissez au moins un produit à montrer dans cet onglet')
      .max(100, 'Un onglet montre au plus 100 produits choisis'),
  }),
  z.object({
    kind: z.literal('types'),
    productTypes: z.array(productTypeSchema).max(10),
    /** Wine colours as products carry them ('rouge', 'blanc', 'rosé'…); empty: any colour. */
    colors: z.array(z.string().trim().min(1).max(60)).max(10),
  }).refine((c) => c.productTypes.length + c.colors.length > 0, { message: 'Choisissez au moins un type de produit ou une couleur', path: ['productTypes'] }),
  z.object({ kind: z.literal('builders') }),
  z.object({
    kind: z.literal('text'),
    text: z.string({ error: 'Écrivez le texte de la page' }).trim().min(1, 'Écrivez le texte de la page')
      .max(5000, 'Le texte d’une page fait au maximum 5000 caractères'),
  }),
], { error: 'Choisissez ce que montre l’onglet' });
export type ShopTabContent = z.infer<typeof shopTabContentSchema>;

// Kept apart, without zod (shop-names.ts): the customize screen reads them for its first paint.
export { ALL_PRODUCTS_TAB, isShopLogoType, SHOP_LOGO_MAX_BYTES, SHOP_LOGO_TYPES, type ShopLogoType } from './shop-names';

export const shopTabSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  exists: z.boolean(),
  /** The API always sends it; absent only in tabs built before tabs had a content (read as every product). */
  content: shopTabContentSchema.optional(),
  children: z.array(z.object({ id: z.string(), name: z.string(), content: shopTabContentSchema.optional() })),
});
export type ShopTab = z.infer<typeof shopTabSchema>;

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
  sales: shopSalesRulesOutputSchema,
});
export type Shop = z.infer<typeof shopSchema>;

export const shopListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  search: z.string().trim().max(100).optional(),
});

const tabName = z.string({ error: 'Le nom de l’onglet ne peut pas être vide' }).trim()
  .min(1, 'Le nom de l’onglet ne peut pas être vide').max(40, 'Le nom d’un onglet fait au maximum 40 caractères');
/** An id the server keeps for an existing tab; absent for a new one (the server gives it one). */
const tabId = z.string().trim().regex(/^[a-z0-9-]{1,40}$/, 'Identifiant d’onglet invalide').optional();

/** PUT /v1/shops/me/tabs: the storefront's tabs in their order, each with its dropdown sub-pages. */
export const shopTabsBodySchema = z.object({
  tabs: z.array(z.object({
    id: tabId,
    name: tabName,
    /** Shown on the storefront; a hidden tab keeps its place for later. */
    exists: z.boolean({ error: 'Indiquez si l’onglet est affiché' }),
    /** Absent: every product (what a tab showed before it had a content). */
    content: shopTabContentSchema.optional(),
    children: z.array(z.object({ id: tabId, name: tabName, content: shopTabContentSchema.optional() })).max(20, 'Un onglet compte au plus 20 sous-pages'),
  })).max(12, 'Une boutique compte au plus 12 onglets'),
});
export type ShopTabsBody = z.input<typeof shopTabsBodySchema>;

/** POST /v1/shops/{id}/price-requests: a professional buyer asks the producer for a negotiated price grid. */
export const priceRequestBodySchema = z.object({
  message: z.string().trim().max(1000, 'Votre message fait au maximum 1000 caractères').optional(),
});
export type PriceRequestBody = z.input<typeof priceRequestBodySchema>;

/** The request was recorded and the shop's team told; `message` is shown to the buyer. */
export const priceRequestCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string(), message: z.string() });
export type PriceRequestCreated = z.infer<typeof priceRequestCreatedSchema>;

/** PUT /v1/shops/me/logo: the logo's public address, versioned. */
export const shopLogoSchema = z.object({ logo: z.string() });
