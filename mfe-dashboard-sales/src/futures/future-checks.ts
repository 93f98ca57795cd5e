import { futureOfferBodySchema, parseEurosToCents, type FutureOfferBody } from '@vendange/contracts';
import { wholeNumber, type FutureErrors, type FutureForm } from './future-form';

// The campaign form's checks, loaded through its lazyPart only (future-offer-form.tsx): the form draws without the
// contract's schema (zod, 27 KB gzip), fetched once the producer starts filling it.

/** The body to send, or the French message of each field wrong (the contract's own rules, then the amounts typed). */
export function futureBody(form: FutureForm): { ok: true; body: FutureOfferBody } | { ok: false; errors: FutureErrors } {
  const errors: FutureErrors = {};
  if (!form.product) errors.productId = 'Choisissez la cuvée vendue en primeur.';
  const tranches = form.tranches.map((t, i) => {
    const price = parseEurosToCents(t.price);
    if (!price.ok || price.cents <= 0) errors[`tranches.${i}.unitPriceCents`] = 'Indiquez un prix par bouteille TTC, par exemple 24,50.';
    const cap = wholeNumber(t.cap);
    if (cap === null || cap < 1) errors[`tranches.${i}.cap`] = 'Indiquez un nombre entier de bouteilles, au moins 1.';
    return { unitPriceCents: price.ok ? price.cents : 0, cap: cap ?? 0, opensOn: t.opensOn.trim() === '' ? null : t.opensOn.trim() };
  });
  const body = {
    productId: form.product?.id ?? 0, name: form.name, description: form.description, vintage: wholeNumber(form.vintage) ?? Number.NaN, expectedDelivery: form.expectedDelivery, formatIds: form.formatIds, tranches,
    formatsCloseOn: form.formatsCloseOn.trim() === '' ? null : form.formatsCloseOn.trim(),
  };
  const parsed = futureOfferBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!errors[path] && !(path.startsWith('tranches.') && errors[path])) errors[path] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body };
}
