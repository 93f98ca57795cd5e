import { staffSaleBodySchema, type StaffSaleBody } from '@vendange/contracts';
import { rawBody, typed, type BodyOptions, type SaleErrors } from './sale-body';
import type { SaleForm } from './sale-form';

// The sale checked against its contract (zod): loaded through saleChecks (sale-checks.ts) only, so the sale form draws
// without zod and fetches it once a sale can be priced or is saved (docs/decisions/front-end-performance.md, session 31).

/**
 * The request body of the sale being saved, checked as the server will (the contract), each message under
 * the field it belongs to; or the messages.
 */
export function saleBody(form: SaleForm, options: BodyOptions): { ok: true; body: StaffSaleBody } | { ok: false; errors: SaleErrors } {
  const { body, errors } = rawBody(form, options, false);
  if (!form.client) errors.clientId = typed.client;
  const parsed = staffSaleBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      // A value that could not be read keeps the message saying how to type it.
      if (!errors[path] && !(path === 'clientId' && errors.clientId)) errors[path] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** The body of the live price preview, or null while the sale cannot be priced (no client, no line, a value the contract refuses). */
export function previewBody(form: SaleForm, options: Omit<BodyOptions, 'validate'>): StaffSaleBody | null {
  if (!form.client || form.lines.length === 0) return null;
  const { body } = rawBody(form, options, true);
  // Addresses and the note do not change the price: a half-typed address must not stop the preview.
  const parsed = staffSaleBodySchema.safeParse({ ...body, billingAddress: null, deliveryAddress: null, comment: null, validUntil: null });
  return parsed.success ? parsed.data : null;
}

