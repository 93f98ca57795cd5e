import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { ORDER_LIMITS } from './order-limits';
import { paymentTypes } from './payment-names';
import { paymentTypeSchema, type PaymentType } from './shop-sales';

/**
 * The cash register's sales points and till (issue 21, docs/decisions/cash-register.md): a sales point takes its
 * bottles from a warehouse, is priced by a price list (a client typology of the shop), accepts some of the 13
 * payment types; a sale is one idempotent call keyed by the till.
 */

const needed = 'Ce champ est obligatoire.';
const percentText = z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/, 'Remise attendue en pourcentage, par exemple 10 ou 12.5.')
  .refine((v) => Number(v) <= 100, 'Une remise ne dépasse pas 100 %.');
const reasonText = z.string().trim().max(200, 'La raison fait au plus 200 caractères.');
const cents = (message: string) => z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);

/** French names of the payment types, for the till and the receipt. */
export const paymentTypeLabels: Record<PaymentType, string> = {
  card: 'Carte bancaire', debit: 'Prélèvement', transfer: 'Virement', lcr: 'Lettre de change', stripe: 'Carte en ligne',
  cash: 'Espèces', tips: 'Pourboires', cheque: 'Chèque', restaurantTicket: 'Titre-restaurant', giftVoucher: 'Bon cadeau',
  wallet: 'Portefeuille en ligne', creditNote: 'Avoir', other: 'Autre',
};

/** The VAT rates a sales point's gift wrapping may carry (French rates, as percent text). */
export const wrappingVatRates = ['20', '10', '5.5', '2.1', '0'] as const;
/** The gift wrapping a sales point offers: a line of the ticket like a bottle (no stock), priced incl. VAT. */
export const tillWrappingSchema = z.object({
  name: z.string({ error: 'Donnez un nom à l’emballage cadeau.' }).trim().min(1, 'Donnez un nom à l’emballage cadeau.').max(60, 'Le nom de l’emballage fait au plus 60 caractères.'),
  priceTtcCents: cents('Le prix de l’emballage est en centimes entiers.'),
  vatRate: z.enum(wrappingVatRates, { error: 'Choisissez le taux de TVA de l’emballage : 20, 10, 5.5, 2.1 ou 0.' }),
});
export type TillWrapping = z.infer<typeof tillWrappingSchema>;

export const salesPointBodySchema = z.object({
  shopId: idSchema,
  name: z.string({ error: needed }).trim().min(1, 'Donnez un nom au point de vente.').max(80, 'Le nom fait au plus 80 caractères.'),
  location: z.string().trim().max(200, "L'adresse fait au plus 200 caractères.").nullable().optional(),
  active: z.boolean().optional(),
  /** The stock warehouse its sales leave from (stock service); none: the shop's shipping warehouse. */
  warehouseId: idSchema.nullable().optional(),
  /** The price list: a client typology key of the shop (its grid prices the till). */
  priceList: z.string().trim().min(1).max(50).nullable().optional(),
  paymentTypes: z.array(paymentTypeSchema, { error: 'Choisissez les moyens de paiement acceptés.' })
    .min(1, 'Choisissez au moins un moyen de paiement accepté.').max(paymentTypes.length)
    .refine((l) => new Set(l).size === l.length, 'Un moyen de paiement est en double.'),
  receiptHeader: z.string().trim().max(500, "L'en-tête du ticket fait au plus 500 caractères.").nullable().optional(),
  /** The customer display's serial device (/dev/ttyUSB0, COM3); optional. */
  displayDevice: z.string().trim().max(100).regex(/^(\/dev\/[A-Za-z0-9._/-]+|COM\d{1,3})$/, 'Indiquez un périphérique série comme /dev/ttyUSB0 ou COM3.').nullable().optional(),
  /** The gift wrapping offered at the till; none: not offered. */
  wrapping: tillWrappingSchema.nullable().optional(),
});
export type SalesPointBody = z.infer<typeof salesPointBodySchema>;

export const salesPointSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  active: z.boolean(),
  warehouseId: z.number().int().nullable(),
  priceList: z.string().nullable(),
  paymentTypes: z.array(paymentTypeSchema),
  receiptHeader: z.string().nullable(),
  displayDevice: z.string().nullable(),
  wrapping: z.object({ name: z.string(), priceTtcCents: z.number().int(), vatRate: z.string() }).nullable(),
  lastTicketNumber: z.number().int(),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;

