import { z } from 'zod';
import { idSchema, pageOf, paginationQuerySchema } from './common';
import { ruleMessages as m } from './rules/messages';
import { phoneRules } from './rules/phone-rules';
import { optionalRule, rules } from './rules/rules';
import { normalizeMobile } from './rules/telephone';
import { fillSiret } from './rules/text-helpers';
import { addressOutputSchema, addressSchema } from './shop-sales';
import { clientSorts } from './crm-client-sorts';
import { clientCivilities, clientPipes, clientSources, crmClientMessages, isSiretValid, isVatNumber, normalizeVatNumber } from './crm-client-names';

/**
 * CRM clients (issue 20; docs/decisions/crm-clients.md): a shop's clients and prospects, private or professional,
 * with contacts, addresses, tags, notes and a timeline. Staff read with seeAllClient and write with createClient.
 * Their names, lists and paths are in crm-client-names.ts, without zod.
 */
export const clientPipeSchema = z.enum(clientPipes, { error: 'Choisissez client ou prospect.' });
export type ClientPipe = z.infer<typeof clientPipeSchema>;
export const clientCivilitySchema = z.enum(clientCivilities, { error: 'Choisissez une civilité de la liste.' });

const optionalText = (max: number) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v ?? null), z.string().trim().max(max, `Doit faire au maximum ${max} caractères`).nullable());
const tagSchema = z.string().trim().min(1, m.needed).max(30, crmClientMessages.tag).regex(/^[^,;]+$/, crmClientMessages.tag);

export const clientContactBodySchema = z.object({
  civility: clientCivilitySchema.nullable().default(null),
  firstname: optionalText(50),
  lastname: rules.needed.pipe(z.string().max(50, m.counter)),
  role: optionalText(60),
  email: optionalRule(rules.email).transform((v) => v ?? null),
  phone: optionalRule(phoneRules.telephone).transform((v) => (v ? normalizeMobile(v) ?? v : null)),
});
export type ClientContactBody = z.infer<typeof clientContactBodySchema>;

/**
 * POST /v1/clients and PUT /v1/clients/{id}. A private client needs a last name; a professional one a business
 * name. SIRET (spaces removed, key checked) fills siren and nic; siren + nic fill the SIRET (spec point 5).
 */
export const clientBodySchema = z.object({
  shopId: idSchema.optional(),
  isPro: z.boolean().default(false),
  pipe: clientPipeSchema.default('client'),
  civility: clientCivilitySchema.nullable().default(null),
  firstname: optionalText(50),
  lastname: optionalText(50),
  businessName: optionalText(120),
  siret: optionalText(20),
  siren: optionalText(11),
  nic: optionalText(7),
  vatNumber: optionalText(20),
  email: optionalRule(rules.email).transform((v) => v ?? null),
  phone: optionalRule(phoneRules.telephone).transform((v) => (v ? normalizeMobile(v) ?? v : null)),
  typology: optionalText(60),
  tags: z.array(tagSchema).max(20, crmClientMessages.tooManyTags).default([]),
  marketingConsent: z.boolean().default(false),
  deliveryAddress: addressSchema.nullable().default(null),
  billingAddress: addressSchema.nullable().default(null),
  /** On creation only: the people of a business entered with it. */
  contacts: z.array(clientContactBodySchema).max(20).default([]),
}).superRefine((b, ctx) => {
  if (b.isPro && !b.businessName) ctx.addIssue({ code: 'custom', path: ['businessName'], message: crmClientMessages.businessNeeded });
  if (!b.isPro && !b.lastname) ctx.addIssue({ code: 'custom', path: ['lastname'], message: crmClientMessages.lastnameNeeded });
  const s = fillSiret({ siret: b.siret ?? '', siren: b.siren ?? '', nic: b.nic ?? '' });
  if (s.siret !== '' || s.siren !== '' || s.nic !== '') {
    if (!/^\d{14}$/.test(s.siret)) ctx.addIssue({ code: 'custom', path: ['siret'], message: m.siret });
    else if (!isSiretValid(s.siret)) ctx.addIssue({ code: 'custom', path: ['siret'], message: crmClientMessages.siretLuhn });
  }
  if (b.vatNumber && !isVatNumber(b.vatNumber)) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: crmClientMessages.vat });
}).transform((b) => {
  const s = fillSiret({ siret: b.siret ?? '', siren: b.siren ?? '', nic: b.nic ?? '' });
  return {
    ...b, siret: s.siret || null, siren: s.siren || null, nic: s.nic || null,
    vatNumber: b.vatNumber ? normalizeVatNumber(b.vatNumber) : null,
    tags: [...new Set(b.tags)],
  };
});
export type ClientBodyInput = z.input<typeof clientBodySchema>;
export type ClientBody = z.output<typeof clientBodySchema>;

