// The purchase orders' statuses, messages, VAT rates and totals, without zod: the purchases list and the purchase
// order editor read them, and reading them from the schema module brought zod (27 KB gzip) onto those screens
// (docs/decisions/front-end-performance.md, session 32). purchases.ts builds its schemas from them.

import { accountingVatRates } from './vat-rates';

/** Purchase order statuses: a draft is edited, then ordered; receptions make it partially then fully received. */
export const purchaseStatuses = ['draft', 'ordered', 'partiallyReceived', 'received', 'cancelled'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];
/** The statuses as the producer reads them (error messages). */
export const purchaseStatusNames: Record<PurchaseStatus, string> = {
  draft: 'brouillon', ordered: 'commandée', partiallyReceived: 'reçue en partie', received: 'reçue', cancelled: 'annulée',
};

export const purchaseMessages = {
  tooLong: (max: number) => `Doit faire au maximum ${max} caractères`,
  vatNumber: 'Le numéro de TVA intracommunautaire doit commencer par deux lettres de pays suivies de 2 à 13 caractères (ex. FR12345678901).',
  supplierUnknown: "Ce fournisseur n'existe pas ou n'est pas le vôtre.",
  supplierInactive: 'Ce fournisseur est archivé : réactivez-le avant de lui passer commande.',
  purchaseUnknown: "Cette commande fournisseur n'existe pas ou n'est pas la vôtre.",
  notDraft: 'Cette commande a déjà été passée : seul un brouillon se modifie.',
  lineItem: 'Choisissez un produit du catalogue ou décrivez l’article.',
  lineBoth: 'Une ligne achète soit un produit du catalogue, soit des capsules CRD : séparez-les en deux lignes.',
  crdUnknown: "Cette ligne de capsules CRD n'existe pas ou n'est pas la vôtre : créez-la d'abord dans Stocks › Capsules CRD.",
  statusMove: (from: string, to: string) => `Une commande « ${from} » ne peut pas passer à « ${to} ».`,
  notReceivable: 'Seule une commande passée (et pas encore entièrement reçue) se réceptionne.',
  lineUnknown: "Cette ligne n'appartient pas à la commande.",
  tooMany: (label: string, left: number) => `« ${label} » : il en reste ${left} à recevoir, pas davantage.`,
  unitPrice: 'Le prix unitaire HT doit être un montant positif en centimes.',
} as const;

/** The VAT rates a French buyer pays, in percent as documents write them. */
export const purchaseVatRates = accountingVatRates;
export type PurchaseVatRate = (typeof purchaseVatRates)[number];

/** A purchase order's totals, excl. and incl. VAT, and VAT per rate as an invoice shows it. */
export interface PurchaseTotals {
  exclCents: number;
  vatCents: number;
  inclCents: number;
  byRate: Array<{ vatRate: string; baseCents: number; vatCents: number }>;
}

/** The purchase order's reference: PO-2026-0001, per shop and year. */
export const purchaseReference = (year: number, n: number) => `PO-${year}-${String(n).padStart(4, '0')}`;

/** A VAT rate in tenths of a percent ('5.5' → 55), so that VAT is computed on integers. */
const tenthsOf = (rate: string) => {
  const [whole = '0', decimals = ''] = rate.split('.');
  return Number(whole) * 10 + Number((decimals + '0').slice(0, 1));
};

/** Rounds a non-negative ratio num / den half up, on integers. */
const roundDiv = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

/**
 * A purchase order's totals: each line excl. VAT is quantity × unit price; VAT is computed once per rate on the
 * sum of its lines (as an invoice does), rounded half up to the cent; incl. = excl. + VAT. Integers only.
 */
export function purchaseTotals(lines: ReadonlyArray<{ quantity: number; unitPriceCents: number; vatRate: string }>): PurchaseTotals {
  const bases = new Map<string, number>();
  for (const l of lines) bases.set(l.vatRate, (bases.get(l.vatRate) ?? 0) + l.quantity * l.unitPriceCents);
  const byRate = [...bases].map(([vatRate, baseCents]) => ({ vatRate, baseCents, vatCents: roundDiv(baseCents * tenthsOf(vatRate), 1000) }))
    .sort((a, b) => tenthsOf(b.vatRate) - tenthsOf(a.vatRate));
  const exclCents = byRate.reduce((s, r) => s + r.baseCents, 0);
  const vatCents = byRate.reduce((s, r) => s + r.vatCents, 0);
  return { exclCents, vatCents, inclCents: exclCents + vatCents, byRate };
}

/** The status after a reception: received once every line has all its units, partially before. */
export function statusAfterReception(lines: ReadonlyArray<{ quantity: number; received: number }>): 'partiallyReceived' | 'received' {
  return lines.every((l) => l.received >= l.quantity) ? 'received' : 'partiallyReceived';
}
