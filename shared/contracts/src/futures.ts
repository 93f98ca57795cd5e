import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { futureStatuses } from './future-names';
import { cartShippingChoiceSchema, orderStatusSchema } from './sales';

/**
 * Primeurs (futures, issue 19): a vintage sold while it ages in barrel. The offer releases its price by tranche (a
 * price per 75 cl equivalent incl. VAT, up to a cap of equivalents); the client pays everything at order (a deposit
 * invoice of 100 % incl. VAT), chooses the formats before bottling, and the wine ships ~18–24 months later through
 * the ordinary shipment (excise falls then) and final invoice (the deposit deducted, shipping added).
 * Quantities are in 75 cl equivalents (eq75: half 0.5, bottle 1, magnum 2); money is integer cents.
 */

export const futureMessages = {
  tooLong: (max: number) => `Doit faire au maximum ${max} caractères`,
  name: 'Donnez un nom à la campagne de primeurs.',
  vintage: 'Indiquez le millésime (une année entre 1990 et 2100).',
  expectedDelivery: (earliest: string) => `Un primeur se livre au plus tôt en septembre de la deuxième année après la récolte : choisissez une date à partir du ${earliest}.`,
  formats: 'Proposez au moins un format du catalogue (demi-bouteille, bouteille, magnum…).',
  formatUnknown: "Ce format n'appartient pas à ce produit du catalogue : choisissez un format de la cuvée.",
  formatEq: "Ce format ne se compte pas en demi-bouteilles (0,5, 1, 1,5, 2… équivalents 75 cl) : il ne peut pas être proposé en primeur.",
  productUnknown: "Ce produit n'existe pas dans votre catalogue : choisissez une cuvée.",
  tranches: 'Ajoutez au moins une tranche de prix.',
  price: 'Le prix par équivalent bouteille TTC doit être un montant positif en centimes.',
  evenPrice: 'Des demi-bouteilles sont proposées : le prix par équivalent bouteille doit être un nombre pair de centimes (une demi-bouteille en vaut la moitié).',
  cap: 'Le plafond de la tranche doit être un nombre entier de bouteilles (équivalent 75 cl), au moins 1.',
  notFound: "Cette campagne de primeurs n'existe pas ou n'est pas la vôtre.",
  notDraft: 'Cette campagne est ouverte : seul un brouillon se modifie.',
  statusMove: (from: string, to: string) => `Une campagne « ${from} » ne peut pas passer à « ${to} ».`,
  notOpen: "Cette campagne n'est pas ouverte : ouvrez-la pour prendre des commandes.",
  soldOut: (left: number) => (left === 0
    ? 'Toutes les tranches de cette campagne sont vendues : plus aucune bouteille à prendre.'
    : `Il ne reste que ${left} équivalent(s) bouteille à vendre sur cette campagne : réduisez la quantité.`),
  quantity: 'Indiquez une quantité entière de bouteilles (équivalent 75 cl), au moins 1.',
  orderNotFound: "Cette commande de primeurs n'existe pas ou n'est pas la vôtre.",
  formatNotOffered: "Ce format n'est pas proposé dans cette campagne.",
  delivered: 'Cette commande de primeurs est déjà livrée : ses formats ne se changent plus.',
  cancelled: 'Cette commande de primeurs est annulée : elle ne se livre plus et ses formats ne se changent plus.',
  notBottled: "Le vin n'est pas encore mis en bouteille : marquez la campagne « en livraison » avant de livrer.",
  noFormats: 'Choisissez les formats du client avant de livrer.',
  undelivered: "C'est une commande de primeurs : livrez-la depuis la campagne (formats choisis) avant de l'expédier ou de la facturer.",
  depositRefused: (why: string) => `La commande est enregistrée, mais la facture d'acompte n'a pas pu être émise : ${why}`,
  opensOn: "Date d'ouverture de la tranche au format AAAA-MM-JJ (ou aucune : elle ouvre dès la précédente vendue).",
  opensOrder: (earliest: string) => `Une tranche n'ouvre pas avant la précédente : choisissez une date à partir du ${earliest}.`,
  notYetOpen: (opensOn: string) => `La tranche suivante ouvre le ${opensOn} : revenez à cette date pour commander.`,
  formatsCloseOn: 'Dernier jour du choix des formats au format AAAA-MM-JJ (ou aucun : jusqu’à ce que vous le closiez).',
  formatsCloseAfterDelivery: 'Le choix des formats se clôt avant la livraison prévue : choisissez un jour au plus tard le jour de la livraison.',
  formatsClosed: 'Le choix des formats de cette campagne est clos : écrivez au producteur pour changer vos formats.',
  formatsAlreadyClosed: 'Le choix des formats de cette campagne est déjà clos.',
  buyerOnly: 'Seul un client connecté commande un primeur pour lui-même : connectez-vous avec votre compte client.',
} as const;