export const clientContactSchema = z.object({
  id: z.number().int(), civility: z.string().nullable(), firstname: z.string().nullable(), lastname: z.string(),
  role: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;

export const crmClientSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  /** What lists show: the business name, else first and last names. */
  name: z.string(),
  isPro: z.boolean(),
  pipe: clientPipeSchema,
  source: z.enum(clientSources),
  userId: z.number().int().nullable(),
  civility: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  businessName: z.string().nullable(),
  siret: z.string().nullable(),
  siren: z.string().nullable(),
  nic: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  typology: z.string().nullable(),
  city: z.string().nullable(),
  department: z.string().nullable(),
  tags: z.array(z.string()),
  marketingConsent: z.boolean(),
  marketingConsentAt: z.string().nullable(),
  deliveryAddress: addressOutputSchema.nullable(),
  billingAddress: addressOutputSchema.nullable(),
  mergedIntoId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CrmClient = z.infer<typeof crmClientSchema>;

export const crmClientDetailSchema = crmClientSchema.extend({ contacts: z.array(clientContactSchema) });
export type CrmClientDetail = z.infer<typeof crmClientDetailSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /v1/clients (and /v1/clients/export.csv): search, filters and sort, all kept in the screen's URL. */
export const clientListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  isPro: flag.optional(),
  pipe: clientPipeSchema.optional(),
  typology: z.string().trim().max(60).optional(),
  tag: z.string().trim().max(30).optional(),
  consent: flag.optional(),
  sort: z.enum(clientSorts).default('name'),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;
export const clientPageSchema = pageOf(crmClientSchema);

export const clientNoteBodySchema = z.object({
  shopId: idSchema.optional(),
  body: z.string().trim().min(1, crmClientMessages.noteEmpty).max(5000, 'Une note fait au plus 5000 caractères.'),
  /** A key the sender generates (tour mode's offline queue): the same note sent twice is written once. */
  key: z.string().uuid('La clé d’envoi doit être un UUID.').optional(),
});

export const clientTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['created', 'note', 'updated', 'merged', 'imported', 'order', 'quote', 'invoice', 'creditNote', 'sample']),
  /** A note's text, the document's reference, or what happened (merged, first order…). */
  body: z.string().nullable(),
  author: z.string().nullable(),
  /** The document's id (orders, quotes, invoices, samples) for its link. */
  documentId: z.number().int().nullable(),
});
export type ClientTimelineEntry = z.infer<typeof clientTimelineEntrySchema>;

/** The client's documents, from the orders service (web orders by the buyer's account, staff sales by client id). */
export const clientDocumentsSchema = z.object({
  orders: z.array(z.object({ id: z.number().int(), reference: z.string(), status: z.string(), totalTtcCents: z.number().int(), createdAt: z.string(), channel: z.string() })),
  quotes: z.array(z.object({ id: z.number().int(), reference: z.string(), status: z.string(), totalTtcCents: z.number().int(), createdAt: z.string() })),
  invoices: z.array(z.object({ id: z.number().int(), number: z.string(), kind: z.string(), totalTtcCents: z.number().int(), paidCents: z.number().int(), dueCents: z.number().int(), issuedAt: z.string(), dueDate: z.string() })),
  samples: z.array(z.object({ id: z.number().int(), status: z.string(), createdAt: z.string() })),
  /** What the client still owes on issued invoices, credit notes deducted (cents incl. VAT). */
  balanceDueCents: z.number().int(),
});
export type ClientDocuments = z.infer<typeof clientDocumentsSchema>;

