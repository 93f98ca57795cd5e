import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { paymentDelaySchema } from './invoices';
import { ORDER_LIMITS } from './order-limits';
import { saleChannels } from './order-names';
import { cartShippingChoiceSchema, orderDetailSchema, orderStatusSchema, orderSummarySchema } from './sales';
import { addressSchema, paymentTypeSchema } from './shop-sales';

/**
 * Sales a producer enters from the dashboard (issue 17, docs/decisions/staff-sales.md): a phone or
 * trade-fair order, a quote, or an order invoiced at once, for a client of the shop's CRM, priced by
 * the same engine as the shop (the client's price grid), with a line's price or discount changed for a
 * reason that stays on the line.
 */
export const saleKinds = ['order', 'quote'] as const;
export const saleKindSchema = z.enum(saleKinds);
export type SaleKind = z.infer<typeof saleKindSchema>;

export const saleChannelSchema = z.enum(saleChannels);
export type SaleChannel = z.infer<typeof saleChannelSchema>;

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.');
const percentText = z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/, 'Remise attendue en pourcentage, par exemple 10 ou 12.5.')
  .refine((v) => Number(v) <= 100, 'Une remise ne dépasse pas 100 %.');

export const staffSaleLineSchema = z.object({
  productId: idSchema,
  /** The format (bottle, magnum…); the product's first format when absent. */
  formatId: idSchema.optional(),
  vintageId: idSchema.optional(),
  quantity: z.number().int('La quantité doit être un nombre entier.').min(1, 'La quantité doit être au moins 1.').max(ORDER_LIMITS.quantity, `La quantité ne peut pas dépasser ${ORDER_LIMITS.quantity}.`),
  /** A unit price set by the producer, in cents excl. VAT and duties (as grids are entered); absent: the grid's price with its tiers and promotions. */
  unitPriceCents: z.number().int('Le prix est en centimes entiers.').min(0, 'Le prix ne peut pas être négatif.').max(100_000_000, 'Ce prix est trop élevé.').nullable().optional(),
  /** A discount on this line, in percent, after the price ('10', '12.5'). */
  discountPercent: percentText.nullable().optional(),
  /** Why the price or the discount differs from the grid: required with either, kept on the line. */
  reason: z.string().trim().max(200, 'La raison fait au plus 200 caractères.').nullable().optional(),
}).superRefine((line, ctx) => {
  const changed = (line.unitPriceCents !== undefined && line.unitPriceCents !== null) || (line.discountPercent !== undefined && line.discountPercent !== null && Number(line.discountPercent) > 0);
  if (changed && !line.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Indiquez la raison du prix ou de la remise accordée.' });
});
export type StaffSaleLine = z.infer<typeof staffSaleLineSchema>;

/** What a sale entered from the dashboard is made of (its price preview takes the same body). */
export const staffSaleBodySchema = z.object({
  shopId: idSchema,
  kind: saleKindSchema,
  /** A client of the shop's CRM: their price grid prices the lines, their name and e-mail go on the documents. */
  clientId: idSchema,
  lines: z.array(staffSaleLineSchema).min(1, 'Ajoutez au moins un produit.').max(ORDER_LIMITS.lines, `Une vente compte au plus ${ORDER_LIMITS.lines} lignes.`),
  /** One of the shop's delivery modes or collection points; none: handed over at the estate, no shipping. */
  shipping: cartShippingChoiceSchema.nullable().optional(),
  billingAddress: addressSchema.nullable().optional(),
  deliveryAddress: addressSchema.nullable().optional(),
  paymentType: paymentTypeSchema.nullable().optional(),
  /** Spec point 9 delay; absent: the shop's default (Paramètres › Paiements). */
  paymentDelay: paymentDelaySchema.nullable().optional(),
  comment: z.string().trim().max(1000, 'La note fait au plus 1000 caractères.').nullable().optional(),
  /** A quote's last day (French calendar day); absent: 30 days from today. */
  validUntil: calendarDay.nullable().optional(),
  /** An order saved as draft holds no units; validated, its units are held at once (a quote never holds any). */
  validate: z.boolean().optional(),
  /** The shop's agent who took the sale (their commission); an agent entering a sale is recorded whatever this says. */
  agentId: idSchema.nullable().optional(),
  /** A key the sender generates (tour mode's offline queue): sent again with the same key, the first sale is answered, none is added. */
  key: z.string().uuid('La clé d’envoi doit être un UUID.').optional(),
});
export type StaffSaleBody = z.infer<typeof staffSaleBodySchema>;

/** A priced line of the preview and of the saved sale. */
export const staffSaleLinePriceSchema = z.object({
  productId: z.number().int(),
  formatId: z.number().int(),
  label: z.string(),
  quantity: z.number().int(),
  /** The grid's unit price for this client (entry basis), before the producer's change. */
  listUnitCents: z.number().int(),
  unitHtCents: z.number().int(),
  unitTtcCents: z.number().int(),
  vatRate: z.string(),
  lineHtCents: z.number().int(),
  lineTtcCents: z.number().int(),
  exciseCents: z.number().int(),
  unitPriceCents: z.number().int().nullable(),
  discountPercent: z.string().nullable(),
  reason: z.string().nullable(),
});
export type StaffSaleLinePrice = z.infer<typeof staffSaleLinePriceSchema>;

/** POST /v1/orders/staff/price: the sale priced as it would be saved; `error` says why it cannot be. */
export const staffSalePriceSchema = z.object({
  lines: z.array(staffSaleLinePriceSchema),
  totalHtCents: z.number().int(),
  vatCents: z.number().int(),
  totalTtcCents: z.number().int(),
  shippingCents: z.number().int(),
  /** The basis of `listUnitCents` and of a price set: excl. VAT ('ht'), as every grid is entered. */
  priceEntry: z.enum(['ht', 'ttc']),
  typology: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string(), line: z.number().int() }).nullable(),
});
export type StaffSalePrice = z.infer<typeof staffSalePriceSchema>;

