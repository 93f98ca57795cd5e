import { z } from 'zod';
import { addressSchema, paymentStatusSchema, paymentTypeSchema } from './shop-sales';
import { idSchema, paginationQuerySchema } from './common';

export const orderStatusSchema = z.enum(['draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderListQuerySchema = paginationQuerySchema.extend({ status: orderStatusSchema.optional() });

export const orderSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  reference: z.string(),
  clientName: z.string(),
  status: orderStatusSchema,
  totalTtcCents: z.number().int(),
  paymentType: paymentTypeSchema.nullable(),
  paymentStatus: paymentStatusSchema,
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const clientSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  typology: z.string().nullable(),
  city: z.string().nullable(),
  isPro: z.boolean(),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const salesPointSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  active: z.boolean(),
});
export type SalesPointSummary = z.infer<typeof salesPointSummarySchema>;

/** Most lines and units one order may carry (a guard against absurd carts, not a business rule). */
export const ORDER_LIMITS = { lines: 100, quantity: 10_000 } as const;

/**
 * POST /v1/orders: a logged-in buyer orders from one shop. The server prices every line from the
 * catalogue (the buyer's typology) and never trusts a price sent by the client.
 */
export const placeOrderBodySchema = z.object({
  shopId: idSchema,
  lines: z.array(z.object({
    productId: idSchema,
    /** The format (bottle, magnum…); the product's first format when absent. */
    formatId: idSchema.optional(),
    quantity: z.number().int('La quantité doit être un nombre entier.').min(1, 'La quantité doit être au moins 1.').max(ORDER_LIMITS.quantity, `La quantité ne peut pas dépasser ${ORDER_LIMITS.quantity}.`),
  })).min(1, 'Ajoutez au moins un produit à la commande.').max(ORDER_LIMITS.lines, `Une commande compte au plus ${ORDER_LIMITS.lines} lignes.`),
  comment: z.string().trim().max(1000).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  label: z.string(),
  quantity: z.number().int(),
  unitTtcCents: z.number().int(),
  vatRate: z.string(),
  lineHtCents: z.number().int(),
  lineTtcCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** GET /v1/orders/{id}: the order with its lines as priced when placed. */
/** The delivery chosen for an order, as it was when placed. */
export const orderShippingSchema = z.object({
  type: z.string().nullable(),
  ref: z.string().nullable(),
  name: z.string(),
  collectionPoint: z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
  nbrPackages: z.number().int(),
  franco: z.boolean(),
  instructions: z.string().nullable(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  buyerId: z.number().int().nullable(),
  totalHtCents: z.number().int().nullable(),
  vatCents: z.number().int().nullable(),
  comment: z.string().nullable(),
  shippingCents: z.number().int(),
  shipping: orderShippingSchema.nullable(),
  deliveryAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
  validatedAt: z.string().nullable(),
  lines: z.array(orderLineSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /v1/orders/get-cart-price: the cart's orders, each with its products as the cart holds them (spec point 7). */
export const cartPriceBodySchema = z.object({
  orders: z.array(z.object({
    seller: z.object({ id: idSchema }),
    products: z.array(z.object({
      id: idSchema,
      chosenFormat: z.object({ id: idSchema }).nullable().optional(),
      quantity: z.number().int().min(1).max(ORDER_LIMITS.quantity),
    })).max(ORDER_LIMITS.lines),
  })).max(20, 'Un panier compte au plus 20 producteurs.'),
});
export type CartPriceBody = z.infer<typeof cartPriceBodySchema>;

/** One seller's price: totals, and each line; or why the cart cannot be priced for that seller. */
export const sellerCartPriceSchema = z.object({
  sellerId: z.number().int(),
  price: z.object({ totalHT: z.number().int(), tva: z.number().int(), totalTTC: z.number().int(), shipping: z.number().int() }).nullable(),
  lines: z.array(z.object({ productId: z.number().int(), formatId: z.number().int(), quantity: z.number().int(), unitTtcCents: z.number().int(), lineTtcCents: z.number().int() })),
  error: z.object({ code: z.string(), message: z.string(), line: z.number().int() }).nullable(),
});
export type SellerCartPrice = z.infer<typeof sellerCartPriceSchema>;
