import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { crdColours, crdEntryReasons, crdExitReasons, crdGenres, crdMessages, crdReasons, crdRegimes } from './stock-crd-names';

/**
 * The CRD capsule account (issue 19, DOMAIN.md "Customs and excise", docs/decisions/crd.md): capsules that prove
 * duty is paid, counted per colour, regime, wine type and bottle size, moved only by append-only movements and
 * filed with the month's DRM. Words follow the interprofessions' EDI file (24eme), where the portals read them.
 */

/** A capsule stock line as the producer adds it. */
export const crdCapsuleBodySchema = z.object({
  /** A free label ("Vert 75 cl Crémant"); empty: made from the key. */
  name: z.string().trim().max(80, 'Doit faire au maximum 80 caractères').nullable().default(null).transform((v) => (v === '' ? null : v)),
  colour: z.enum(crdColours),
  regime: z.enum(crdRegimes),
  genre: z.enum(crdGenres),
  /** The bottle size (centilisation) in millilitres: 750 for 75 cl, 375 for 37.5 cl. */
  volumeMl: z.number().int(crdMessages.volume).min(10, crdMessages.volume).max(30_000, crdMessages.volume),
});
export type CrdCapsuleBody = z.input<typeof crdCapsuleBodySchema>;

export const crdCapsuleSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string().nullable(),
  /** How it reads: the name, else "Vert · Collective suspendue · tranquille · 75 cl". */
  label: z.string(),
  colour: z.enum(crdColours),
  regime: z.enum(crdRegimes),
  genre: z.enum(crdGenres),
  volumeMl: z.number().int(),
  /** Capsules in stock now: never below zero. */
  balance: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CrdCapsule = z.infer<typeof crdCapsuleSchema>;

/** Capsules entering or leaving a line. */
export const crdMovementBodySchema = z.object({
  capsuleId: idSchema,
  reason: z.enum(crdReasons),
  quantity: z.number().int('Un nombre entier de capsules').min(1, 'Au moins 1 capsule').max(1_000_000, 'Au plus 1 000 000 capsules par mouvement'),
  note: z.string().trim().max(500, 'La note doit faire au maximum 500 caractères').nullable().default(null).transform((v) => (v === '' ? null : v)),
});
export type CrdMovementBody = z.input<typeof crdMovementBodySchema>;

/** One row of the capsule account: never edited, a correction is a new row. */
export const crdMovementSchema = z.object({
  id: z.number().int(),
  capsuleId: z.number().int(),
  label: z.string(),
  colour: z.enum(crdColours),
  reason: z.enum(crdReasons),
  /** Signed: positive enters, negative leaves. */
  quantity: z.number().int(),
  /** The line's capsules right after it. */
  balance: z.number().int(),
  note: z.string().nullable(),
  /** The bottling movement (stock ledger batch) that used them, or the purchase reception that brought them, if any. */
  stockBatchId: z.string().nullable(),
  /** The purchase order whose reception brought them in (its id and PO reference); null otherwise. */
  purchase: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CrdMovement = z.infer<typeof crdMovementSchema>;

export const crdMovementListQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional(), capsuleId: idSchema.optional() });
export const crdCapsuleListQuerySchema = z.object({ shopId: idSchema.optional() });

/** The month's account of one capsule line (DRM): opening + entries − exits = closing, in capsules. */
export const crdAccountLineSchema = z.object({
  capsuleId: z.number().int(),
  label: z.string(),
  colour: z.enum(crdColours),
  regime: z.enum(crdRegimes),
  genre: z.enum(crdGenres),
  volumeMl: z.number().int(),
  opening: z.number().int(),
  entries: z.partialRecord(z.enum(crdEntryReasons), z.number().int()),
  exits: z.partialRecord(z.enum(crdExitReasons), z.number().int()),
  closing: z.number().int(),
});
export type CrdAccountLine = z.infer<typeof crdAccountLineSchema>;

/**
 * A capsule inventory (POST /v1/stocks/crd/inventory): the capsules counted on each line; every difference with the
 * account is written as a surplus (more counted) or missing (fewer) movement, in one transaction, against the
 * balance at that moment. A line counted as it stands writes nothing.
 */
export const crdInventoryBodySchema = z.object({
  counts: z.array(z.object({
    capsuleId: idSchema,
    counted: z.number().int('Un nombre entier de capsules comptées').min(0, 'Les capsules comptées ne sont jamais négatives').max(1_000_000, 'Au plus 1 000 000 capsules par ligne'),
  })).min(1, 'Comptez au moins une ligne de capsules.').max(500, 'Au plus 500 lignes de capsules par inventaire.')
    .refine((counts) => new Set(counts.map((c) => c.capsuleId)).size === counts.length, 'Chaque ligne de capsules ne se compte qu’une fois par inventaire.'),
  note: z.string().trim().max(500, 'La note doit faire au maximum 500 caractères').nullable().default(null).transform((v) => (v === '' ? null : v)),
});
export type CrdInventoryBody = z.input<typeof crdInventoryBodySchema>;

export const crdInventoryResultSchema = z.object({
  /** The surplus and missing movements written, one per line that differed. */
  movements: z.array(crdMovementSchema),
  /** Lines counted exactly as the account said. */
  unchanged: z.number().int(),
});
export type CrdInventoryResult = z.infer<typeof crdInventoryResultSchema>;

