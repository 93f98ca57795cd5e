import { z } from 'zod';
import { idSchema } from './common';
import { invoiceKindSchema } from './invoices';

const day = z.string({ error: 'Indiquez une date.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.');

/** GET /v1/accounting/ventilation: a period of French calendar days; `format=csv` answers the table as a spreadsheet file. */
export const ventilationQuerySchema = z.object({
  shopId: idSchema.optional(),
  from: day,
  to: day,
  format: z.enum(['json', 'csv'], { error: 'Format json ou csv.' }).default('json'),
}).refine((q) => q.from <= q.to, { message: 'La fin de la période doit suivre son début.', path: ['to'] });
export type VentilationQuery = z.infer<typeof ventilationQuerySchema>;

/** Amounts of a part of the sales, in cents: base excl. VAT, VAT, total incl. VAT (= base + VAT). */
const amounts = { baseCents: z.number().int(), vatCents: z.number().int(), totalCents: z.number().int() };

/** One sales account at one VAT rate (docs/decisions/ventilations.md). */
export const ventilationRowSchema = z.object({ account: z.string(), label: z.string(), rate: z.string(), ...amounts });
export type VentilationRow = z.infer<typeof ventilationRowSchema>;
export const ventilationAccountSchema = z.object({ account: z.string(), label: z.string(), ...amounts });
export type VentilationAccount = z.infer<typeof ventilationAccountSchema>;
/** A rate's subtotal, with the VAT collected account its VAT is posted to. */
export const ventilationRateSchema = z.object({ rate: z.string(), vatAccount: z.string(), ...amounts });
export type VentilationRate = z.infer<typeof ventilationRateSchema>;
export const ventilationTotalSchema = z.object(amounts);
export type VentilationTotal = z.infer<typeof ventilationTotalSchema>;

/** The sales of a period broken down by account × VAT rate: rows, subtotals per account and per rate, the total. */
export const ventilationSchema = z.object({
  rows: z.array(ventilationRowSchema),
  accounts: z.array(ventilationAccountSchema),
  rates: z.array(ventilationRateSchema),
  total: ventilationTotalSchema,
  /** The documents ventilated: how many, and the sum of their totals incl. VAT (credit notes negative) = total.totalCents. */
  documents: z.object({ count: z.number().int(), totalCents: z.number().int() }),
});
export type Ventilation = z.infer<typeof ventilationSchema>;

/** GET /v1/invoices/{id}/ventilation: one document's lines by account × rate (credit notes negative). */
export const documentVentilationSchema = ventilationSchema.extend({ id: z.number().int(), number: z.string(), kind: invoiceKindSchema });
export type DocumentVentilation = z.infer<typeof documentVentilationSchema>;
