import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { INT4_MAX } from './input-rules';
import { ruleMessages as m } from './rules/messages';
import { isPostalCode } from './rules/checks';
import { rules } from './rules/rules';
import { crdMessages } from './stock-crd-names';
import {
  allocationStatuses, ANY_EXCISE_NUMBER, ARC, documentExitReasons, entryReasons, EXCISE_NUMBER, exitDocumentTypes, exitReasons, movementKinds, movementReasons, warehouseRegimes,
} from './stock-names';

/**
 * The stock ledger (issue 19, docs/decisions/stock-ledger.md): warehouses, the movements that are the
 * only way a quantity changes, and the stock each one leaves per warehouse, format, vintage and lot.
 */

export const warehouseRegimeSchema = z.enum(warehouseRegimes);

export const stockMessages = {
  exciseNumber: "Le numéro d'accise doit commencer par FR suivi de 11 chiffres ou lettres (ex. FR012345E6789).",
  exciseNeeded: "Un entrepôt sous douane doit avoir le numéro d'accise de l'entrepositaire agréé.",
  warehouseName: 'Un autre entrepôt porte déjà ce nom : choisissez-en un autre.',
  warehouseUnknown: "Cet entrepôt n'existe pas ou n'est pas le vôtre.",
  warehouseInactive: 'Cet entrepôt est archivé : réactivez-le avant d’y enregistrer un mouvement.',
  sameWarehouse: "Choisissez un entrepôt d'arrivée différent de l'entrepôt de départ.",
  formatUnknown: "Ce conditionnement n'existe pas dans votre catalogue : choisissez un produit et un format de la liste.",
  negative: (label: string, left: number) => `Stock insuffisant pour « ${label} » dans cet entrepôt : il en reste ${left}. Enregistrez d'abord l'entrée, ou autorisez le stock négatif sur l'entrepôt.`,
  noteNeeded: "Indiquez la raison de l'ajustement d'inventaire.",
  regimeLocked: "Cet entrepôt a déjà des mouvements : son régime ne change plus (la DRM en dépend). Créez un autre entrepôt pour l'autre régime.",
  nothingToAdjust: "Le stock compté est égal au stock enregistré : il n'y a rien à ajuster.",
} as const;

const warehouseAddressSchema = z.object({
  street: rules.needed.pipe(z.string().max(120, 'Doit faire au maximum 120 caractères')),
  zipcode: rules.needed.pipe(z.string().max(12, "Le code postal n'est pas correct")),
  city: rules.needed.pipe(z.string().max(80, 'Doit faire au maximum 80 caractères')),
  country: rules.country,
}).superRefine((a, ctx) => {
  if (!isPostalCode(a.zipcode, a.country)) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: m.postal });
});

/** What the producer types for a warehouse (create and edit). */
export const warehouseBodySchema = z.object({
  name: rules.needed.pipe(z.string().max(80, 'Doit faire au maximum 80 caractères')),
  regime: warehouseRegimeSchema,
  exciseNumber: z.string().trim().toUpperCase().transform((v) => v.replace(/\s+/g, '')).nullable().default(null)
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || EXCISE_NUMBER.test(v), stockMessages.exciseNumber),
  address: warehouseAddressSchema.nullable().default(null),
  /** Its stock is what the shop sells online: its movements move the figure the storefront and checkout use. */
  sellsOnline: z.boolean().default(true),
  /** Exits may take its stock below zero (a depot at a fair, counted later). */
  allowNegative: z.boolean().default(false),
  /** An archived warehouse keeps its history and takes no new movement. */
  active: z.boolean().default(true),
}).superRefine((w, ctx) => {
  if (w.regime === 'suspended' && w.exciseNumber === null) ctx.addIssue({ code: 'custom', path: ['exciseNumber'], message: stockMessages.exciseNeeded });
});
export type WarehouseBody = z.input<typeof warehouseBodySchema>;

export const warehouseSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  regime: warehouseRegimeSchema,
  exciseNumber: z.string().nullable(),
  address: z.object({ street: z.string(), zipcode: z.string(), city: z.string(), country: z.string() }).nullable(),
  sellsOnline: z.boolean(),
  allowNegative: z.boolean(),
  active: z.boolean(),
  /** Units in it now, all formats together. */
  units: z.number().int(),
  createdAt: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const movementReasonSchema = z.enum(movementReasons);

