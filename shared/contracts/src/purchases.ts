import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { purchaseMessages, purchaseStatuses, purchaseVatRates, type PurchaseTotals } from './purchase-names';
import { movementSchema } from './stock';
import { crdMovementSchema } from './stock-crd';
import { ruleMessages as m } from './rules/messages';
import { rules } from './rules/rules';

/**
 * Suppliers and purchase orders (issue 19): dry goods, bottles, corks, wine in bulk are ordered from a supplier,
 * received all at once or in parts, and what is received of a catalogue format enters the stock ledger (reason
 * 'purchase'). Free-text lines (corks, capsules, labels…) are bought but not tracked in the ledger. Money is cents.
 */

export const purchaseStatusSchema = z.enum(purchaseStatuses);

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const optionalLine = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, purchaseMessages.tooLong(max)).nullable()).default(null);
const optionalOf = <T extends z.ZodTypeAny>(rule: T) => z.preprocess(blankToNull, rule.nullable()).default(null);
const vatNumber = z.string().transform((v) => v.replace(/[\s.-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, purchaseMessages.vatNumber));

/** What the producer types for a supplier (create and edit). */
export const supplierBodySchema = z.object({
  name: z.string({ error: m.needed }).trim().min(1, m.needed).max(120, purchaseMessages.tooLong(120)),
  contactName: optionalLine(120),
  email: optionalOf(rules.email),
  phone: optionalLine(30),
  address: optionalLine(300),
  /** 14 digits, spaces allowed. */
  siret: optionalOf(rules.siret),
  /** Intra-community VAT number (any EU country). */
  vatNumber: optionalOf(vatNumber),
  notes: optionalLine(2000),
  /** An archived supplier keeps its orders and takes no new one. */
  active: z.boolean().default(true),
});
export type SupplierBody = z.input<typeof supplierBodySchema>;
export type SupplierInput = z.output<typeof supplierBodySchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  /** 'true': active suppliers only (the purchase order's select). */
  active: z.enum(['true', 'false']).optional(),
});

const quantitySchema = z.number({ error: 'Indiquez une quantité' }).int('Une quantité entière').min(1, 'La quantité doit être d’au moins 1').max(1_000_000, 'Au plus 1 000 000 unités par ligne');

/** One line of a purchase order: a catalogue format (tracked in the ledger when received) or a described item. */
export const purchaseLineBodySchema = z.object({
  formatId: idSchema.nullable().default(null),
  /** CRD capsules bought for one of the shop's capsule lines (colour, CRD type, wine type, size): received, they enter its account. */
  crdCapsuleId: idSchema.nullable().default(null),
  /** A free-text item (dry goods…); ignored for a catalogue format, whose label comes from the catalogue. */
  description: optionalLine(200),
  quantity: quantitySchema,
  unitPriceCents: z.number({ error: purchaseMessages.unitPrice }).int(purchaseMessages.unitPrice).min(0, purchaseMessages.unitPrice).max(100_000_000, purchaseMessages.unitPrice),
  vatRate: z.enum(purchaseVatRates, { error: 'Choisissez un taux de TVA' }).default('20'),
}).superRefine((l, ctx) => {
  if (l.formatId === null && l.crdCapsuleId === null && l.description === null) ctx.addIssue({ code: 'custom', path: ['description'], message: purchaseMessages.lineItem });
  if (l.formatId !== null && l.crdCapsuleId !== null) ctx.addIssue({ code: 'custom', path: ['crdCapsuleId'], message: purchaseMessages.lineBoth });
});
export type PurchaseLineBody = z.input<typeof purchaseLineBodySchema>;

/** A purchase order as typed (create and edit while it is a draft: a draft's lines, nothing received yet, are replaced as typed). */
export const purchaseBodySchema = z.object({
  supplierId: idSchema,
  /** The day the goods are expected (YYYY-MM-DD). */
  expectedOn: z.preprocess(blankToNull, z.iso.date('Date attendue au format AAAA-MM-JJ').nullable()).default(null),
  notes: optionalLine(2000),
  lines: z.array(purchaseLineBodySchema).min(1, 'Ajoutez au moins une ligne').max(200, 'Au plus 200 lignes par commande'),
});
export type PurchaseBody = z.input<typeof purchaseBodySchema>;
export type PurchaseInput = z.output<typeof purchaseBodySchema>;

export const purchaseLineSchema = z.object({
  id: z.number().int(),
  formatId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  /** The capsule line whose CRD capsules this line buys; null for other lines. */
  crdCapsuleId: z.number().int().nullable(),
  /** The catalogue's label of the format when ordered, or the item described. */
  label: z.string(),
  quantity: z.number().int(),
  received: z.number().int(),
  unitPriceCents: z.number().int(),
  vatRate: z.enum(purchaseVatRates),
  totalExclCents: z.number().int(),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export const purchaseTotalsSchema = z.object({
  exclCents: z.number().int(),
  vatCents: z.number().int(),
  inclCents: z.number().int(),
  /** VAT per rate, as an invoice shows it. */
  byRate: z.array(z.object({ vatRate: z.string(), baseCents: z.number().int(), vatCents: z.number().int() })),
}) satisfies z.ZodType<PurchaseTotals>;

export const purchaseSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  reference: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  status: purchaseStatusSchema,
  expectedOn: z.string().nullable(),
  totalExclCents: z.number().int(),
  totalInclCents: z.number().int(),
  createdAt: z.string(),
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;

export const purchaseSchema = purchaseSummarySchema.extend({
  notes: z.string().nullable(),
  orderedAt: z.string().nullable(),
  lines: z.array(purchaseLineSchema),
  totals: purchaseTotalsSchema,
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  status: purchaseStatusSchema.optional(),
  supplierId: idSchema.optional(),
});

/** The moves a person makes; partiallyReceived and received follow receptions. */
export const purchaseStatusBodySchema = z.object({ status: z.enum(['ordered', 'cancelled']) });

/** What arrived: per line, a quantity (never more than ordered minus received), into one warehouse. */
export const purchaseReceptionBodySchema = z.object({
  warehouseId: idSchema,
  /**
   * The reception's own key, made once by the client (a retry after a lost answer sends the same): a key already
   * recorded for the order records nothing again and answers the order as it stands.
   */
  key: z.string().trim().min(8).max(80).nullable().default(null),
  lines: z.array(z.object({
    purchaseLineId: idSchema,
    quantity: quantitySchema,
    vintage: z.number().int().min(1900, 'Millésime entre 1900 et 2100').max(2100, 'Millésime entre 1900 et 2100').nullable().default(null),
    lot: z.string().trim().max(40, 'Le lot doit faire au maximum 40 caractères').nullable().default(null).transform((v) => (v === '' ? null : v)),
  })).min(1, 'Indiquez au moins une ligne reçue').max(200),
});
export type PurchaseReceptionBody = z.input<typeof purchaseReceptionBodySchema>;
export type PurchaseReceptionInput = z.output<typeof purchaseReceptionBodySchema>;

/** A reception's answer: the purchase order after it, and the ledger rows its catalogue lines wrote. */
export const purchaseReceptionResultSchema = z.object({
  purchase: purchaseSchema, movements: z.array(movementSchema),
  /** The CRD capsule entries of its capsule lines (one per capsule line). */
  crdMovements: z.array(crdMovementSchema),
  /** True when the key was already recorded: nothing was written this time. */
  replayed: z.boolean(),
});
export type PurchaseReceptionResult = z.infer<typeof purchaseReceptionResultSchema>;
