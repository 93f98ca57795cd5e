import { z } from 'zod';
import { addressOutputSchema, shopSalesRulesOutputSchema } from './shop-sales';
import { productStatusSchema, productTypeSchema } from './catalog';

// Service-to-service contracts (/v1/internal/*, never exposed by the gateway): typed once for the
// service that answers and the one that calls.

/** Product VAT types of spec point 3. */
export const vatTypeSchema = z.enum(['standard', 'medium', 'reduced']);

/** Internal (orders → catalog): the lines to price for one buyer at one shop. */
export const productPricesBodySchema = z.object({
  shopId: z.number().int().positive(),
  /** The buyer: catalog reads their typology at the shop (spec point 6), else the shop's public one; absent for a visitor. */
  userId: z.number().int().positive().optional(),
  lines: z.array(z.object({ productId: z.number().int().positive(), formatId: z.number().int().positive().optional() })).min(1).max(100),
});

/** One priced line, or `found: false` when the product does not exist at this shop or is hidden from this buyer. */
export const productPriceSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(false), productId: z.number().int() }),
  z.object({
    found: z.literal(true),
    productId: z.number().int(),
    /** The format asked for, or the product's first one; null when the product has no such format. */
    formatId: z.number().int().nullable(),
    label: z.string(),
    status: productStatusSchema,
    productType: productTypeSchema,
    vatType: vatTypeSchema,
    /** Unit price excl. tax of the buyer's typology, in cents; null when not sold to that typology. */
    priceCents: z.number().int().nullable(),
    /**
     * The @vendange/pricing line input (format prices, tiers, promotions, VAT type, excise and custom
     * tax of the newest vintage), quantity aside, as catalog's pricingLineOf builds it for the shop's
     * own price display: orders price from the same input. Null when not sold to that typology.
     */
    pricing: z.record(z.string(), z.unknown()).nullable(),
    unity: z.string(),
    unityValue: z.number(),
    eq75: z.number(),
    /** Per-product purchase limits (spec point 5 cart checks). */
    minQuantity: z.number().int().nullable(),
    maxQuantity: z.number().int().nullable(),
  }),
]);
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const productPricesSchema = z.object({
  /** The price grid used and how it shows prices (incl. or excl. tax). */
  typology: z.object({ key: z.string(), ttc: z.boolean(), allRulesInEq75: z.boolean(), globalDiscount: z.string() }).nullable(),
  lines: z.array(productPriceSchema),
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

/** Internal (orders → shops): whether a shop takes orders, and its VAT settings for pricing. */
export const shopSalesSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The online shop module is on (integration.shop.active): buyers may order. */
  open: z.boolean(),
  hasTVA: z.boolean(),
  allRulesInEq75: z.boolean(),
  /** How the shop sells online (deliveries, order rules, payment methods, bank details). */
  rules: shopSalesRulesOutputSchema,
});
export type ShopSalesSettings = z.infer<typeof shopSalesSettingsSchema>;

/** Internal (any service → identity): how to name a user on a document or a notification. */
export const userContactSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isPro: z.boolean(),
  /** The user chose their password (see identity users.password_set). */
  profileComplete: z.boolean(),
  deliveryAddress: addressOutputSchema.nullable(),
  billingAddress: addressOutputSchema.nullable(),
});
export type UserContact = z.infer<typeof userContactSchema>;
