import { purchaseBodySchema, purchaseMessages, supplierBodySchema, type PurchaseBody, type SupplierBody } from '@vendange/contracts';
import { centsOf, quantityOf, type FormErrors, type PurchaseForm, type SupplierForm } from './purchase-form';

// The supplier and purchase order forms' checks, apart from what the forms draw with (purchase-form.ts): they bring the
// contract's schemas (zod, 27 KB gzip), fetched once the producer fills the editor (useLazyChecks) or opens the
// supplier dialog (docs/decisions/front-end-performance.md, session 32).

/** The first message of each field the contract refuses, by its path ('lines.0.quantity'). */
function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FormErrors {
  const out: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    out[path] ??= issue.message;
  }
  return out;
}

/** Checks the supplier form with the contract's schema: the body to send, or the messages per field. */
export function checkSupplier(form: SupplierForm): { body: SupplierBody; errors?: undefined } | { errors: FormErrors } {
  const parsed = supplierBodySchema.safeParse(form);
  return parsed.success ? { body: form } : { errors: errorsOf(parsed.error.issues) };
}

/** Checks the purchase order form with the contract's schema: the body to send, or the messages per field. */
export function checkPurchase(form: PurchaseForm, messages: { price: string; quantity: string }): { body: PurchaseBody; errors?: undefined } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const lines = form.lines.map((l, i) => {
    const quantity = quantityOf(l.quantity);
    const unitPriceCents = centsOf(l.unitPrice);
    if (!Number.isFinite(quantity)) errors[`lines.${i}.quantity`] = messages.quantity;
    if (!Number.isFinite(unitPriceCents)) errors[`lines.${i}.unitPriceCents`] = messages.price;
    const crdCapsuleId = l.crdCapsuleId ?? null;
    if (l.formatId === null && crdCapsuleId === null && l.description.trim() === '') errors[`lines.${i}.description`] = purchaseMessages.lineItem;
    return { formatId: l.formatId, crdCapsuleId, description: l.formatId === null && crdCapsuleId === null ? l.description : null, quantity, unitPriceCents, vatRate: l.vatRate };
  });
  const body = { supplierId: Number(form.supplierId) || 0, expectedOn: form.expectedOn || null, notes: form.notes, lines };
  const parsed = purchaseBodySchema.safeParse(body);
  const all = { ...(parsed.success ? {} : errorsOf(parsed.error.issues)), ...errors };
  return Object.keys(all).length === 0 ? { body } : { errors: all };
}