export const futureStatusSchema = z.enum(futureStatuses);

/** The first day a vintage sold en primeur may be delivered: 1 September of the second year after the harvest. */
export function earliestDelivery(vintage: number): string {
  return `${vintage + 2}-09-01`;
}

const cents = z.number({ error: futureMessages.price }).int(futureMessages.price).min(1, futureMessages.price).max(100_000_000, futureMessages.price);
const equivalents = (message: string) => z.number({ error: message }).int(message).min(1, message).max(1_000_000, message);

export const futureTrancheBodySchema = z.object({
  /** Price of one 75 cl equivalent, incl. VAT and duties. */
  unitPriceCents: cents,
  /** How many 75 cl equivalents this price is offered for. */
  cap: equivalents(futureMessages.cap),
  /**
   * The French day (Europe/Paris, YYYY-MM-DD) from which this tranche is sold; none: as soon as the tranches before
   * it are sold out. Before that day it is not sold, even when the ones before are full.
   */
  opensOn: z.iso.date(futureMessages.opensOn).nullish(),
});

/** A campaign as typed (create, and edit while draft). */
export const futureOfferBodySchema = z.object({
  productId: idSchema,
  name: z.string({ error: futureMessages.name }).trim().min(1, futureMessages.name).max(120, futureMessages.tooLong(120)),
  /** What the shop's clients read on its primeur page (the wine in barrel, the vintage). */
  description: z.string().trim().max(2000, futureMessages.tooLong(2000)).default(''),
  vintage: z.number({ error: futureMessages.vintage }).int(futureMessages.vintage).min(1990, futureMessages.vintage).max(2100, futureMessages.vintage),
  expectedDelivery: z.iso.date('Date de livraison au format AAAA-MM-JJ'),
  formatIds: z.array(idSchema).min(1, futureMessages.formats).max(10, 'Au plus 10 formats'),
  tranches: z.array(futureTrancheBodySchema).min(1, futureMessages.tranches).max(10, 'Au plus 10 tranches'),
  /** The last French day (YYYY-MM-DD) buyers choose their formats; none: until the producer closes the choice (or bottles). */
  formatsCloseOn: z.iso.date(futureMessages.formatsCloseOn).nullish(),
}).superRefine((b, ctx) => {
  const earliest = earliestDelivery(b.vintage);
  if (b.formatsCloseOn && b.formatsCloseOn > b.expectedDelivery) ctx.addIssue({ code: 'custom', path: ['formatsCloseOn'], message: futureMessages.formatsCloseAfterDelivery });
  if (b.expectedDelivery < earliest) ctx.addIssue({ code: 'custom', path: ['expectedDelivery'], message: futureMessages.expectedDelivery(earliest.split('-').reverse().join('/')) });
  if (new Set(b.formatIds).size !== b.formatIds.length) ctx.addIssue({ code: 'custom', path: ['formatIds'], message: 'Chaque format ne se propose qu’une fois.' });
  // Tranches are sold in their order: a later one never opens before an earlier one.
  let latest: string | null = null;
  b.tranches.forEach((t, i) => {
    if (!t.opensOn) return;
    if (latest && t.opensOn < latest) ctx.addIssue({ code: 'custom', path: ['tranches', i, 'opensOn'], message: futureMessages.opensOrder(latest.split('-').reverse().join('/')) });
    else latest = t.opensOn;
  });
});
export type FutureOfferBody = z.input<typeof futureOfferBodySchema>;
export type FutureOfferInput = z.output<typeof futureOfferBodySchema>;

export const futureFormatSchema = z.object({
  formatId: z.number().int(),
  label: z.string(),
  /** 75 cl equivalents in one unit (0.5, 1, 2…). */
  eq75: z.number(),
});
export type FutureFormat = z.infer<typeof futureFormatSchema>;

export const futureTrancheSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  unitPriceCents: z.number().int(),
  cap: z.number().int(),
  sold: z.number().int(),
  /** The French day it opens (YYYY-MM-DD); null: with the campaign. */
  opensOn: z.string().nullable(),
  /** Whether its day has come (read on the French day of the answer). */
  open: z.boolean(),
});
export type FutureTranche = z.infer<typeof futureTrancheSchema>;

