import { z } from 'zod';
import { extractIBAN, electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { idSchema, paginationQuerySchema } from './common';
import { recordedPaymentStatusSchema } from './payments-received';
import { sepaStatuses, type SepaStatus } from './payment-names';

/**
 * SEPA direct debit (issue 18; docs/decisions/sepa-direct-debit.md): the mandates a shop's clients sign, and the
 * debit batches handed to the bank as a pain.008.001.02 file.
 */
const day = z.string({ error: 'Indiquez une date.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.');

/** An IBAN typed with spaces or in lower case, in its electronic form (FR7630006000011234567890189). */
export const ibanElectronic = (value: string): string => electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase();
/** Whether an IBAN is valid (checksum and the country's format) and of a SEPA country. */
export function isSepaIban(value: string): boolean {
  const iban = ibanElectronic(value);
  return isValidIBAN(iban) && isSEPACountry(extractIBAN(iban).countryCode ?? '');
}

/** The characters a SEPA file accepts in a reference (the mandate's RUM, an end-to-end id). */
export const sepaReferencePattern = /^[A-Za-z0-9+?/:().,' -]{1,35}$/;

export const mandateStatuses = ['active', 'revoked'] as const;
export const mandateStatusSchema = z.enum(mandateStatuses);
export type MandateStatus = z.infer<typeof mandateStatusSchema>;

const mandateFields = {
  /** The unique mandate reference (RUM); generated when not given, editable until the mandate's first debit. */
  reference: z.string().trim().regex(sepaReferencePattern, 'La référence (RUM) fait 1 à 35 caractères : lettres sans accent, chiffres, espaces et + ? / : ( ) . , \' -').optional(),
  debtorName: z.string({ error: 'Indiquez le titulaire du compte.' }).trim().min(1, 'Indiquez le titulaire du compte.').max(70, 'Le titulaire fait au plus 70 caractères.'),
  iban: z.string({ error: 'Indiquez l’IBAN.' }).transform(ibanElectronic).refine(isSepaIban, 'Cet IBAN n’est pas valide (clé de contrôle ou pays hors zone SEPA).'),
  bic: z.string().trim().toUpperCase().refine((v) => v === '' || isValidBIC(v), 'Ce BIC n’est pas valide (8 ou 11 caractères).').transform((v) => v || null).nullish(),
  /** The day the client signed (YYYY-MM-DD); never after today (checked on the French calendar day by the server). */
  signedOn: day,
  /** Recurrent (RCUR after the first debit) or for one debit only (OOFF). */
  recurrent: z.boolean().default(true),
};

/** POST /v1/sepa/mandates: a client's mandate. The client is their account (buyerId) or the name they are invoiced under. */
export const mandateBodySchema = z.object({
  shopId: idSchema,
  clientName: z.string({ error: 'Choisissez le client.' }).trim().min(1, 'Choisissez le client.').max(200),
  buyerId: idSchema.nullish(),
  ...mandateFields,
});
export type MandateBody = z.input<typeof mandateBodySchema>;
export type MandateInput = z.output<typeof mandateBodySchema>;
/** PUT /v1/sepa/mandates/{id}: the mandate's details (the reference only before its first debit). */
export const mandateUpdateSchema = z.object(mandateFields);
export type MandateUpdate = z.output<typeof mandateUpdateSchema>;

export const mandateSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  reference: z.string(),
  clientName: z.string(),
  buyerId: z.number().int().nullable(),
  debtorName: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  signedOn: z.string(),
  recurrent: z.boolean(),
  status: mandateStatusSchema,
  /** Whether a debit was handed to the bank under it: its reference is fixed, the next debit is RCUR. */
  used: z.boolean(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Mandate = z.infer<typeof mandateSchema>;
export const mandateListQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional(), status: mandateStatusSchema.optional() });
export type MandateListQuery = z.infer<typeof mandateListQuerySchema>;

/**
 * The statuses of a debit batch (spec point 4): `pending` created, `processing` its file handed to the bank,
 * `completed` the bank collected it (one payment recorded per debit), `error` the bank refused the file
 * (nothing recorded; downloaded again, it goes back to the bank).
 */
export const sepaStatusSchema = z.enum(sepaStatuses);
/** Moves a producer may ask (PUT /v1/sepa/batches/{id}/status); pending → processing is the file's download. */
export const sepaTransitions: Record<SepaStatus, readonly SepaStatus[]> = {
  pending: ['processing'],
  processing: ['completed', 'error'],
  completed: [],
  error: ['processing'],
};
export const sequenceTypes = ['FRST', 'RCUR', 'OOFF'] as const;
export type SequenceType = (typeof sequenceTypes)[number];

export const sepaDebitSchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  mandateId: z.number().int(),
  mandateReference: z.string(),
  clientName: z.string(),
  amountCents: z.number().int(),
  endToEndId: z.string(),
  sequenceType: z.enum(sequenceTypes),
  /** The payment recorded when the batch completed, and its status (missing: returned by the bank later). */
  paymentId: z.number().int().nullable(),
  paymentStatus: recordedPaymentStatusSchema.nullable(),
});
export type SepaDebit = z.infer<typeof sepaDebitSchema>;
export const sepaBatchSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  reference: z.string(),
  collectionDate: z.string(),
  status: sepaStatusSchema,
  totalCents: z.number().int(),
  createdAt: z.string(),
  debits: z.array(sepaDebitSchema),
});
export type SepaBatch = z.infer<typeof sepaBatchSchema>;
export const sepaBatchListQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional(), status: sepaStatusSchema.optional() });
export type SepaBatchListQuery = z.infer<typeof sepaBatchListQuerySchema>;

