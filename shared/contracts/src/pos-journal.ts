import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { paymentTypeSchema } from './shop-sales';

/**
 * The cash register's inalterable journal, its closings, verification and archive
 * (docs/decisions/cash-register-journal.md). Amounts are integer cents incl. VAT.
 */
export const journalKinds = ['ticket', 'cancellation', 'duplicate', 'payment', 'closing', 'event'] as const;
export const journalKindSchema = z.enum(journalKinds);
export type JournalEntryKind = z.infer<typeof journalKindSchema>;

export const closingPeriods = ['day', 'month', 'year'] as const;
export const closingPeriodSchema = z.enum(closingPeriods);
export type ClosingPeriod = z.infer<typeof closingPeriodSchema>;

/** '2026-11-27' (day), '2026-11' (month), '2026' (year): the French calendar period. */
export const periodKeyPattern: Record<ClosingPeriod, RegExp> = { day: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/, year: /^\d{4}$/ };

export const journalEntrySchema = z.object({
  sequence: z.number().int(),
  kind: journalKindSchema,
  reference: z.string(),
  userId: z.number().int().nullable(),
  recordedAt: z.string(),
  amountCents: z.number().int(),
  grandTotalCents: z.number().int(),
  grandTotalAbsCents: z.number().int(),
  /** For an event: its code ('journal-verified', 'archive-exported'…); for a cancellation: the ticket cancelled. */
  detail: z.string().nullable(),
  hash: z.string(),
  keyId: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** shopId absent: the user's default shop (the access rule reads it). */
export const journalListQuerySchema = paginationQuerySchema.omit({ search: true }).extend({ shopId: idSchema.optional(), kind: journalKindSchema.optional() });

export const journalProblemSchema = z.object({
  kind: z.enum(['altered', 'removed', 'reordered', 'unsigned']),
  sequence: z.number().int(),
  detail: z.string(),
});
export type JournalProblemView = z.infer<typeof journalProblemSchema>;

export const journalVerificationSchema = z.object({
  ok: z.boolean(),
  entryCount: z.number().int(),
  firstSequence: z.number().int().nullable(),
  lastSequence: z.number().int().nullable(),
  lastHash: z.string().nullable(),
  checkedAt: z.string(),
  problems: z.array(journalProblemSchema),
});
export type JournalVerificationView = z.infer<typeof journalVerificationSchema>;

export const vatTotalSchema = z.object({ rate: z.string(), exclVatCents: z.number().int(), vatCents: z.number().int(), inclVatCents: z.number().int() });
export const paymentTotalSchema = z.object({ type: paymentTypeSchema, amountCents: z.number().int() });

export const closingSchema = z.object({
  id: z.number().int(),
  salesPointId: z.number().int(),
  period: closingPeriodSchema,
  periodKey: z.string(),
  firstSequence: z.number().int().nullable(),
  lastSequence: z.number().int(),
  ticketCount: z.number().int(),
  cancellationCount: z.number().int(),
  totalCents: z.number().int(),
  vat: z.array(vatTotalSchema),
  payments: z.array(paymentTotalSchema),
  grandTotalCents: z.number().int(),
  grandTotalAbsCents: z.number().int(),
  journalSequence: z.number().int(),
  hash: z.string(),
  signature: z.string(),
  /** Null when the end-of-period job took it. */
  takenBy: z.number().int().nullable(),
  takenAt: z.string(),
});
export type Closing = z.infer<typeof closingSchema>;

export const closingListQuerySchema = paginationQuerySchema.omit({ search: true }).extend({ shopId: idSchema.optional(), period: closingPeriodSchema.optional() });

export const closingBodySchema = z.object({
  shopId: idSchema,
  period: closingPeriodSchema,
  /** A past period left open (the job takes those too); absent: the current day, month or year. */
  periodKey: z.string().max(10).optional(),
}).superRefine((b, ctx) => {
  if (b.periodKey !== undefined && !periodKeyPattern[b.period].test(b.periodKey)) {
    ctx.addIssue({ code: 'custom', path: ['periodKey'], message: posJournalMessages.periodKeyFormat[b.period] });
  }
});
export type ClosingBody = z.infer<typeof closingBodySchema>;

const calendarDay = z.iso.date('Une date au format AAAA-MM-JJ');
export const journalArchiveQuerySchema = z.object({
  shopId: idSchema.optional(),
  /** French calendar days, both included; absent: from the first entry, to today. */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
}).refine((b) => !b.from || !b.to || b.from <= b.to, { path: ['to'], message: 'La date de fin doit suivre la date de début.' });
export type JournalArchiveQuery = z.infer<typeof journalArchiveQuerySchema>;

export const journalShopQuerySchema = z.object({ shopId: idSchema.optional() });

export const journalKeysSchema = z.object({
  /** The key that signs now. */
  current: z.string(),
  keys: z.array(z.object({ keyId: z.string(), publicKey: z.string() })),
});

export const posJournalMessages = {
  closingDone: (label: string) => `${label} est déjà faite : une clôture ne change plus. Les ventes suivantes iront dans la prochaine.`,
  periodFuture: 'Cette période n’a pas encore commencé : choisissez le jour, le mois ou l’année en cours ou passés.',
  periodKeyFormat: { day: 'Le jour s’écrit AAAA-MM-JJ.', month: 'Le mois s’écrit AAAA-MM.', year: 'L’année s’écrit AAAA.' } as Record<ClosingPeriod, string>,
  emptyArchive: 'Aucune écriture du journal sur cette période : choisissez d’autres dates.',
};

/** 'Clôture Z du 27/11/2026', 'Clôture mensuelle de 11/2026', 'Clôture annuelle de 2026'. */
export function closingLabel(period: ClosingPeriod, key: string): string {
  if (period === 'day') return `La clôture Z du ${key.split('-').reverse().join('/')}`;
  if (period === 'month') return `La clôture mensuelle de ${key.split('-').reverse().join('/')}`;
  return `La clôture annuelle de ${key}`;
}
