import type { MessageDescriptor } from '@lingui/core';
import {
  drmEntryCategories, drmExitCategories, type DrmEntryCategory, type DrmExitCategory, type DrmLine, type DrmMonthStatus,
} from '@vendange/contracts';

/** The DRM's entry categories as the return names them (the PDF's words). */
export const drmEntryLabels: Record<DrmEntryCategory, MessageDescriptor> = {
  production: /*i18n*/ { id: 'stock.drm.entry.production', message: 'Production, mise en bouteille' },
  purchase: /*i18n*/ { id: 'stock.drm.entry.purchase', message: 'Achats' },
  bulkPurchase: /*i18n*/ { id: 'stock.drm.entry.bulkPurchase', message: 'Entrées vrac (achats en vrac)' },
  return: /*i18n*/ { id: 'stock.drm.entry.return', message: 'Retours' },
  transferIn: /*i18n*/ { id: 'stock.drm.entry.transferIn', message: "Transferts d'un autre entrepôt" },
  surplus: /*i18n*/ { id: 'stock.drm.entry.surplus', message: "Excédents d'inventaire" },
};

/** The DRM's exit categories as the return names them. */
export const drmExitLabels: Record<DrmExitCategory, MessageDescriptor> = {
  saleFrance: /*i18n*/ { id: 'stock.drm.exit.saleFrance', message: 'Ventes France (CRD, DSA)' },
  bulkSale: /*i18n*/ { id: 'stock.drm.exit.bulkSale', message: 'Sorties vrac (ventes en vrac)' },
  samples: /*i18n*/ { id: 'stock.drm.exit.samples', message: 'Échantillons (droits acquittés)' },
  euDispatch: /*i18n*/ { id: 'stock.drm.exit.euDispatch', message: 'Expéditions UE (DAE, DSA)' },
  export: /*i18n*/ { id: 'stock.drm.exit.export', message: 'Exportations (pays tiers)' },
  transferOut: /*i18n*/ { id: 'stock.drm.exit.transferOut', message: 'Transferts vers un autre entrepôt' },
  tasting: /*i18n*/ { id: 'stock.drm.exit.tasting', message: 'Consommation familiale, dégustations' },
  loss: /*i18n*/ { id: 'stock.drm.exit.loss', message: 'Destructions, pertes' },
  shortfall: /*i18n*/ { id: 'stock.drm.exit.shortfall', message: "Manquants d'inventaire" },
};

/** Duty-suspended first, as on the return. */
export const drmRegimes = ['suspended', 'paid'] as const;

/** The entry and exit categories some line of `lines` moved, in the return's order: the table's columns. */
export function drmColumnsOf(lines: readonly DrmLine[]): { entries: DrmEntryCategory[]; exits: DrmExitCategory[] } {
  return {
    entries: drmEntryCategories.filter((c) => lines.some((l) => l.entries[c] !== undefined)),
    exits: drmExitCategories.filter((c) => lines.some((l) => l.exits[c] !== undefined)),
  };
}

/**
 * The destinations of an exit abroad (an EU dispatch, an export) with their volumes, country names in the reader's
 * language: 'Belgique 0,0075 hl'; none for the other categories. A return filed before the split has no EU list.
 */
export function destinationsText(
  line: Pick<DrmLine, 'exportsMl'> & { euDispatchesMl?: DrmLine['euDispatchesMl'] }, category: DrmExitCategory, hl: (ml: number) => string, locale: 'fr' | 'en' = 'fr',
): string[] {
  const list = category === 'export' ? line.exportsMl : category === 'euDispatch' ? (line.euDispatchesMl ?? []) : [];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return list.map((e) => `${names.of(e.country) ?? e.country} ${hl(e.ml)}`);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' without going through a Date (a calendar day has no time zone). */
export const calendarDayText = (day: string): string => day.split('-').reverse().join('/');

/** Today in Paris, YYYY-MM-DD: the day the customs count in. */
export const parisToday = (now: Date = new Date()): string => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** How a month's badge reads: running, to file (late once its due day has passed), or filed. */
export type DrmMonthState = { kind: 'open' } | { kind: 'before' } | { kind: 'due' | 'late'; dueDate: string } | { kind: 'filed'; filedAt: string };

/** The badge state of a month of the calendar on `today` (YYYY-MM-DD, Paris): due on the 10th, late after it. */
export function drmMonthState(month: Pick<DrmMonthStatus, 'status' | 'dueDate' | 'filedAt'>, today: string): DrmMonthState {
  if (month.status === 'filed' && month.filedAt) return { kind: 'filed', filedAt: month.filedAt };
  if (month.status === 'open') return { kind: 'open' };
  if (month.status === 'before') return { kind: 'before' };
  return { kind: today > month.dueDate ? 'late' : 'due', dueDate: month.dueDate };
}

/** 'YYYY-MM' → 'octobre 2026' / 'October 2026' (inside a sentence). */
export function monthText(month: string, locale: 'fr' | 'en' = 'fr'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** 'YYYY-MM' → 'Octobre 2026': a month standing alone (a chip, an option, a heading). */
export function monthTitle(month: string, locale: 'fr' | 'en' = 'fr'): string {
  const text = monthText(month, locale);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
