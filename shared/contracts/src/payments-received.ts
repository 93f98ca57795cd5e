import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { creditStatusSchema } from './invoices';
import { recordedPaymentStatuses, refundTypes, reminderLevels } from './payment-names';
import { paymentTypeSchema } from './shop-sales';

const day = z.string({ error: 'Indiquez une date.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.');

export const recordedPaymentStatusSchema = z.enum(recordedPaymentStatuses);
export type RecordedPaymentStatus = z.infer<typeof recordedPaymentStatusSchema>;

export const paymentAllocationSchema = z.object({
  invoiceId: idSchema,
  amountCents: z.number({ error: 'Indiquez un montant.' }).int('Le montant doit être en centimes entiers.').positive('Le montant affecté doit être positif.'),
});

/** POST /v1/payments: a payment received, allocated to one or several of the client's invoices (partly allowed). */
export const recordPaymentBodySchema = z.object({
  shopId: idSchema,
  type: paymentTypeSchema,
  status: z.enum(['scheduled', 'pending', 'paid']).default('paid'),
  amountCents: z.number({ error: 'Indiquez le montant reçu.' }).int('Le montant doit être en centimes entiers.').positive('Le montant reçu doit être positif.').max(100_000_000, 'Montant trop élevé.'),
  receivedOn: day,
  reference: z.string().trim().max(80, 'La référence fait au plus 80 caractères.').optional(),
  bank: z.string().trim().max(80, 'La banque fait au plus 80 caractères.').optional(),
  note: z.string().trim().max(500, 'La note fait au plus 500 caractères.').optional(),
  allocations: z.array(paymentAllocationSchema).min(1, 'Affectez le paiement à au moins une facture.').max(100),
  /** A payment by a credit note (type creditNote): the credit note whose credit pays the invoices. */
  creditNoteId: idSchema.optional(),
}).refine((b) => new Set(b.allocations.map((a) => a.invoiceId)).size === b.allocations.length, { message: 'Chaque facture ne peut apparaître qu’une fois.', path: ['allocations'] })
  .refine((b) => b.allocations.reduce((n, a) => n + a.amountCents, 0) <= b.amountCents, { message: 'Les montants affectés dépassent le montant reçu.', path: ['allocations'] })
  .refine((b) => (b.type === 'creditNote') === (b.creditNoteId !== undefined), { message: 'Un règlement par avoir nomme l’avoir utilisé, et seul lui.', path: ['creditNoteId'] })
  .refine((b) => b.type !== 'creditNote' || b.allocations.reduce((n, a) => n + a.amountCents, 0) === b.amountCents, { message: 'Un avoir utilisé est affecté en entier aux factures qu’il règle.', path: ['allocations'] });
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

/**
 * POST /v1/payments/{id}/allocations: what was received beyond its invoices (an overpayment) pays the client's
 * later invoices; never more than is left of it, only the same client's invoices.
 */
export const paymentAllocationsBodySchema = z.object({
  allocations: z.array(paymentAllocationSchema).min(1, 'Affectez le reste à au moins une facture.').max(100),
}).refine((b) => new Set(b.allocations.map((a) => a.invoiceId)).size === b.allocations.length, { message: 'Chaque facture ne peut apparaître qu’une fois.', path: ['allocations'] });
export type PaymentAllocationsBody = z.infer<typeof paymentAllocationsBodySchema>;
export type RecordPaymentInput = z.output<typeof recordPaymentBodySchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  type: paymentTypeSchema,
  status: recordedPaymentStatusSchema,
  /** Negative for money paid back to the client (a credit note refunded). */
  amountCents: z.number().int(),
  /** What its allocations take; the rest is not allocated (docs/decisions/payments.md). */
  allocatedCents: z.number().int(),
  receivedOn: z.string(),
  reference: z.string().nullable(),
  bank: z.string().nullable(),
  note: z.string().nullable(),
  clientName: z.string(),
  /** The client's Vendange account, when they have one (the client is their name otherwise). */
  buyerId: z.number().int().nullable(),
  createdAt: z.string(),
  /** A payment by a credit note: the credit note used. A refund of a credit note (a negative amount): the one paid back. */
  creditNote: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  allocations: z.array(z.object({ invoiceId: z.number().int(), number: z.string(), amountCents: z.number().int() })),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  status: recordedPaymentStatusSchema.optional(),
  type: paymentTypeSchema.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** PUT /v1/payments/{id}/status. */
export const paymentStatusBodySchema = z.object({ status: recordedPaymentStatusSchema });

export const reminderLevelSchema = z.enum(reminderLevels);
export type ReminderLevel = z.infer<typeof reminderLevelSchema>;
export const sentReminderSchema = z.object({ level: reminderLevelSchema, sentAt: z.string(), sentTo: z.string().nullable() });

/** An invoice (or deposit invoice) with something left to pay. */
export const openInvoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'deposit']),
  number: z.string(),
  issuedAt: z.string(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  totalTtcCents: z.number().int(),
  /** Credit notes on it, incl. VAT. */
  creditedCents: z.number().int(),
  paidCents: z.number().int(),
  leftCents: z.number().int(),
  /** Days past its due date on the day asked (0 when not yet due). */
  daysLate: z.number().int(),
  /** The reminders sent, in order. */
  reminders: z.array(sentReminderSchema),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** What is owed, by age of the due date: not yet due, 1–30, 31–60, over 60 days late. */
export const ageBucketsSchema = z.object({
  notDueCents: z.number().int(),
  days1to30Cents: z.number().int(),
  days31to60Cents: z.number().int(),
  over60Cents: z.number().int(),
  totalCents: z.number().int(),
});
export type AgeBuckets = z.infer<typeof ageBucketsSchema>;

/** A client owing something: the buyer's account, or the name invoiced (a client entered by the producer). */
export const outstandingClientSchema = z.object({
  /** Stable key of the client in this list: `buyer:{id}` or `name:{name}`. */
  key: z.string(),
  clientName: z.string(),
  buyerId: z.number().int().nullable(),
  buckets: ageBucketsSchema,
  invoices: z.array(openInvoiceSchema),
});
export type OutstandingClient = z.infer<typeof outstandingClientSchema>;

export const outstandingsQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  /** Only clients with something late. */
  late: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type OutstandingsQuery = z.infer<typeof outstandingsQuerySchema>;

/** GET /v1/outstandings: the shop's totals by age, and its clients owing something, the most late first. */
export const outstandingsSchema = z.object({
  /** The French calendar day ages are counted on (YYYY-MM-DD). */
  asOf: z.string(),
  buckets: ageBucketsSchema,
  items: z.array(outstandingClientSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type Outstandings = z.infer<typeof outstandingsSchema>;

export const paymentMessages = {
  notOpen: (number: string) => `La facture ${number} n’a plus rien à payer, ou elle n’est pas de cette boutique.`,
  tooMuch: (number: string, left: string) => `Il ne reste que ${left} à payer sur la facture ${number}.`,
  oneClient: 'Un paiement règle les factures d’un seul client : choisissez des factures du même client.',
  notAllowed: (from: string, to: string) => `Un paiement « ${from} » ne peut pas passer à « ${to} ».`,
  notOwed: 'Cette facture n’a plus rien à payer : il n’y a pas de relance à envoyer.',
  allReminded: 'La mise en demeure est déjà partie : il n’y a plus de relance à envoyer pour cette facture.',
  creditShort: (number: string, left: string) => `Il ne reste que ${left} de crédit sur l’avoir ${number}.`,
  notACredit: 'Cet avoir n’existe pas dans cette boutique : choisissez un avoir de la liste des crédits.',
  noEmail: 'Cette facture ne porte pas d’adresse e-mail du client : relancez-le par courrier ou par téléphone.',
  restShort: (left: string) => `Il ne reste que ${left} à affecter sur ce paiement.`,
  notAllocatable: 'Seul un paiement reçu, remis en banque ou à échéance peut encore régler des factures (pas un règlement par avoir).',
  otherClient: 'Ce paiement vient d’un autre client : choisissez des factures de ce client-là.',
  nothingToRefund: (number: string) => `Il ne reste rien à rembourser sur l’avoir ${number}.`,
  refundShort: (number: string, left: string) => `Il ne reste que ${left} à rembourser sur l’avoir ${number}.`,
} as const;

/**
 * A credit note as a credit the client holds (docs/decisions/payments.md): what is left of it once its own
 * invoice is settled, usable on the client's later invoices. `full`: all of it, `partial`: some used,
 * `empty`: used up (or it only reduced an invoice not yet paid), `cancelled`: nothing left and the end of it paid back
 * to the client (POST /v1/payments/credits/{id}/refund).
 */
export const clientCreditSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedAt: z.string(),
  clientName: z.string(),
  buyerId: z.number().int().nullable(),
  totalTtcCents: z.number().int(),
  sourceInvoiceId: z.number().int(),
  sourceNumber: z.string(),
  availableCents: z.number().int(),
  status: creditStatusSchema,
});
export type ClientCredit = z.infer<typeof clientCreditSchema>;
export const clientCreditQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  status: creditStatusSchema.optional(),
});
export type ClientCreditQuery = z.infer<typeof clientCreditQuerySchema>;


