import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { shopLegalDataSchema } from './shop-legal';
import { bankDetailsOutputSchema } from './shop-sales';
import { creditorIdSchema } from './sepa-creditor';
import { paymentDelays } from './payment-names';
import { creditStatuses, invoiceKinds, legalStatuses } from './invoice-names';

/**
 * Sales documents (issue 17, docs/decisions/invoices.md): an invoice issued from an order, a deposit
 * invoice, a credit note cancelling or reducing an invoice. Issued documents are never edited nor deleted.
 */
export const invoiceKindSchema = z.enum(invoiceKinds);

/**
 * Spec point 4 legal status of a document's generation and transmission (the 2026-27 e-invoicing
 * reform): pending (to generate), generated (the Factur-X file exists), processing (handed to the
 * platform), incomplete (the platform asks for data), completed (received), rejected, cancelled (by a
 * credit note), error (generation failed; retried).
 */
export const legalStatusSchema = z.enum(legalStatuses);

/**
 * Spec point 4 credit status, of a credit note: full (its whole amount is still owed to the client),
 * partial (part refunded or set against another invoice), empty (used up), cancelled.
 */
export const creditStatusSchema = z.enum(creditStatuses);

export const paymentDelaySchema = z.enum(paymentDelays);
export type PaymentDelay = z.infer<typeof paymentDelaySchema>;

