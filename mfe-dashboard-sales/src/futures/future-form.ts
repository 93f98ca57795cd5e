import { futureOfferBodySchema, parseEurosToCents, type FutureOffer, type FutureOfferBody } from '@vendange/contracts';
import { mutate } from 'swr';

/** A tranche as typed: its price per bottle (75 cl equivalent) incl. VAT in euros, its cap in bottles, the day it opens ('' : none). */
export interface TrancheForm { key: string; price: string; cap: string; opensOn: string }

export interface FutureForm {
  product: { id: number; name: string } | null;
  formatIds: number[];
  name: string;
  /** What the shop's clients read on its primeur page. */
  description: string;
  vintage: string;
  expectedDelivery: string;
  tranches: TrancheForm[];
  /** The last day buyers choose their formats ('' : none, until closed by hand). */
  formatsCloseOn: string;
}

export type FutureErrors = Record<string, string>;

let keys = 0;
export const newTranche = (price = '', cap = '', opensOn = ''): TrancheForm => ({ key: `t${(keys += 1)}`, price, cap, opensOn });

/** A new campaign: the vintage of the last harvest, delivered in September two years on. */
export function emptyFutureForm(today = new Date()): FutureForm {
  const harvest = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return { product: null, formatIds: [], name: '', description: '', vintage: String(harvest), expectedDelivery: `${harvest + 2}-09-15`, tranches: [newTranche()], formatsCloseOn: '' };
}

/** The form of a campaign being edited (a draft). */
export function futureFormOf(offer: FutureOffer): FutureForm {
  return {
    product: { id: offer.productId, name: offer.productLabel }, formatIds: offer.formats.map((f) => f.formatId), name: offer.name, description: offer.description, vintage: String(offer.vintage),
    expectedDelivery: offer.expectedDelivery, tranches: offer.tranches.map((t) => newTranche((t.unitPriceCents / 100).toFixed(2).replace('.', ','), String(t.cap), t.opensOn ?? '')),
    formatsCloseOn: offer.formatsCloseOn ?? '',
  };
}

const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : null);

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

/** A bottle count typed for a format of the split. */
export function formatsBody(counts: Record<number, string>): { ok: true; formats: Array<{ formatId: number; count: number }> } | { ok: false } {
  const formats: Array<{ formatId: number; count: number }> = [];
  for (const [id, text] of Object.entries(counts)) {
    if (text.trim() === '') continue;
    const n = wholeNumber(text);
    if (n === null) return { ok: false };
    formats.push({ formatId: Number(id), count: n });
  }
  return { ok: true, formats };
}

/** Equivalents of a split as typed (for the running total shown under the fields). */
export function equivalentsOf(counts: Record<number, string>, formats: ReadonlyArray<{ formatId: number; eq75: number }>): number {
  return formats.reduce((n, f) => n + (wholeNumber(counts[f.formatId] ?? '') ?? 0) * f.eq75, 0);
}

/** Every list and detail of campaigns, and the orders and invoices an order or a delivery touched, read again. */
export const refreshFutures = (): Promise<unknown> =>
  mutate((key: unknown) => typeof key === 'string' && /\/v1\/(?:futures|orders|invoices|shipments)(?:[/?]|$)/.test(key));
