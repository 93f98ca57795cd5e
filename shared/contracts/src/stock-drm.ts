import { z } from 'zod';
import { INT4_MAX } from './input-rules';
import { crdAccountLineSchema } from './stock-crd';
import { drmEntryCategories, drmExitCategories } from './stock-drm-names';
import { exitDocumentTypes } from './stock-names';

/**
 * The monthly customs return (DRM, issue 19, docs/decisions/drm.md): computed from the stock ledger per DRM
 * product and regime; filed, it is kept as it was and never changes.
 */

/** YYYY-MM. */
export const drmMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Un mois au format AAAA-MM (ex. 2026-10).');

export const drmMessages = {
  notEnded: (month: string) => `Le mois ${month} n'est pas terminé : la DRM se dépose à partir du 1er du mois suivant.`,
  alreadyFiled: (month: string) => `La DRM de ${month} est déjà déposée : une correction se déclare sur le mois suivant.`,
  future: 'Ce mois est dans le futur : choisissez un mois passé ou le mois en cours.',
  beforeLedger: (month: string) => `Le mois ${month} précède le registre de stock de la boutique : il n'y a pas de DRM à déposer ici pour ce mois.`,
} as const;

/** One DRM product in one regime: opening + entries − exits = closing, in millilitres (hl shown from them). */
export const drmLineSchema = z.object({
  regime: z.enum(['suspended', 'paid']),
  /** The DRM product: certification, genre, appellation, colour (the product's name when it has no appellation). */
  product: z.object({ key: z.string(), label: z.string(), certification: z.string(), genre: z.string(), appellation: z.string(), colour: z.string() }),
  openingMl: z.number().int(),
  entries: z.partialRecord(z.enum(drmEntryCategories), z.number().int()),
  exits: z.partialRecord(z.enum(drmExitCategories), z.number().int()),
  closingMl: z.number().int(),
  /** The `export` exit per destination country (ISO 3166 alpha-2), as the EDI file writes one line per country. */
  exportsMl: z.array(z.object({ country: z.string(), ml: z.number().int() })).default([]),
  /** The `euDispatch` exit per member state of destination. */
  euDispatchesMl: z.array(z.object({ country: z.string(), ml: z.number().int() })).default([]),
  /** Duties due on what left the duty-suspended cellar for consumption (excise and social-security levy, cents). */
  dutyCents: z.number().int(),
  cssCents: z.number().int(),
});
export type DrmLine = z.infer<typeof drmLineSchema>;

/** A month of the DRM calendar: its status and the day it is due. */
export const drmMonthStatusSchema = z.object({ month: drmMonthSchema, status: z.enum(['draft', 'filed', 'open', 'before']), dueDate: z.string(), filedAt: z.string().nullable() });
export type DrmMonthStatus = z.infer<typeof drmMonthStatusSchema>;

/** An accompanying document an exit left under (DAE, DSA, DAA, DAC), as the month's annex lists it. */
export const drmAnnexDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(exitDocumentTypes),
  number: z.string(),
  /** The Paris day the goods left under it (YYYY-MM-DD). */
  issuedOn: z.string(),
  /** The country of destination beyond France (ISO 3166 alpha-2), or null. */
  destination: z.string().nullable(),
  recipientExciseNumber: z.string().nullable(),
  /** When the recipient's receipt was confirmed (a DAE « apuré »); null while it is not. */
  dischargedAt: z.string().nullable(),
});
export type DrmAnnexDocument = z.infer<typeof drmAnnexDocumentSchema>;

/**
 * The return's annex (the EDI file's ANNEXE lines): the accompanying documents issued in the month, and every DAE
 * issued up to the month's end whose receipt was not confirmed by then (relevé de non-apurement).
 */
export const drmAnnexSchema = z.object({ documents: z.array(drmAnnexDocumentSchema), undischarged: z.array(drmAnnexDocumentSchema) });
export type DrmAnnex = z.infer<typeof drmAnnexSchema>;

export const drmReturnSchema = z.object({
  shopId: z.number().int(),
  month: drmMonthSchema,
  exciseNumber: z.string().nullable(),
  status: z.enum(['draft', 'filed']),
  /** Nothing moved in the month: a nil return (déclaration néant), still to file. */
  nil: z.boolean(),
  lines: z.array(drmLineSchema),
  /** The month's CRD capsule account per line (docs/decisions/crd.md); a return filed before it existed has none. */
  crd: z.array(crdAccountLineSchema).default([]),
  /** Accompanying documents and DAE not yet discharged; a return filed before the annex existed reads none. */
  annex: drmAnnexSchema.default({ documents: [], undischarged: [] }),
  dutyCents: z.number().int(),
  cssCents: z.number().int(),
  /** Movements of the month the return is made of. */
  movements: z.number().int(),
  filedAt: z.string().nullable(),
  /** The day it must be filed by: the 10th of the next month. */
  dueDate: z.string(),
});
export type DrmReturn = z.infer<typeof drmReturnSchema>;

/** Internal (stock → catalog): what the DRM needs of formats (volume, DRM product, excise facts). */
export const drmFormatsBodySchema = z.object({ shopId: z.number().int().positive(), formatIds: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(5000) });
export const drmFormatSchema = z.object({
  formatId: z.number().int(),
  /** Millilitres of drink in one unit of the format; null for what holds no drink (accessories, boxes, food). */
  volumeMl: z.number().int().nullable(),
  product: z.object({ certification: z.string(), genre: z.string(), appellation: z.string(), colour: z.string() }),
  excise: z.object({ category: z.string(), abv: z.string().nullable(), css: z.boolean() }).nullable(),
});
export type DrmFormat = z.infer<typeof drmFormatSchema>;
export const drmFormatsSchema = z.object({ formats: z.array(drmFormatSchema) });