/**
 * A quote's statuses in the order vocabulary (spec point 4): draft (not sent), pending (sent, awaiting the
 * client's answer), validated (accepted), refused, expired (its last day passed unanswered), cancelled.
 */
export const quoteListQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional(), status: orderStatusSchema.optional() });

export const quoteSummarySchema = orderSummarySchema.extend({
  validUntil: z.string().nullable(),
  /** The order made from the accepted quote; null until then. */
  orderId: z.number().int().nullable(),
  sentAt: z.string().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** Sale details every order and quote answers with (GET /v1/orders/{id} extends with them). */
export const saleFactsSchema = z.object({
  kind: saleKindSchema,
  channel: saleChannelSchema,
  clientId: z.number().int().nullable(),
  paymentDelay: paymentDelaySchema.nullable(),
  validUntil: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The quote this order was made from, or the order made from this quote. */
  quoteId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  lineChanges: z.array(z.object({ lineId: z.number().int(), unitPriceCents: z.number().int().nullable(), discountPercent: z.string().nullable(), reason: z.string().nullable() })),
});
export const saleDetailSchema = orderDetailSchema.extend(saleFactsSchema.shape);
export type SaleDetail = z.infer<typeof saleDetailSchema>;

/** GET /v1/quotes/answer/{token}: what the client sees from the link in the mail (no account needed). */
export const publicQuoteSchema = z.object({
  reference: z.string(),
  shopName: z.string(),
  clientName: z.string(),
  status: orderStatusSchema,
  validUntil: z.string().nullable(),
  /** Past its last day: it can no longer be accepted. */
  expired: z.boolean(),
  totalHtCents: z.number().int().nullable(),
  vatCents: z.number().int().nullable(),
  totalTtcCents: z.number().int(),
  shippingCents: z.number().int(),
  lines: z.array(z.object({
    label: z.string(), quantity: z.number().int(),
    /** Unit price excl. VAT and excl. duties, as the invoice will print it. */
    unitHtCents: z.number().int(),
    /** Excise and social-security levy inside the line's amount excl. VAT (0 for a wine without duties). */
    dutiesCents: z.number().int(),
    vatRate: z.string(), lineHtCents: z.number().int(), lineTtcCents: z.number().int(),
  })),
  comment: z.string().nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

/** POST /v1/quotes/answer/{token}: the client accepts or refuses (a reason is welcome when refusing). */
export const quoteAnswerBodySchema = z.object({
  answer: z.enum(['accept', 'refuse']),
  reason: z.string().trim().max(500, 'La raison fait au plus 500 caractères.').nullable().optional(),
});
export type QuoteAnswerBody = z.infer<typeof quoteAnswerBodySchema>;
