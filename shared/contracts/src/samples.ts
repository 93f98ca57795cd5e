import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { addressOutputSchema, addressSchema } from './shop-sales';
import { sampleMessages, sampleStatuses } from './sample-names';

/**
 * Samples (échantillons, issue 19, docs/decisions/samples.md): the schemas; statuses, moves and messages are in
 * sample-names.ts, without zod.
 */
export const sampleStatusSchema = z.enum(sampleStatuses);

const calendarDay = z.iso.date('Une date au format AAAA-MM-JJ');
const noteOf = (max: number) => z.string().trim().max(max, `Doit faire au maximum ${max} caractères`);

export const sampleLineBodySchema = z.object({
  productId: idSchema,
  formatId: idSchema,
  /** The vintage sent; none: the product's newest (or a non-vintage wine). */
  vintageId: idSchema.nullable().optional(),
  quantity: z.number().int(sampleMessages.quantity).min(1, sampleMessages.quantity).max(120, sampleMessages.quantity),
});

export const sampleBodySchema = z.object({
  shopId: idSchema,
  /** A client (or prospect) of the shop's CRM. */
  clientId: idSchema,
  lines: z.array(sampleLineBodySchema).min(1, sampleMessages.noLine).max(30, 'Au plus 30 lignes par échantillon.'),
  /** Why it is sent (« pour sa carte des vins d'été »). */
  purpose: noteOf(500).nullable().optional().transform((v) => (v ? v : null)),
  /** A private client asked for it (the only way a consumer receives one). */
  requestedByClient: z.boolean().default(false),
  deliveryAddress: addressSchema.nullable().optional(),
  /** A UUID made when the sample was left at a visit (tour mode's offline queue): sent again, it answers the first sample. */
  key: z.string().uuid('La clé d’envoi doit être un UUID.').optional(),
});
export type SampleBody = z.input<typeof sampleBodySchema>;

export const sampleLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  formatId: z.number().int(),
  /** Product, vintage and format as the catalogue named them when the sample was made. */
  label: z.string(),
  vintage: z.string().nullable(),
  quantity: z.number().int(),
});
export type SampleLine = z.infer<typeof sampleLineSchema>;

export const sampleSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  number: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  clientIsPro: z.boolean(),
  status: sampleStatusSchema,
  purpose: z.string().nullable(),
  requestedByClient: z.boolean(),
  deliveryAddress: addressOutputSchema.nullable(),
  lines: z.array(sampleLineSchema),
  /** Bottles, all lines together. */
  units: z.number().int(),
  /** The day to call the client back (YYYY-MM-DD); set when sent (sent + 14 days unless chosen). */
  followUpOn: z.string().nullable(),
  /** « À relancer »: sent, unanswered, its follow-up day has come. */
  due: z.boolean(),
  feedback: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderReference: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type Sample = z.infer<typeof sampleSchema>;

export const sampleListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  status: sampleStatusSchema.optional(),
  /** 'true': only the samples to follow up (« À relancer »). */
  due: z.enum(['true', 'false']).optional(),
  clientId: idSchema.optional(),
});

/** How many samples wait for a follow-up (the « À relancer » count). */
export const sampleDueCountSchema = z.object({ due: z.number().int() });

export const sampleSendBodySchema = z.object({ followUpOn: calendarDay.nullable().optional() });
export const sampleAnswerBodySchema = z.object({
  feedback: noteOf(1000).min(1, 'Notez ce que le client a répondu.'),
});
export const sampleOrderBodySchema = z.object({ orderId: idSchema });
export const sampleFollowUpBodySchema = z.object({ followUpOn: calendarDay });
