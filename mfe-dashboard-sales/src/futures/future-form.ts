import type { FutureOffer } from '@vendange/contracts';
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

export const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : null);

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
