import { z } from 'zod';
import { viewerPriceSchema } from './catalog-product';

// The storefront's view of box builders (GET /v1/shops/{shopId}/builders[/{builderId}]), see box-builders.ts.

/** One box builder on the storefront (GET /v1/shops/{shopId}/builders). */
export const builderSummarySchema = z.object({
  /** The box product's id (the `{builder}` of the route). */
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  precision: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  size: z.number().int(),
  discountPercent: z.string(),
  /** The box's own format and price (packaging), for the viewer; price null when prices are for members only or not sold to the viewer. */
  boxFormatId: z.number().int().nullable(),
  boxPrice: viewerPriceSchema.nullable(),
  /** The cheapest full box for the viewer (box + its size in the cheapest eligible bottle), null when unpriced. */
  fromPrice: viewerPriceSchema.nullable(),
  typology: z.object({ key: z.string(), name: z.string(), ttc: z.boolean() }).nullable(),
});
export type BuilderSummary = z.infer<typeof builderSummarySchema>;

/** A bottle the buyer may put in the box, with its price once in it. */
export const builderWineSchema = z.object({
  productId: z.number().int(),
  formatId: z.number().int(),
  name: z.string(),
  precision: z.string().nullable(),
  color: z.string().nullable(),
  /** Newest vintage, null for a non-vintage wine. */
  vintage: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  imageUrl: z.string().nullable(),
  container: z.string(),
  unity: z.string(),
  unityValue: z.string(),
  /** Units available for sale; null: not tracked (a box never holds more of a wine than is left). */
  stock: z.number().int().nullable(),
  /** Unit price once in the box (box discount applied), and the grid price before it. */
  price: viewerPriceSchema.nullable(),
  priceBefore: viewerPriceSchema.nullable(),
});
export type BuilderWine = z.infer<typeof builderWineSchema>;

export const builderDetailSchema = builderSummarySchema.extend({ wines: z.array(builderWineSchema) });
export type BuilderDetail = z.infer<typeof builderDetailSchema>;

export const builderListSchema = z.object({ items: z.array(builderSummarySchema) });