const vintageSchema = z.number().int().min(1900, 'Millésime entre 1900 et 2100').max(2100, 'Millésime entre 1900 et 2100').nullable().default(null);
const lotSchema = z.string().trim().max(40, 'Le lot doit faire au maximum 40 caractères').nullable().default(null).transform((v) => (v === '' ? null : v));
const itemOf = { formatId: idSchema, vintage: vintageSchema, lot: lotSchema };
const quantitySchema = z.number().int('Une quantité entière, en unités du format').min(1, 'La quantité doit être d’au moins 1').max(1_000_000, 'Au plus 1 000 000 unités par ligne');
const linesOf = <T extends z.ZodTypeAny>(line: T) => z.array(line).min(1, 'Ajoutez au moins une ligne').max(200, 'Au plus 200 lignes par mouvement');
const noteSchema = z.string().trim().max(500, 'La note doit faire au maximum 500 caractères').nullable().default(null).transform((v) => (v === '' ? null : v));

export const exitDocumentMessages = {
  number: 'Indiquez le numéro du document d’accompagnement.',
  arc: 'Le numéro d’un DAE est son ARC de 21 caractères (ex. 26FR0A1B2C3D4E5F6G7H8).',
  recipient: "Le numéro d'accise du destinataire commence par le code du pays suivi de 5 à 16 chiffres ou lettres (ex. BE0123456789).",
  destination: 'Le pays de destination est un code ISO de deux lettres (ex. BE pour la Belgique, JP pour le Japon).',
  destinationReason: 'Un pays de destination ne se donne qu’à une vente ou un échantillon.',
  duplicate: (type: string, number: string) => `Le ${type} n° ${number} est déjà inscrit sur un autre mouvement : vérifiez le numéro.`,
  unknown: "Ce document d'accompagnement n'existe pas ou n'est pas le vôtre.",
  notDae: 'Seul un DAE s’apure : le destinataire en confirme la réception dans GAMMA.',
} as const;

const spaced = (v: string) => v.trim().toUpperCase().replace(/\s+/g, '');

/** The document an exit carries, as the producer types it. */
export const exitDocumentBodySchema = z.object({
  type: z.enum(exitDocumentTypes),
  number: z.string().transform(spaced).pipe(z.string().min(1, exitDocumentMessages.number).max(40, 'Le numéro doit faire au maximum 40 caractères')),
  /** The recipient's excise number (a DAE's consignee), listed with a DAE not yet discharged. */
  recipientExciseNumber: z.string().transform(spaced).nullable().default(null).transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || ANY_EXCISE_NUMBER.test(v), exitDocumentMessages.recipient),
}).superRefine((d, ctx) => {
  if (d.type === 'DAE' && d.number !== '' && !ARC.test(d.number)) ctx.addIssue({ code: 'custom', path: ['number'], message: exitDocumentMessages.arc });
});
export type ExitDocumentBody = z.input<typeof exitDocumentBodySchema>;