export const clientFileSchema = z.object({
  client: crmClientDetailSchema,
  documents: clientDocumentsSchema.nullable(),
  /** Why the documents could not be read (the orders service did not answer): the rest of the page still shows. */
  documentsError: z.string().nullable(),
  timeline: z.array(clientTimelineEntrySchema),
});
export type ClientFile = z.infer<typeof clientFileSchema>;

export const clientMergeBodySchema = z.object({ shopId: idSchema.optional(), keepId: idSchema, mergeId: idSchema });
export const clientMergeResultSchema = z.object({ keptId: z.number().int(), mergedId: z.number().int(), alreadyMerged: z.boolean() });

/** POST /v1/internal/crm/clients/buyer: a buyer who ordered from or linked a shop becomes its client (once). */
export const buyerClientBodySchema = z.object({
  shopId: idSchema, userId: idSchema, source: z.enum(['order', 'link']),
  firstname: z.string().nullable(), lastname: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(),
  isPro: z.boolean().default(false), businessName: z.string().nullable().default(null),
  deliveryAddress: addressOutputSchema.nullable().default(null), billingAddress: addressOutputSchema.nullable().default(null),
});
export type BuyerClientBody = z.input<typeof buyerClientBodySchema>;
export type BuyerClient = z.output<typeof buyerClientBodySchema>;

/** POST /v1/internal/orders/clients/repoint: after a merge, the merged client's documents point to the kept one. */
export const clientRepointBodySchema = z.object({ shopId: idSchema, fromClientId: idSchema, toClientId: idSchema, toClientName: z.string(), fromUserId: idSchema.nullable(), toUserId: idSchema.nullable() });
export type ClientRepointBody = z.infer<typeof clientRepointBodySchema>;

/** CSV import of clients: the columns read (headers matched without case or accents) and the preview. */
export const clientImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(['pending', 'processing', 'completed', 'reverted', 'error']),
  totalLines: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), column: z.string().nullable(), message: z.string() })),
  duplicates: z.array(z.object({ line: z.number().int(), clientId: z.number().int().nullable(), otherLine: z.number().int().nullable(), reason: z.string() })),
  /** The lines to create, as read (name, e-mail, SIRET) for the preview. */
  preview: z.array(z.object({ line: z.number().int(), name: z.string(), email: z.string().nullable(), siret: z.string().nullable(), duplicate: z.boolean() })),
  createdCount: z.number().int(),
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientImport = z.infer<typeof clientImportSchema>;
export const clientImportBodySchema = z.object({ shopId: idSchema.optional(), fileName: z.string().trim().min(1).max(200), content: z.string().max(2_000_000, 'Le fichier dépasse 2 Mo : découpez-le en plusieurs fichiers.') });
export const clientImportConfirmSchema = z.object({ shopId: idSchema.optional() });
/** Service-to-service (crm → orders) before undoing an import: which of these clients have a sales document. */
export const clientsWithDocumentsBodySchema = z.object({ shopId: idSchema, clients: z.array(z.object({ clientId: idSchema, userId: idSchema.nullable() })).max(5000) });
export const clientsWithDocumentsSchema = z.object({ clientIds: z.array(z.number().int()) });

export const clientTypologiesSchema = z.object({ keys: z.array(z.string()) });

export type ClientListPage = z.infer<typeof clientPageSchema>;
export const clientFileQuerySchema = z.object({ shopId: idSchema.optional() });
export const clientImportListSchema = z.object({ items: z.array(clientImportSchema) });
export const clientDocumentsQuerySchema = z.object({ clientId: idSchema, userId: idSchema.optional() });