/** POST /v1/sepa/batches: the collection date and the open invoices chosen (one debit each, for what is left). */
export const sepaBatchBodySchema = z.object({
  shopId: idSchema,
  collectionDate: day,
  invoiceIds: z.array(idSchema).min(1, 'Choisissez au moins une facture à prélever.').max(500, 'Un lot compte au plus 500 prélèvements.'),
}).refine((b) => new Set(b.invoiceIds).size === b.invoiceIds.length, { message: 'Chaque facture ne peut apparaître qu’une fois.', path: ['invoiceIds'] });
export type SepaBatchInput = z.output<typeof sepaBatchBodySchema>;
/** PUT /v1/sepa/batches/{id}/status: the bank's answer. */
export const sepaBatchStatusBodySchema = z.object({ status: z.enum(['completed', 'error']) });

/** An open invoice a batch may debit: its client has an active mandate and no other batch holds it. */
export const debitableInvoiceSchema = z.object({
  invoiceId: z.number().int(),
  number: z.string(),
  clientName: z.string(),
  dueDate: z.string(),
  leftCents: z.number().int(),
  mandateId: z.number().int(),
  mandateReference: z.string(),
  sequenceType: z.enum(sequenceTypes),
});
export type DebitableInvoice = z.infer<typeof debitableInvoiceSchema>;
export const debitableQuerySchema = z.object({ shopId: idSchema.optional() });
export const debitableAnswerSchema = z.object({ earliestCollectionDate: z.string(), items: z.array(debitableInvoiceSchema) });
export type DebitableAnswer = z.infer<typeof debitableAnswerSchema>;

export const sepaMessages = {
  signedInFuture: 'La date de signature ne peut pas être dans le futur.',
  referenceTaken: 'Cette référence de mandat (RUM) est déjà utilisée dans votre boutique.',
  referenceFixed: 'Ce mandat a déjà servi à un prélèvement : sa référence (RUM) ne peut plus changer.',
  revoked: 'Ce mandat est révoqué.',
  collectionTooSoon: (earliest: string) => `La date de prélèvement doit être au plus tôt le ${earliest} (jour ouvré suivant).`,
  notDebitable: (number: string) => `La facture ${number} ne peut pas être prélevée : plus rien à payer, pas de mandat actif pour son client, ou déjà dans un lot.`,
  oneOff: (reference: string) => `Le mandat ${reference} est ponctuel : il ne permet qu’un seul prélèvement.`,
  notAllowed: (from: string, to: string) => `Un lot « ${from} » ne peut pas passer à « ${to} ».`,
  creditorMissing: 'Renseignez votre identifiant créancier SEPA (Paramètres › Facturation) et vos coordonnées bancaires (Paramètres › Ventes) avant de télécharger le fichier.',
  notCollectable: (number: string) => `La facture ${number} a été payée autrement entre-temps : le lot ne peut pas être enregistré tel quel.`,
  notDeletable: 'Ce lot est entre les mains de la banque ou déjà prélevé : il ne peut plus être supprimé. Attendez sa réponse, puis marquez-le prélevé ou refusé.',
} as const;