/**
 * POST /v1/payments/credits/{id}/refund: what is left of a credit note paid back to the client (a transfer, a cheque,
 * cash…). Recorded as a payment of a negative amount naming the credit note: the books credit the bank, debit the client.
 */
export const creditRefundBodySchema = z.object({
  type: z.enum(refundTypes, { error: 'Choisissez comment le client est remboursé : virement, chèque, espèces, carte ou autre.' }),
  amountCents: z.number({ error: 'Indiquez le montant remboursé.' }).int('Le montant doit être en centimes entiers.').positive('Le montant remboursé doit être positif.').max(100_000_000, 'Montant trop élevé.'),
  refundedOn: day,
  reference: z.string().trim().max(80, 'La référence fait au plus 80 caractères.').optional(),
  note: z.string().trim().max(500, 'La note fait au plus 500 caractères.').optional(),
});
export type CreditRefundBody = z.infer<typeof creditRefundBodySchema>;

/** GET /v1/accounting/fec: the period asked, French calendar days. */
const periodQuery = z.object({ shopId: idSchema.optional(), from: day, to: day });
const inOrder = (q: { from: string; to: string }) => q.from <= q.to;
const inOrderMessage = { message: 'La fin de la période doit suivre son début.', path: ['to'] };
export const fecQuerySchema = periodQuery.refine(inOrder, inOrderMessage);
export type FecQuery = z.infer<typeof fecQuerySchema>;
/** GET /v1/accounting/journal: one journal of the period as CSV (VE sales, BQ bank, CA cash). */
export const journalQuerySchema = periodQuery.extend({ journal: z.enum(['VE', 'BQ', 'CA'], { error: 'Journal VE, BQ ou CA.' }) }).refine(inOrder, inOrderMessage);

/** POST /v1/invoices/{id}/reminders: the level just sent. */
export const sentReminderAnswerSchema = z.object({ level: reminderLevelSchema });