export const futureOfferSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  productId: z.number().int(),
  productLabel: z.string(),
  name: z.string(),
  description: z.string(),
  vintage: z.number().int(),
  expectedDelivery: z.string(),
  status: futureStatusSchema,
  formats: z.array(futureFormatSchema),
  tranches: z.array(futureTrancheSchema),
  sold: z.number().int(),
  cap: z.number().int(),
  /** The price of the next equivalent sold (the first open tranche not full); null when none sells today. */
  currentPriceCents: z.number().int().nullable(),
  /** The tranche selling today (the first open one with units left) and what is left of it; null when none. */
  current: z.object({ position: z.number().int(), unitPriceCents: z.number().int(), left: z.number().int() }).nullable(),
  /** The tranche after it with units left (or the first to open when none sells today), with its day; null when none. */
  next: z.object({ position: z.number().int(), unitPriceCents: z.number().int(), left: z.number().int(), opensOn: z.string().nullable(), open: z.boolean() }).nullable(),
  /** Equivalents that may be ordered today (open tranches only). */
  leftNow: z.number().int(),
  /** The last day buyers choose their formats (YYYY-MM-DD); null: none set. */
  formatsCloseOn: z.string().nullable(),
  /** When the producer closed the choice of formats; null: not closed by hand. */
  formatsClosedAt: z.string().nullable(),
  /** Whether buyers may still choose their formats today (formatChoiceOpen). */
  formatsOpen: z.boolean(),
  createdAt: z.string(),
});
export type FutureOffer = z.infer<typeof futureOfferSchema>;

export const futureListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  status: futureStatusSchema.optional(),
});

export const futureStatusBodySchema = z.object({ status: z.enum(['open', 'closed', 'delivered']) });

/**
 * GET /v1/futures/shops/{shopId} (anyone, visitors included): a shop's open primeur campaigns as its clients see
 * them, the tranche selling today and the next one, read on the French day. Empty when the futures module is off.
 */
export const shopFutureSchema = futureOfferSchema.pick({
  id: true, productId: true, productLabel: true, name: true, description: true, vintage: true, expectedDelivery: true, formats: true, leftNow: true, formatsCloseOn: true, formatsOpen: true,
}).extend({
  /** Prices are null for a visitor of a shop reserving its prices to members (as the catalogue does). */
  currentPriceCents: z.number().int().nullable(),
  current: z.object({ position: z.number().int(), unitPriceCents: z.number().int().nullable(), left: z.number().int() }).nullable(),
  next: z.object({ position: z.number().int(), unitPriceCents: z.number().int().nullable(), left: z.number().int(), opensOn: z.string().nullable(), open: z.boolean() }).nullable(),
});
export type ShopFuture = z.infer<typeof shopFutureSchema>;

/** POST /v1/futures/shops/{shopId}/orders (a buyer, for themselves): the same order and deposit as the producer's. */
export const buyerFutureOrderBodySchema = z.object({
  offerId: idSchema,
  quantity: equivalents(futureMessages.quantity),
  comment: z.string().trim().max(2000, futureMessages.tooLong(2000)).nullish(),
});
export type BuyerFutureOrderBody = z.input<typeof buyerFutureOrderBodySchema>;

/** A primeur order taken for a client of the shop's CRM. */
export const futureOrderBodySchema = z.object({
  clientId: idSchema,
  quantity: equivalents(futureMessages.quantity),
  comment: z.string().trim().max(2000, futureMessages.tooLong(2000)).nullish(),
});
export type FutureOrderBody = z.input<typeof futureOrderBodySchema>;

export const futureFormatCountSchema = z.object({
  formatId: idSchema,
  count: z.number({ error: 'Un nombre entier' }).int('Un nombre entier').min(0, 'Au moins 0').max(1_000_000, 'Au plus 1 000 000'),
});
export const futureFormatsBodySchema = z.object({ formats: z.array(futureFormatCountSchema).min(1, futureMessages.noFormats).max(10) });
export type FutureFormatsBody = z.input<typeof futureFormatsBodySchema>;

/** Delivery: the delivery mode chosen now (shipping is paid at delivery); none: handed over at the estate. */
export const futureDeliverBodySchema = z.object({
  shipping: cartShippingChoiceSchema.nullable().optional(),
}).default({});

export const futureOrderSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  orderId: z.number().int(),
  orderReference: z.string(),
  /** The order's own status: a cancelled primeur gave its bottles back to the tranches. */
  orderStatus: orderStatusSchema,
  clientId: z.number().int(),
  clientName: z.string(),
  /** 75 cl equivalents bought. */
  quantity: z.number().int(),
  /** How the quantity fell across the tranches, at their prices. */
  parts: z.array(z.object({ position: z.number().int(), quantity: z.number().int(), unitPriceCents: z.number().int() })),
  totalTtcCents: z.number().int(),
  /** The client's formats; null until chosen. */
  formats: z.array(z.object({ formatId: z.number().int(), count: z.number().int() })).nullable(),
  depositInvoiceId: z.number().int().nullable(),
  depositInvoiceNumber: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Its campaign as the buyer reads it: name, vintage, the formats offered, and whether their choice is still open. */
  offerName: z.string(),
  vintage: z.number().int(),
  offeredFormats: z.array(futureFormatSchema),
  formatsCloseOn: z.string().nullable(),
  /** Whether the buyer may still choose their formats (campaign not bottled, choice not closed, order neither delivered nor cancelled). */
  formatsOpen: z.boolean(),
  createdAt: z.string(),
});
export type FutureOrder = z.infer<typeof futureOrderSchema>;