/** One product format the till sells, priced at the sales point's price list (quantity 1, incl. VAT). */
export const tillItemSchema = z.object({
  productId: z.number().int(),
  formatId: z.number().int(),
  vintageId: z.number().int().nullable(),
  label: z.string(),
  category: z.string(),
  gtin: z.string().nullable(),
  unitTtcCents: z.number().int(),
  vatRate: z.string(),
});
export type TillItem = z.infer<typeof tillItemSchema>;
export const tillCatalogueSchema = z.object({ priceList: z.string().nullable(), items: z.array(tillItemSchema) });
export type TillCatalogue = z.infer<typeof tillCatalogueSchema>;
/** GET /v1/salespoints/{id}/catalogue: `clientId` prices the till at that CRM client's price list (their typology). */
export const tillCatalogueQuerySchema = z.object({ clientId: idSchema.optional() });

export const tillSaleLineSchema = z.object({
  productId: idSchema,
  formatId: idSchema,
  vintageId: idSchema.nullable().optional(),
  quantity: z.number({ error: 'La quantité doit être un nombre entier.' }).int('La quantité doit être un nombre entier.').min(1, 'La quantité doit être au moins 1.').max(ORDER_LIMITS.quantity, `La quantité ne peut pas dépasser ${ORDER_LIMITS.quantity}.`),
  /** The unit price incl. VAT the till showed (its price list when the sale was rung up). */
  unitTtcCents: cents('Le prix est en centimes entiers.'),
  /** A unit price incl. VAT set by the seller; with a reason. */
  fixedUnitTtcCents: cents('Le prix est en centimes entiers.').nullable().optional(),
  discountPercent: percentText.nullable().optional(),
  reason: reasonText.nullable().optional(),
}).superRefine((line, ctx) => {
  const changed = (line.fixedUnitTtcCents ?? null) !== null || Number(line.discountPercent ?? 0) > 0;
  if (changed && !line.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Indiquez la raison du prix ou de la remise accordée.' });
});
export type TillSaleLine = z.infer<typeof tillSaleLineSchema>;

export const tillPaymentSchema = z.object({
  type: paymentTypeSchema,
  amountCents: z.number({ error: 'Montant en centimes entiers.' }).int('Montant en centimes entiers.').min(1, 'Un paiement est d’au moins 1 centime.').max(100_000_000, 'Montant trop élevé.'),
});

/** POST /v1/salespoints/{id}/sales: one sale, keyed by the till (a retry or an offline replay is the same sale). */
export const tillSaleBodySchema = z.object({
  key: z.uuid('La clé de la vente doit être un UUID.'),
  /** When the till rang it up (an offline sale arrives later). */
  soldAt: z.iso.datetime({ offset: true, error: 'Date de vente invalide.' }),
  clientId: idSchema.nullable().optional(),
  lines: z.array(tillSaleLineSchema).min(1, 'Ajoutez au moins un produit.').max(ORDER_LIMITS.lines, `Une vente compte au plus ${ORDER_LIMITS.lines} lignes.`),
  ticketDiscountPercent: percentText.nullable().optional(),
  ticketDiscountReason: reasonText.nullable().optional(),
  payments: z.array(tillPaymentSchema).min(1, 'Indiquez au moins un paiement.').max(13),
  tipsCents: cents('Le pourboire est en centimes entiers.').optional(),
  /** Gift wrappings sold with the ticket, at the unit price incl. VAT the till showed (the sales point's). */
  wrapping: z.object({
    quantity: z.number({ error: 'Le nombre d’emballages est un entier.' }).int('Le nombre d’emballages est un entier.').min(1, 'Le nombre d’emballages est au moins 1.').max(ORDER_LIMITS.quantity),
    unitTtcCents: cents('Le prix de l’emballage est en centimes entiers.'),
  }).nullable().optional(),
}).superRefine((b, ctx) => {
  if (Number(b.ticketDiscountPercent ?? 0) > 0 && !b.ticketDiscountReason) ctx.addIssue({ code: 'custom', path: ['ticketDiscountReason'], message: 'Indiquez la raison de la remise sur le ticket.' });
});
export type TillSaleBody = z.infer<typeof tillSaleBodySchema>;

export { WRAPPING_LINE_ID } from './pos-names';

export const ticketLineSchema = z.object({
  /** 0 on the gift-wrapping line (WRAPPING_LINE_ID). */
  productId: z.number().int(),
  formatId: z.number().int(),
  vintageId: z.number().int().nullable(),
  label: z.string(),
  quantity: z.number().int(),
  unitTtcCents: z.number().int(),
  fixedUnitTtcCents: z.number().int().nullable(),
  discountPercent: z.string().nullable(),
  reason: z.string().nullable(),
  vatRate: z.string(),
  /** Incl. VAT, after every discount (the ticket's share too); negative on a cancellation. */
  lineTtcCents: z.number().int(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;
export const ticketVatLineSchema = z.object({ rate: z.string(), ttcCents: z.number().int(), vatCents: z.number().int(), htCents: z.number().int() });
export type TicketVatLine = z.infer<typeof ticketVatLineSchema>;
export const ticketPaymentSchema = z.object({ type: paymentTypeSchema, amountCents: z.number().int() });
export type TicketPayment = z.infer<typeof ticketPaymentSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  salesPointId: z.number().int(),
  number: z.number().int(),
  kind: z.enum(['sale', 'cancellation']),
  key: z.string(),
  cancelsTicketId: z.number().int().nullable(),
  cancelledByTicketId: z.number().int().nullable(),
  cancelReason: z.string().nullable(),
  orderId: z.number().int(),
  orderReference: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  soldAt: z.string(),
  soldByName: z.string().nullable(),
  totalTtcCents: z.number().int(),
  totalHtCents: z.number().int(),
  vatCents: z.number().int(),
  discountCents: z.number().int(),
  ticketDiscountPercent: z.string().nullable(),
  ticketDiscountReason: z.string().nullable(),
  tipsCents: z.number().int(),
  tenderedCents: z.number().int(),
  changeCents: z.number().int(),
  lines: z.array(ticketLineSchema),
  vatLines: z.array(ticketVatLineSchema),
  /** What each type brought in (cash net of the change). */
  payments: z.array(ticketPaymentSchema),
  duplicates: z.number().int(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** The answer of a sale: the ticket, and whether this call made it (false: the key's sale was already there). */
export const tillSaleResultSchema = z.object({ created: z.boolean(), ticket: ticketSchema });
export type TillSaleResult = z.infer<typeof tillSaleResultSchema>;

export const ticketCancelBodySchema = z.object({
  key: z.uuid('La clé de l’annulation doit être un UUID.'),
  reason: z.string({ error: 'Indiquez la raison de l’annulation.' }).trim().min(1, 'Indiquez la raison de l’annulation.').max(200, 'La raison fait au plus 200 caractères.'),
});

export const ticketMailBodySchema = z.object({ email: z.email('Adresse e-mail invalide.') });

/** A sales point's day (French calendar day): its tickets and totals. */
export const salesPointDayQuerySchema = paginationQuerySchema.extend({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.').optional() });
export const salesPointDaySchema = z.object({
  day: z.string(),
  tickets: z.array(ticketSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  sales: z.number().int(),
  cancellations: z.number().int(),
  totalTtcCents: z.number().int(),
  tipsCents: z.number().int(),
  byPayment: z.array(ticketPaymentSchema),
});
export type SalesPointDay = z.infer<typeof salesPointDaySchema>;

/** Internal (pos → orders): a till sale becomes an order of channel cashRegister, once per key. */
export const tillOrderBodySchema = z.object({
  shopId: z.number().int().positive(),
  key: z.string().uuid(),
  salesPointId: z.number().int().positive(),
  salesPointName: z.string(),
  ticketNumber: z.number().int().positive(),
  priceList: z.string().nullable(),
  warehouseId: z.number().int().positive().nullable(),
  clientId: z.number().int().positive().nullable(),
  soldAt: z.string(),
  lines: z.array(tillSaleLineSchema).min(1),
  ticketDiscountPercent: z.string().nullable(),
  ticketDiscountReason: z.string().nullable(),
  payments: z.array(ticketPaymentSchema).min(1),
  /** The ticket's gift wrappings: named and taxed as the sales point offers them, a line of the order without stock. */
  wrapping: z.object({ name: z.string(), unitTtcCents: z.number().int(), vatRate: z.string(), quantity: z.number().int().positive() }).nullable().optional(),
});
export type TillOrderBody = z.infer<typeof tillOrderBodySchema>;
export const tillOrderResultSchema = z.object({
  orderId: z.number().int(),
  reference: z.string(),
  created: z.boolean(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  lines: z.array(ticketLineSchema),
  vatLines: z.array(ticketVatLineSchema),
  totalTtcCents: z.number().int(),
  totalHtCents: z.number().int(),
  vatCents: z.number().int(),
  discountCents: z.number().int(),
});
export type TillOrderResult = z.infer<typeof tillOrderResultSchema>;
export const tillOrderCancelBodySchema = z.object({ shopId: z.number().int().positive(), key: z.string().uuid(), reason: z.string(), warehouseId: z.number().int().positive().nullable() });

/** GET /v1/salespoints/options: what a sales point's form chooses from (the shop's warehouses and price lists). */
export const salesPointOptionsSchema = z.object({
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  priceLists: z.array(z.string()),
});
export type SalesPointOptions = z.infer<typeof salesPointOptionsSchema>;

/** An amount as a French receipt prints it, from integer cents: « 12,50 € », « -3,00 € » (no float arithmetic). */
export function euroText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${sign}${euros},${String(abs % 100).padStart(2, '0')} €`;
}