/** One movement as the producer records it; each line becomes a ledger row (two for a transfer). */
export const movementBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('entry'), reason: z.enum(entryReasons), warehouseId: idSchema, lines: linesOf(z.object({ ...itemOf, quantity: quantitySchema })), note: noteSchema,
    /** A bottling capped with CRD: the capsule line whose capsules it used, one per bottle (written in the same transaction). */
    crdCapsuleId: idSchema.nullable().default(null),
  }).refine((e) => e.crdCapsuleId === null || e.reason === 'bottling', { path: ['crdCapsuleId'], message: crdMessages.bottlingOnly }),
  z.object({
    kind: z.literal('exit'), reason: z.enum(exitReasons), warehouseId: idSchema, lines: linesOf(z.object({ ...itemOf, quantity: quantitySchema })), note: noteSchema,
    /** Where a sale or sample goes (ISO 3166 alpha-2): beyond France and Monaco, an EU dispatch or an export on the DRM. */
    destination: z.string().transform(spaced).nullable().default(null).transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || /^[A-Z]{2}$/.test(v), exitDocumentMessages.destination),
    /** The accompanying document (DAE, DSA…) the goods leave under: listed in the DRM's annex. */
    accompanying: exitDocumentBodySchema.nullable().default(null),
  }).refine((e) => e.destination === null || (documentExitReasons as readonly string[]).includes(e.reason), { path: ['destination'], message: exitDocumentMessages.destinationReason }),
  z.object({
    kind: z.literal('transfer'), warehouseId: idSchema, toWarehouseId: idSchema, lines: linesOf(z.object({ ...itemOf, quantity: quantitySchema })), note: noteSchema,
  }).refine((t) => t.toWarehouseId !== t.warehouseId, { path: ['toWarehouseId'], message: stockMessages.sameWarehouse }),
  /** An inventory: the quantity counted per line; the ledger writes the difference with the stock recorded. */
  z.object({
    kind: z.literal('inventory'), warehouseId: idSchema,
    lines: linesOf(z.object({ ...itemOf, counted: z.number().int('Un nombre entier').min(0, 'Le stock compté ne peut pas être négatif').max(1_000_000) })),
    note: z.string().trim().min(1, stockMessages.noteNeeded).max(500, 'La note doit faire au maximum 500 caractères'),
  }),
]);
export type MovementBody = z.input<typeof movementBodySchema>;
export type MovementInput = z.output<typeof movementBodySchema>;

/** The document a movement comes from (an order's shipment, a purchase reception…); null when typed by hand. */
export const movementDocumentSchema = z.object({
  type: z.string(), id: z.number().int(), ref: z.string(),
  /** The order the document belongs to (a shipment's; a till ticket's id is its order's), for a link to its page. */
  orderId: z.number().int().nullable().optional(),
}).nullable();

/** One row of the ledger: never edited, a correction is a new row. */
export const movementSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  /** Rows written together (the lines of one movement, both sides of a transfer) share it. */
  batchId: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  kind: z.enum(movementKinds),
  reason: movementReasonSchema,
  productId: z.number().int(),
  formatId: z.number().int(),
  label: z.string(),
  vintage: z.number().int().nullable(),
  lot: z.string().nullable(),
  /** Signed: positive enters the warehouse, negative leaves it. */
  quantity: z.number().int(),
  /** The stock of this line in this warehouse right after the movement. */
  balance: z.number().int(),
  note: z.string().nullable(),
  document: movementDocumentSchema,
  /** The country a document's exit went to, when outside France (ISO 3166 alpha-2); null otherwise. */
  destination: z.string().nullable(),
  /** The accompanying document (DAE, DSA…) the exit left under, with its consignee's excise number; null when none. */
  exitDocument: z.object({
    id: z.number().int(), type: z.enum(exitDocumentTypes), number: z.string(), recipientExciseNumber: z.string().nullable(), dischargedAt: z.string().nullable(),
  }).nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  warehouseId: idSchema.optional(),
  formatId: idSchema.optional(),
  reason: movementReasonSchema.optional(),
  /** Calendar days, inclusive (YYYY-MM-DD, Paris time). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type MovementListQuery = z.input<typeof movementListQuerySchema>;
export type MovementListParams = z.output<typeof movementListQuerySchema>;

/** The stock of one format, vintage and lot in one warehouse. */
export const stockLevelSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  productId: z.number().int(),
  formatId: z.number().int(),
  label: z.string(),
  vintage: z.number().int().nullable(),
  lot: z.string().nullable(),
  /** Bottles (units of the format) in the warehouse. */
  physical: z.number().int(),
  /** The format's alert threshold (all warehouses together), or null. */
  threshold: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

export const stockListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  warehouseId: idSchema.optional(),
  /** Lines at zero are hidden unless asked for. */
  withEmpty: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});
export type StockListQuery = z.input<typeof stockListQuerySchema>;
export type StockListParams = z.output<typeof stockListQuerySchema>;

/** Answer of a recorded movement: its rows, in the order written. */
export const movementResultSchema = z.object({ batchId: z.string(), movements: z.array(movementSchema) });
export type MovementResult = z.infer<typeof movementResultSchema>;

/** Internal (stock → catalog): the shop's formats a movement names, with their labels (all statuses). */
export const stockFormatsBodySchema = z.object({ shopId: z.number().int().positive(), formatIds: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(200) });
export const stockFormatsSchema = z.object({ formats: z.array(z.object({ formatId: z.number().int(), productId: z.number().int(), label: z.string() })) });
export type StockFormats = z.infer<typeof stockFormatsSchema>;

