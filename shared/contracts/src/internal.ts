import { z } from 'zod';
import { addressOutputSchema, shopSalesRulesOutputSchema } from './shop-sales';
import { productStatusSchema, productTypeSchema } from './catalog';
import { boxBuilderSchema } from './box-builders';
import { moduleSchema } from './roles';

// Service-to-service contracts (/v1/internal/*, never exposed by the gateway): typed once for the
// service that answers and the one that calls.

/** Product VAT types of spec point 3. */
export const vatTypeSchema = z.enum(['standard', 'medium', 'reduced']);

/** Internal (orders → catalog): the catalogue's price read of one shop's lines (body and answer below). */
export const productPricesPath = '/v1/internal/products/prices';

/** vintageId: the vintage the buyer chose (its duties and its name on the order line); the newest when absent. */
const priceLinesSchema = z.array(z.object({ productId: z.number().int().positive(), formatId: z.number().int().positive().optional(), vintageId: z.number().int().positive().optional() })).min(1).max(100);

/** The buyer: catalog reads their typology at each shop (spec point 6), else the shop's public one; absent for a visitor. */
const pricesBuyerSchema = z.number().int().positive().optional();

/** Internal (orders → catalog): the lines to price for one buyer at one shop. */
export const productPricesBodySchema = z.object({
  shopId: z.number().int().positive(),
  userId: pricesBuyerSchema,
  /** A client's price grid named by the producer entering a sale for them (CRM client): its prices, public statuses only. */
  typology: z.string().min(1).max(50).optional(),
  lines: priceLinesSchema,
});

/**
 * Internal (orders → catalog): a cart's sellers priced for one buyer (or a visitor) in one call, each shop's lines
 * as `productPricesPath` prices them (docs/decisions/cart-price-performance.md). The answer's `shops` follow the
 * body's order.
 */
export const shopsPricesPath = '/v1/internal/products/prices/shops';
export const shopsPricesBodySchema = z.object({
  userId: pricesBuyerSchema,
  /** As many as a cart has sellers. */
  shops: z.array(z.object({ shopId: z.number().int().positive(), lines: priceLinesSchema })).min(1).max(20),
});
export type ShopsPricesBody = z.infer<typeof shopsPricesBodySchema>;

/** One priced line, or `found: false` when the product does not exist at this shop or is hidden from this buyer. */
export const productPriceSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(false), productId: z.number().int() }),
  z.object({
    found: z.literal(true),
    productId: z.number().int(),
    /** The format asked for, or the product's first one; null when the product has no such format. */
    formatId: z.number().int().nullable(),
    /** The vintage asked for (else the newest); null for a product without vintages. */
    vintageId: z.number().int().nullable(),
    /** Its name as shown ('2023'); null for a non-vintage wine ('NV', 'non millésimé'…) or none. */
    vintage: z.string().nullable(),
    /** What the line is, as bought: product, vintage, volume and packing ('Les Galets 2023 · 75 cl · carton de 6'). */
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
    /** A box product's composition rule (null for anything else, and a box sold as it is). */
    builder: boxBuilderSchema.nullable(),
    /** Units of the format available for sale; null when not tracked (or no such format). */
    stock: z.number().int().nullable(),
  }),
]);
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const productPricesSchema = z.object({
  /** The price grid used and how it shows prices (incl. or excl. tax). */
  typology: z.object({ key: z.string(), ttc: z.boolean(), allRulesInEq75: z.boolean(), globalDiscount: z.string() }).nullable(),
  lines: z.array(productPriceSchema),
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const shopsPricesSchema = z.object({ shops: z.array(productPricesSchema) });
export type ShopsPrices = z.infer<typeof shopsPricesSchema>;

/**
 * Internal (orders → catalog): hold a checkout's units at one shop. `holdKey` is the checkout id: a
 * second hold with the same key holds nothing more. Formats whose stock is not tracked hold nothing.
 */
export const stockHoldBodySchema = z.object({
  shopId: z.number().int().positive(),
  holdKey: z.string().min(1).max(100),
  lines: z.array(z.object({ formatId: z.number().int().positive(), quantity: z.number().int().positive().max(1_000_000) })).min(1).max(500),
});
export type StockHoldBody = z.infer<typeof stockHoldBodySchema>;

/**
 * `held`: whether this call took units (false for a retry of a key already holding, or when no format is tracked).
 * `short`: what is left of each format lacking units (nothing was held).
 */
export const stockHoldResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), held: z.boolean() }),
  z.object({ ok: z.literal(false), short: z.array(z.object({ formatId: z.number().int(), left: z.number().int() })) }),
]);
export type StockHoldResult = z.infer<typeof stockHoldResultSchema>;

/** Internal (orders → catalog): give back the units a key holds at a shop (a refused or aborted order); once, however often it is called. */
export const stockReleaseBodySchema = z.object({ shopId: z.number().int().positive(), holdKey: z.string().min(1).max(100) });
export type StockReleaseBody = z.infer<typeof stockReleaseBodySchema>;
/** Units given back by this call (0 when already given back or nothing was held). */
export const stockReleaseResultSchema = z.object({ released: z.number().int() });

/** Internal (any service → shops): whether a shop takes orders, its VAT settings for pricing, its modules. */
export const shopSalesSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Where the shop's staff are mailed about orders (set when the shop is created); optional: older callers and fixtures omit it. */
  contactEmail: z.string().nullable().optional(),
  /** The online shop module is on (integration.shop.active): buyers may order. */
  open: z.boolean(),
  hasTVA: z.boolean(),
  allRulesInEq75: z.boolean(),
  /** How the shop sells online (deliveries, order rules, payment methods, bank details). */
  rules: shopSalesRulesOutputSchema,
  /** Modules switched on (integration.*.active true): a route of a module that is off answers 403 MODULE_INACTIVE. */
  activeModules: z.array(moduleSchema),
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

/**
 * Internal (orders, stock → crm): the clients given to an agent in a shop. A service narrows an agent's lists and
 * reads to them on the routes whose rule declares `agentScope` (docs/decisions/agents.md).
 */
export const agentClientIdsPath = (shopId: number, agentId: number) => `/v1/internal/shops/${shopId}/agents/${agentId}/client-ids`;
export const agentClientIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type AgentClientIds = z.infer<typeof agentClientIdsSchema>;
