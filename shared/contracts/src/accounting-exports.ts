import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';

/** What an accounting export holds: the FEC, or one journal as CSV (VE sales, BQ bank, CA cash). */
export const accountingExportKinds = ['fec', 'VE', 'BQ', 'CA'] as const;
export type AccountingExportKind = (typeof accountingExportKinds)[number];
/** pending (announced), processing (the job writes it), completed (the file is ready), error (given up). */
export const accountingExportStatuses = ['pending', 'processing', 'completed', 'error'] as const;
export type AccountingExportStatus = (typeof accountingExportStatuses)[number];
/** How many days an export's link opens its file. */
export const accountingExportLinkDays = 7;
/** The longest period one export covers. */
export const accountingExportMaxYears = 3;

/** YYYY-MM-DD that names a day of the calendar (no 30 February). */
const realDay = z.string({ error: 'Indiquez une date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, 'Cette date n’existe pas dans le calendrier.');

/** The day `years` years after `day` (string arithmetic: 29 February gives a day past the last one, which compares right). */
const yearsAfter = (day: string, years: number) => `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;

/** POST /v1/accounting/exports: what to prepare, over which period (French calendar days). */
export const createAccountingExportBodySchema = z.object({
  shopId: idSchema.optional(),
  kind: z.enum(accountingExportKinds, { error: 'Choisissez le FEC ou un journal : ventes (VE), banque (BQ) ou caisse (CA).' }),
  from: realDay,
  to: realDay,
})
  .refine((b) => b.from <= b.to, { message: 'La fin de la période doit suivre son début.', path: ['to'] })
  .refine((b) => b.to < yearsAfter(b.from, accountingExportMaxYears), { message: `Une période de ${accountingExportMaxYears} ans au plus : préparez plusieurs exports pour une période plus longue.`, path: ['to'] });
export type CreateAccountingExportBody = z.infer<typeof createAccountingExportBodySchema>;

export const accountingExportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(accountingExportKinds),
  from: z.string(),
  to: z.string(),
  status: z.enum(accountingExportStatuses),
  /** 0 to 100. */
  progress: z.number().int(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The file's address (it carries its own token, valid until `expiresAt`); null until completed and once expired. */
  downloadUrl: z.string().nullable(),
  expiresAt: z.string(),
});
export type AccountingExport = z.infer<typeof accountingExportSchema>;

export const accountingExportQuerySchema = paginationQuerySchema.omit({ search: true }).extend({ shopId: idSchema.optional() });
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;

/** GET /v1/accounting/exports/{id}/file?token=…: opened in a new tab, without the bearer token. */
export const accountingExportFileQuerySchema = z.object({ token: z.string({ error: 'Lien de téléchargement incomplet.' }).min(1, 'Lien de téléchargement incomplet.').max(200) });