/**
 * Internal (stock → catalog): a movement in a warehouse that sells online moves the figure for sale by
 * `delta`, once per `movementKey` however many times the job runs.
 */
export const stockPublishBodySchema = z.object({
  shopId: z.number().int().positive(),
  movementKey: z.string().min(1).max(100),
  lines: z.array(z.object({ formatId: z.number().int().positive(), delta: z.number().int() })).min(1).max(400),
});
export type StockPublishBody = z.infer<typeof stockPublishBodySchema>;

/**
 * Internal (orders → stock): the goods of a document leaving or coming back to the shop's shipping warehouse
 * (a shipment, its return). `key` makes it once whatever the retries; a format the warehouse never received is
 * not tracked there and moves nothing.
 */
export const stockDocumentBodySchema = z.object({
  shopId: z.number().int().positive(),
  key: z.string().min(1).max(100),
  document: z.object({ type: z.string().min(1).max(30), id: z.number().int().positive(), ref: z.string().max(60), orderId: z.number().int().positive().optional() }),
  direction: z.enum(['exit', 'entry']),
  /** An exit's reason: a sale by default; 'sample' for bottles sent free to a client (docs/decisions/samples.md). */
  reason: z.enum(documentExitReasons).optional(),
  /**
   * Where the goods go (ISO 3166 alpha-2): outside France and Monaco an exit is an export or an EU dispatch for the
   * DRM, with no French duty. Absent: France.
   */
  destination: z.string().regex(/^[A-Z]{2}$/).optional(),
  lines: z.array(z.object({ formatId: z.number().int().positive(), vintage: z.number().int().nullable(), quantity: z.number().int().positive() })).min(1).max(500),
  /** The warehouse the goods leave or come back to (a till's sales point); absent: the shop's shipping warehouse. */
  warehouseId: z.number().int().positive().optional(),
  /** The goods were never held for sale beforehand (a till's sale, handed over at once): the figure for sale moves with the ledger. */
  unheld: z.boolean().optional(),
  /** An exit's accompanying document (DAE, DSA…), checked by the caller: listed in the DRM's annex as a manual exit's is. */
  accompanying: z.object({ type: z.enum(exitDocumentTypes), number: z.string().min(1).max(40), recipientExciseNumber: z.string().max(20).nullable() }).optional(),
  /** An entry bringing back the goods of an earlier exit (its key): they come back to the warehouse that exit left. */
  returnOf: z.string().min(1).max(100).optional(),
});
export type StockDocumentBody = z.infer<typeof stockDocumentBodySchema>;

/** The `destination` a document's goods carry to the ledger: its delivery address's country code, when it has one. */
export function destinationOf(address: { country?: string | null } | null | undefined): { destination?: string } {
  const country = address?.country?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? { destination: country } : {};
}
export const stockDocumentResultSchema = z.object({ recorded: z.boolean(), rows: z.number().int() });

/** Internal (orders → stock): a shop's active warehouses a shipment may leave, and the one it leaves by default. */
export const shippingWarehouseSchema = z.object({ id: z.number().int(), name: z.string(), regime: warehouseRegimeSchema, sellsOnline: z.boolean() });
export type ShippingWarehouse = z.infer<typeof shippingWarehouseSchema>;
export const shippingWarehousesSchema = z.object({ items: z.array(shippingWarehouseSchema), defaultId: z.number().int().nullable() });
export type ShippingWarehouses = z.infer<typeof shippingWarehousesSchema>;
/** Internal (orders → stock): whether an accompanying document's number is already on another exit of the shop. */
export const exitDocumentTakenBodySchema = z.object({ shopId: z.number().int().positive(), type: z.enum(exitDocumentTypes), number: z.string().min(1).max(40) });
export const exitDocumentTakenSchema = z.object({ taken: z.boolean() });

/** A format's alert threshold: below it, staff with seeAllStock are told (thresholdReach). */
export const thresholdBodySchema = z.object({
  threshold: z.number().int('Un nombre entier de bouteilles').min(0, 'Le seuil ne peut pas être négatif').max(1_000_000).nullable(),
});
export const thresholdSchema = z.object({ formatId: z.number().int(), label: z.string(), threshold: z.number().int(), physical: z.number().int() });
export type StockThreshold = z.infer<typeof thresholdSchema>;

