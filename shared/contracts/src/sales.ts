import { z } from 'zod';
import { addressOutputSchema, addressSchema, bankDetailsOutputSchema, paymentStatusSchema, paymentTypeSchema } from './shop-sales';
import { ruleMessages } from './rules/messages';
import { rules } from './rules/rules';
import { idSchema, paginationQuerySchema } from './common';
import { ORDER_LIMITS } from './order-limits';
import { orderStatuses } from './order-names';
import { cartBoxRefSchema } from './box-builders';

export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.');
/** Orders by status, channel and client, and placed between two French calendar days (both included). */
export const orderListQuerySchema = paginationQuerySchema.extend({
  status: orderStatusSchema.optional(), from: calendarDay.optional(), to: calendarDay.optional(),
  /** Where orders came from: the shop (web), the dashboard (staff), the till (cashRegister). */
  channel: z.enum(['web', 'staff', 'cashRegister']).optional(),
  /** The CRM client the producer entered the sales for. */
  clientId: idSchema.optional(),
  /** The orders an agent took (an agent reading the list only ever gets their own). */
  agentId: idSchema.optional(),
});

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
  /** Where it came from: the shop (web), the dashboard (staff), the till (cashRegister). */
  channel: z.enum(['web', 'staff', 'cashRegister']),
  /** The shop's agent who took it (their commission), if any. */
  agentId: z.number().int().nullable().optional(),
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
    /** The vintage chosen (2023, 2022…); the product's newest when absent. */
    vintageId: idSchema.optional(),
    quantity: z.number().int('La quantité doit être un nombre entier.').min(1, 'La quantité doit être au moins 1.').max(ORDER_LIMITS.quantity, `La quantité ne peut pas dépasser ${ORDER_LIMITS.quantity}.`),
    /** The composed box the line belongs to (the box product's own line and each bottle in it). */
    box: cartBoxRefSchema.nullable().optional(),
  })).min(1, 'Ajoutez au moins un produit à la commande.').max(ORDER_LIMITS.lines, `Une commande compte au plus ${ORDER_LIMITS.lines} lignes.`),
  comment: z.string().trim().max(1000).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** Product, vintage, volume and packing as bought (lines stored before vintages were kept have no vintage in it). */
  label: z.string(),
  quantity: z.number().int(),
  unitTtcCents: z.number().int(),
  vatRate: z.string(),
  lineHtCents: z.number().int(),
  lineTtcCents: z.number().int(),
  /** The composed box the line belongs to (the box's own line and its bottles share it); null outside a box. */
  boxKey: z.string().nullable(),
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
  /** The promo code used and its discount excl. VAT (out of the totals). */
  promoCode: z.string().nullable(),
  discountCents: z.number().int(),
  shipping: orderShippingSchema.nullable(),
  deliveryAddress: addressOutputSchema.nullable(),
  billingAddress: addressOutputSchema.nullable(),
  contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
  validatedAt: z.string().nullable(),
  /** Why the producer refused the order (asked when refusing); null otherwise. */
  refusalReason: z.string().nullable(),
  /** Why the producer cancelled the validated order; null otherwise. */
  cancelReason: z.string().nullable(),
  lines: z.array(orderLineSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** PUT /v1/orders/{id}/refuse: the producer says why; the buyer reads it on the order and in the mail. */
export const refuseOrderBodySchema = z.object({
  reason: z.string({ error: 'Indiquez au client la raison du refus.' }).trim()
    .min(1, 'Indiquez au client la raison du refus.')
    .max(500, 'La raison du refus fait au plus 500 caractères : raccourcissez-la.'),
});
export type RefuseOrderBody = z.infer<typeof refuseOrderBodySchema>;

/** PUT /v1/orders/{id}/cancel: the producer says why a validated order is cancelled; the buyer reads it. */
export const cancelOrderBodySchema = z.object({
  reason: z.string({ error: 'Indiquez au client pourquoi la commande est annulée.' }).trim()
    .min(1, 'Indiquez au client pourquoi la commande est annulée.')
    .max(500, 'La raison fait au plus 500 caractères : raccourcissez-la.'),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

/**
 * GET /v1/orders/{id}/transfer: what a buyer paying by transfer needs (the shop's bank details, the
 * reference to quote, the amount); null when the order is not a transfer still to pay.
 */
export const orderTransferSchema = bankDetailsOutputSchema.extend({ reference: z.string(), amountCents: z.number().int() });
export type OrderTransfer = z.infer<typeof orderTransferSchema>;

/** POST /v1/orders/get-cart-price: the cart's orders, each with its products as the cart holds them (spec point 7). */
/** A promo code typed by the buyer for one seller (spec point 5: at most 15 characters). */
const promoCodeInputSchema = z.string().trim().max(15, ruleMessages.promocode).nullable().optional();

/** A seller's delivery choice in the cart: a delivery mode (type + ref) or a collection point. */
export const cartShippingChoiceSchema = z.object({
  type: z.string().max(40).nullable().optional(),
  ref: z.string().max(40).nullable().optional(),
  collectionPointId: z.string().max(40).nullable().optional(),
});

const cartProductsSchema = z.array(z.object({
  id: idSchema,
  chosenFormat: z.object({ id: idSchema }).nullable().optional(),
  /** The vintage chosen; the product's newest when absent (the order line keeps it). */
  chosenVintage: z.object({ id: idSchema }).nullable().optional(),
  quantity: z.number().int().min(1).max(ORDER_LIMITS.quantity),
  box: cartBoxRefSchema.nullable().optional(),
})).max(ORDER_LIMITS.lines);

/** POST /v1/orders/get-cart-price: the cart's orders, each with its products as the cart holds them (spec point 7). */
export const cartPriceBodySchema = z.object({
  orders: z.array(z.object({
    seller: z.object({ id: idSchema }),
    products: cartProductsSchema,
    shipping: cartShippingChoiceSchema.nullable().optional(),
    promoCode: promoCodeInputSchema,
    /** The payment method chosen so far (the price object's payLater), null when none. */
    paymentType: z.string().max(20).nullable().optional(),
  })).max(20, 'Un panier compte au plus 20 producteurs.'),
});
export type CartPriceBody = z.infer<typeof cartPriceBodySchema>;

export const cartProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  sellerId: z.number().int().nullable(),
  line: z.number().int().nullable(),
});

/**
 * One seller's price (spec "Cart price per seller": totals, shipping, franco progress) and each line with
 * the facts the cart checks read; or why the cart cannot be priced for that seller. `problems` are the
 * checks of the cart stage (quantities, stock, the shop's order rules), as the server will apply them.
 */
export const sellerCartPriceSchema = z.object({
  sellerId: z.number().int(),
  price: z.object({
    totalHT: z.number().int(), tva: z.number().int(), totalTTC: z.number().int(), shipping: z.number().int(),
    goodsHT: z.number().int(), promoAmount: z.number().int(),
    /** The promo code's discount excl. VAT (out of totalHT). */
    discount: z.number().int(),
    /**
     * The rest of the spec's price object. A buyer's own web order carries no reseller margin, no agent
     * commission and no payment fee (they come with agents and relay clients): margin and commission 0,
     * totalWithMargin = totalHT, totalWithFees = totalTTC. payLater: the chosen method is paid after the
     * order (transfer, cheque, cash, LCR, debit), not by the card kept at checkout.
     */
    margin: z.number().int(),
    totalWithMargin: z.number().int(),
    commission: z.number().int(),
    totalWithFees: z.number().int(),
    payLater: z.boolean(),
  }).nullable(),
  /** The promo code typed for this seller and what became of it. */
  promo: z.object({ code: z.string(), status: z.enum(['applied', 'invalid', 'belowMinimum']), discountCents: z.number().int() }).nullable(),
  nbrPackages: z.number().int(),
  franco: z.boolean(),
  francoPercent: z.number().int(),
  amountBeforeFranco: z.number().int().nullable(),
  amountBeforeBottleFranco: z.string().nullable(),
  lines: z.array(z.object({
    productId: z.number().int(), formatId: z.number().int(), quantity: z.number().int(), unitTtcCents: z.number().int(), lineTtcCents: z.number().int(),
    minQuantity: z.number().int().nullable(), maxQuantity: z.number().int().nullable(), counted: z.number(),
  })),
  problems: z.array(cartProblemSchema),
  error: z.object({ code: z.string(), message: z.string(), line: z.number().int() }).nullable(),
});
export type SellerCartPrice = z.infer<typeof sellerCartPriceSchema>;

/**
 * POST /v1/orders/checkout: the buyer orders the whole cart, one order per seller, each with its delivery
 * and payment choice. `checkoutId` (made by the browser) makes a retried submission return the same orders.
 */
export const checkoutBodySchema = z.object({
  checkoutId: z.string().uuid(),
  orders: z.array(z.object({
    seller: z.object({ id: idSchema }),
    products: cartProductsSchema.min(1),
    shipping: cartShippingChoiceSchema.extend({ instructions: z.string().trim().max(500).nullable().optional() }),
    paymentType: z.string().max(20).nullable(),
    promoCode: promoCodeInputSchema,
  })).min(1, 'Votre panier est vide.').max(20, 'Un panier compte au plus 20 producteurs.'),
  deliveryAddress: addressSchema.nullable(),
  /** Null: the delivery address. */
  billingAddress: addressSchema.nullable(),
  phone: z.string().trim().max(30),
  cguAccepted: rules.cgu,
  /** A card payment method created in the browser with the provider (card data never reaches our servers). */
  card: z.object({ paymentMethodId: z.string().min(3).max(255) }).nullable(),
  comment: z.string().trim().max(1000).optional(),
  /**
   * The buyer's earlier checkout left waiting for 3-D Secure, when the cart changed since: its waiting orders
   * are aborted (units back on sale) before this one is placed, so there is never two sets of orders.
   */
  replacesCheckoutId: z.string().uuid().optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutResultSchema = z.object({
  checkoutId: z.string(),
  orders: z.array(orderSummarySchema.extend({ shopName: z.string(), transfer: bankDetailsOutputSchema.nullable() })),
  /** The card imprint, when a part is paid by card: 'requiresAction' comes with the 3-D Secure page to open. */
  payment: z.object({ status: z.enum(['setup', 'requiresAction', 'error']), redirectUrl: z.string().nullable(), message: z.string().nullable() }).nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
