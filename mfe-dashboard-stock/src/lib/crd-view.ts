import type { MessageDescriptor } from '@lingui/core';
import {
  crdEntryReasons, crdExitReasons, type CrdAccountLine, type CrdCapsule, type CrdColour, type CrdEntryReason,
  type CrdExitReason, type CrdGenre, type CrdReason, type CrdRegime,
} from '@vendange/contracts';

/** The capsule colours as customs name them, and the swatch shown beside each. */
export const crdColourLabels: Record<CrdColour, MessageDescriptor> = {
  vert: /*i18n*/ { id: 'crd.colour.vert', message: 'Vert (vins AOP tranquilles et mousseux)' },
  bleu: /*i18n*/ { id: 'crd.colour.bleu', message: 'Bleu (autres vins)' },
  'lie-de-vin': /*i18n*/ { id: 'crd.colour.lie-de-vin', message: 'Lie-de-vin (tous vins)' },
  orange: /*i18n*/ { id: 'crd.colour.orange', message: 'Orange (produits intermédiaires AOC)' },
  'jaune-or': /*i18n*/ { id: 'crd.colour.jaune-or', message: 'Jaune-or (cognac, armagnac)' },
  rouge: /*i18n*/ { id: 'crd.colour.rouge', message: "Rouge (rhums d'outre-mer)" },
};
export const crdSwatches: Record<CrdColour, string> = {
  vert: '#2f8f46', bleu: '#2f5fb3', 'lie-de-vin': '#7b2942', orange: '#e8842c', 'jaune-or': '#d4af37', rouge: '#c62828',
};
export const crdRegimeLabels: Record<CrdRegime, MessageDescriptor> = {
  personnalise: /*i18n*/ { id: 'crd.regime.personnalise', message: 'Personnalisée' },
  collective_suspendue: /*i18n*/ { id: 'crd.regime.collective_suspendue', message: 'Collective, droits suspendus' },
  collectif_acquitte: /*i18n*/ { id: 'crd.regime.collectif_acquitte', message: 'Collective, droits acquittés' },
};
export const crdGenreLabels: Record<CrdGenre, MessageDescriptor> = {
  tranquille: /*i18n*/ { id: 'crd.genre.tranquille', message: 'Vin tranquille' },
  mousseux: /*i18n*/ { id: 'crd.genre.mousseux', message: 'Vin mousseux' },
  vdn: /*i18n*/ { id: 'crd.genre.vdn', message: 'Vin doux naturel' },
  pi: /*i18n*/ { id: 'crd.genre.pi', message: 'Produit intermédiaire' },
  spiritueux: /*i18n*/ { id: 'crd.genre.spiritueux', message: 'Spiritueux' },
};
export const crdReasonLabels: Record<CrdReason, MessageDescriptor> = {
  purchase: /*i18n*/ { id: 'crd.reason.purchase', message: 'Achat' },
  return: /*i18n*/ { id: 'crd.reason.return', message: 'Retour' },
  surplus: /*i18n*/ { id: 'crd.reason.surplus', message: 'Excédent' },
  used: /*i18n*/ { id: 'crd.reason.used', message: 'Utilisées' },
  destroyed: /*i18n*/ { id: 'crd.reason.destroyed', message: 'Détruites' },
  missing: /*i18n*/ { id: 'crd.reason.missing', message: 'Manquantes' },
};
export const crdFieldMessages = {
  volume: /*i18n*/ { id: 'crd.form.volume', message: 'Une contenance en centilitres (ex. 75 ou 37,5).' },
  capsule: /*i18n*/ { id: 'crd.form.capsule', message: 'Choisissez la ligne de capsules.' },
  reason: /*i18n*/ { id: 'crd.form.reason', message: 'Choisissez le motif.' },
  quantity: /*i18n*/ { id: 'crd.form.quantity', message: 'Un nombre entier de capsules, au moins 1.' },
};

/** The bottle size typed in centilitres ('75', '37,5', '150') as millilitres; undefined when it is not a size. */
export function millilitresOfCl(text: string): number | undefined {
  const typed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d)?$/.test(typed)) return undefined;
  return Math.round(Number(typed) * 10);
}

/** 750 → '75 cl', 375 → '37,5 cl' (or '37.5 cl' in English). */
export const clText = (volumeMl: number, locale: 'fr' | 'en' = 'fr'): string => {
  const cl = String(volumeMl / 10);
  return `${locale === 'fr' ? cl.replace('.', ',') : cl} cl`;
};

/** Entry kinds and exit kinds some line of the month moved: the DRM's CRD table shows only those columns. */
export function crdColumnsOf(lines: readonly CrdAccountLine[]): { entries: CrdEntryReason[]; exits: CrdExitReason[] } {
  return {
    entries: crdEntryReasons.filter((r) => lines.some((l) => l.entries[r] !== undefined)),
    exits: crdExitReasons.filter((r) => lines.some((l) => l.exits[r] !== undefined)),
  };
}

/** Capsule lines a bottling may use: those holding capsules, the fullest first. */
export const usableCapsules = (capsules: readonly CrdCapsule[]): CrdCapsule[] => capsules.filter((c) => c.balance > 0).sort((a, b) => b.balance - a.balance);