/** The notification's words: what is left of which wine, against its threshold. */
export const stockAlerts = {
  low: (label: string, left: number, threshold: number) => `« ${label} » : il en reste ${left}, sous le seuil d'alerte de ${threshold}.`,
  inventory: (warehouse: string, lines: number, by: string | null) => `Inventaire de ${warehouse} : ${lines} ligne${lines > 1 ? 's' : ''} ajustée${lines > 1 ? 's' : ''}${by ? ` par ${by}` : ''}.`,
};

export const allocationMessages = {
  deadlinePast: "La date limite est passée : choisissez aujourd'hui ou un jour à venir.",
  notOpen: "Cette allocation n'est plus ouverte : elle a été prise, libérée ou a expiré.",
  takeTooMany: (quantity: number) => `Le client ne peut prendre que les ${quantity} bouteilles allouées.`,
  short: (label: string, left: number) => `Pas assez de « ${label} » à la vente pour cette allocation : il en reste ${left}.`,
  notHeld: (left: number) => `Cette allocation ne retient plus que ${left} bouteilles : rechargez la page et réessayez.`,
  clientNotGiven: "Ce client ne vous est pas confié : choisissez l'un de vos clients ou demandez au producteur de vous le confier.",
} as const;

/** A quantity of a wine reserved for a client or an agent until a deadline (DOMAIN.md, "Allocations"). */
export const allocationBodySchema = z.object({
  formatId: idSchema,
  clientId: idSchema.nullable().default(null),
  beneficiary: rules.needed.pipe(z.string().max(120, 'Doit faire au maximum 120 caractères')),
  quantity: z.number().int('Un nombre entier de bouteilles').min(1, 'Au moins 1 bouteille').max(1_000_000),
  deadline: z.iso.date('Une date au format AAAA-MM-JJ'),
  note: noteSchema,
});
export type AllocationBody = z.input<typeof allocationBodySchema>;

export const allocationSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  formatId: z.number().int(),
  productId: z.number().int(),
  label: z.string(),
  clientId: z.number().int().nullable(),
  beneficiary: z.string(),
  quantity: z.number().int(),
  taken: z.number().int(),
  deadline: z.string(),
  status: z.enum(allocationStatuses),
  note: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** The client's order it became when taken (docs/decisions/stock-ledger.md, "Allocations"); null otherwise. */
  orderId: z.number().int().nullable(),
  orderReference: z.string().nullable(),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const allocationListQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional(), status: z.enum(allocationStatuses).optional() });
export const allocationTakeBodySchema = z.object({ quantity: z.number().int('Un nombre entier de bouteilles').min(0).max(1_000_000) });

/**
 * Internal (stock → orders): the client's validated staff order made from a taken allocation, its units passed from
 * the allocation's hold (`fromHoldKey`) to the order's; once per allocation (the same answer when asked again).
 */
export const allocationOrderBodySchema = z.object({
  shopId: z.number().int().positive(),
  allocationId: z.number().int().positive(),
  clientId: z.number().int().positive(),
  productId: z.number().int().positive(),
  formatId: z.number().int().positive(),
  quantity: z.number().int().positive().max(1_000_000),
  fromHoldKey: z.string().min(1).max(100),
});
export type AllocationOrderBody = z.infer<typeof allocationOrderBodySchema>;
export const allocationOrderSchema = z.object({ orderId: z.number().int(), reference: z.string() });
export type AllocationOrder = z.infer<typeof allocationOrderSchema>;

/**
 * Internal (orders → catalog): moves units a key holds to another key in one transaction, so they are never for
 * sale in between; what the first key holds beyond stays held by it. A `toKey` already holding moves nothing more.
 */
export const stockHoldTransferBodySchema = z.object({
  shopId: z.number().int().positive(),
  fromKey: z.string().min(1).max(100),
  toKey: z.string().min(1).max(100),
  lines: z.array(z.object({ formatId: z.number().int().positive(), quantity: z.number().int().positive().max(1_000_000) })).min(1).max(500),
});
export type StockHoldTransferBody = z.infer<typeof stockHoldTransferBodySchema>;