/** A party as printed on the document, frozen when it was issued. */
export const invoicePartySchema = z.object({
  name: z.string(),
  /** Street lines, then postcode and city, as one text per line. */
  addressLines: z.array(z.string()),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** A business (professional) buyer: late-payment penalties and the 40 EUR indemnity apply. */
  business: z.boolean(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** The seller adds its legal identity (French mandatory mentions). */
export const invoiceSellerSchema = invoicePartySchema.extend({
  legalForm: z.string().nullable(),
  shareCapital: z.string().nullable(),
  rcsCity: z.string().nullable(),
  /** The shop's default bank when issued (how to pay by transfer); absent on documents issued before it was kept. */
  bank: bankDetailsOutputSchema.nullable().optional(),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  /** The order line it bills (null for the delivery line). */
  orderLineId: z.number().int().nullable(),
  label: z.string(),
  quantity: z.number().int(),
  /** Unit price excl. VAT before the order's promo code, in cents. */
  unitHtCents: z.number().int(),
  /** The line's share of the order's promo code, excl. VAT. */
  discountCents: z.number().int(),
  /** Excl. VAT, after the promo code share (what VAT is computed on). */
  lineHtCents: z.number().int(),
  /** Excise and social-security levy inside `lineHtCents` (shown on the document; part of the VAT base). */
  dutiesCents: z.number().int(),
  vatRate: z.string(),
  vatCents: z.number().int(),
  lineTtcCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** VAT per rate, computed on the sum of the rate's bases (BR-CO-17). */
export const vatBreakdownSchema = z.object({ rate: z.string(), baseCents: z.number().int(), vatCents: z.number().int() });
export type VatBreakdown = z.infer<typeof vatBreakdownSchema>;

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  kind: invoiceKindSchema,
  /** Gapless per shop, series and fiscal year: FA2026-00001, AV2026-00001. */
  number: z.string(),
  orderId: z.number().int().nullable(),
  orderReference: z.string().nullable(),
  /** The invoice a credit note cancels or reduces. */
  sourceInvoiceId: z.number().int().nullable(),
  sourceNumber: z.string().nullable(),
  buyerId: z.number().int().nullable(),
  clientName: z.string(),
  issuedAt: z.string(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  paymentDelay: paymentDelaySchema,
  totalHtCents: z.number().int(),
  vatCents: z.number().int(),
  totalTtcCents: z.number().int(),
  legalStatus: legalStatusSchema,
  /** Credit notes only. */
  creditStatus: creditStatusSchema.nullable(),
  /** Invoices: what credit notes already cancel of it, incl. VAT. */
  creditedCents: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  seller: invoiceSellerSchema,
  buyer: invoicePartySchema,
  /** Where the goods went (the order's delivery address); null when handed over (collection point) or not known. */
  deliverTo: invoicePartySchema.nullable(),
  lines: z.array(invoiceLineSchema),
  vatBreakdown: z.array(vatBreakdownSchema),
  /** A credit note's reason. */
  reason: z.string().nullable(),
  /** Printed payment terms (due date, penalties, 40 EUR indemnity for businesses). */
  paymentTerms: z.string(),
  /** Lines of an invoice still creditable: quantity left per invoice line (credit notes only reduce these). */
  creditable: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int(), lineTtcCents: z.number().int() })),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  kind: invoiceKindSchema.optional(),
  legalStatus: legalStatusSchema.optional(),
  /** Issued on or after / on or before, YYYY-MM-DD (French calendar day). */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.').optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.').optional(),
  buyerId: idSchema.optional(),
  /** The documents of one order (its invoice, deposits, and the credit notes on them). */
  orderId: idSchema.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/**
 * POST /v1/orders/{id}/invoice: without `shipmentId`, the order's balance (all that is left to invoice);
 * with it, the part of the order that shipment carried (a partial invoice, one per shipment).
 */
export const issueInvoiceBodySchema = z.object({
  paymentDelay: paymentDelaySchema.optional(),
  shipmentId: z.number().int().positive().optional(),
  /** The CRM client to bill, for an order sold to no one in particular (a till ticket to a passer-by); its own client otherwise. */
  clientId: z.number().int().positive().optional(),
}).nullish();
export type IssueInvoiceBody = NonNullable<z.infer<typeof issueInvoiceBodySchema>>;

/** POST /v1/orders/{id}/deposit: a share of the order's total incl. VAT, or an amount incl. VAT. */
export const depositBodySchema = z.object({
  percent: z.number({ error: 'Indiquez un pourcentage.' }).gt(0, 'Le pourcentage doit être positif.').max(100, 'Le pourcentage ne peut pas dépasser 100.').optional(),
  amountCents: z.number().int('Le montant doit être en centimes entiers.').positive('Le montant doit être positif.').optional(),
  paymentDelay: paymentDelaySchema.optional(),
}).refine((b) => (b.percent === undefined) !== (b.amountCents === undefined), { message: 'Indiquez soit un pourcentage, soit un montant.', path: ['percent'] });
export type DepositBody = z.infer<typeof depositBodySchema>;

/** POST /v1/invoices/{id}/credit-note: the whole invoice when no line is given. */
export const creditNoteBodySchema = z.object({
  reason: z.string({ error: 'Indiquez la raison de l’avoir.' }).trim()
    .min(3, 'Indiquez la raison de l’avoir (au moins 3 caractères).')
    .max(500, 'La raison fait au plus 500 caractères : raccourcissez-la.'),
  lines: z.array(z.object({
    lineId: idSchema,
    quantity: z.number().int('La quantité doit être un nombre entier.').min(1, 'La quantité à créditer doit être au moins 1.'),
  })).max(200).optional(),
});
export type CreditNoteBody = z.infer<typeof creditNoteBodySchema>;

/** POST /v1/invoices/{id}/send: to the client's address on the document unless another is given. */
export const sendDocumentBodySchema = z.object({
  to: z.string().trim().email('Adresse e-mail invalide : vérifiez-la.').max(254).optional(),
  /** Several addresses (the recipients field): one mail each; wins over `to`. */
  recipients: z.array(z.string().trim().email('Adresse e-mail invalide : vérifiez-la.').max(254)).min(1, 'Indiquez au moins une adresse e-mail.')
    .max(10, 'Au plus 10 destinataires : envoyez en plusieurs fois.').optional(),
}).nullish();
export const sentDocumentSchema = z.object({ to: z.string() });

/**
 * The shop's billing settings (Paramètres › Facturation): the prefixes of its document numbers (the
 * sequence goes on when a prefix changes) and the payment delay a producer-entered sale starts from.
 */
const prefixRule = z.string({ error: 'Indiquez un préfixe.' }).trim().toUpperCase()
  .regex(/^[A-Z0-9-]{1,8}$/, 'Le préfixe fait 1 à 8 caractères : lettres, chiffres ou tiret.');
/** The reminders of unpaid invoices (docs/decisions/payments.md): on or off, and how many days past the due date each goes. */
const reminderDays = z.number({ error: 'Indiquez un nombre de jours.' }).int('Un nombre entier de jours.').min(1, 'Au moins 1 jour après l’échéance.').max(365, 'Au plus 365 jours.');
export const reminderScheduleSchema = z.object({
  active: z.boolean(),
  firstDays: reminderDays,
  secondDays: reminderDays,
  formalDays: reminderDays,
}).refine((r) => r.firstDays < r.secondDays, { message: 'La deuxième relance vient après la première.', path: ['secondDays'] })
  .refine((r) => r.secondDays < r.formalDays, { message: 'La mise en demeure vient après la deuxième relance.', path: ['formalDays'] });
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;
export const defaultReminderSchedule: ReminderSchedule = { active: false, firstDays: 7, secondDays: 21, formalDays: 45 };

export const billingSettingsSchema = z.object({
  invoicePrefix: prefixRule,
  creditPrefix: prefixRule,
  paymentDelay: paymentDelaySchema,
  reminders: reminderScheduleSchema.default(defaultReminderSchedule),
  /**
   * The shop's SEPA creditor identifier (ICS), needed for its direct debits (docs/decisions/sepa-direct-debit.md); null: none.
   * Left out: the saved one is kept (a form that does not show it never erases it).
   */
  sepaCreditorId: creditorIdSchema.nullable().optional(),
}).refine((b) => b.invoicePrefix !== b.creditPrefix, { message: 'Factures et avoirs doivent avoir des préfixes différents.', path: ['creditPrefix'] });
export type BillingSettingsInput = z.input<typeof billingSettingsSchema>;
export const billingSettingsDataSchema = z.object({
  invoicePrefix: z.string(), creditPrefix: z.string(), paymentDelay: paymentDelaySchema,
  reminders: z.object({ active: z.boolean(), firstDays: z.number().int(), secondDays: z.number().int(), formalDays: z.number().int() }),
  sepaCreditorId: z.string().nullable(),
});
export type BillingSettings = z.infer<typeof billingSettingsDataSchema>;
export const defaultBillingSettings: BillingSettings = { invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30', reminders: defaultReminderSchedule, sepaCreditorId: null };
/** The billing settings as stored (saved before reminders existed, or never saved) with their defaults. */
export const withBillingDefaults = (stored: Partial<BillingSettings> | null | undefined): BillingSettings => ({
  ...defaultBillingSettings, ...stored, reminders: { ...defaultReminderSchedule, ...stored?.reminders },
});

/** Internal (orders → shops): what a document needs of the shop that issues it. */
export const shopInvoicingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The shop's colour (#rrggbb) and logo URL, for the PDF. */
  color: z.string(),
  logo: z.string().nullable(),
  contactEmail: z.string().nullable(),
  hasTVA: z.boolean(),
  /** Fiscal year start (spec point 9): month 0-based, day of month. */
  logStartMonth: z.number().int(),
  logStartDay: z.number().int(),
  /** The published legal notice (seller identity); null until the owner fills it in. */
  legal: shopLegalDataSchema.nullable(),
  /** The shop's default bank (Paramètres › Ventes), printed on its invoices; null when none is given. */
  bank: bankDetailsOutputSchema.nullable(),
  billing: billingSettingsDataSchema,
});
export type ShopInvoicing = z.infer<typeof shopInvoicingSchema>;
