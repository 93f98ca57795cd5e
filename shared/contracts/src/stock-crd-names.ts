// The CRD capsules' names and pure rules, without zod: the CRD and DRM screens label their tables with them, and
// reading them from the schema module brought zod (27 KB gzip) onto those screens
// (docs/decisions/front-end-performance.md, session 32). stock-crd.ts builds its schemas from them.

/** Green: still and sparkling AOP wines; blue: other wines; wine-red replaces both; orange: AOC intermediate products; yellow-gold: cognac, armagnac; red: overseas rums. */
export const crdColours = ['vert', 'bleu', 'lie-de-vin', 'orange', 'jaune-or', 'rouge'] as const;
export type CrdColour = (typeof crdColours)[number];
/** The EDI's CRD types: personalised (the producer's own number), or collective, bought duty-suspended or duty-paid. */
export const crdRegimes = ['personnalise', 'collective_suspendue', 'collectif_acquitte'] as const;
export type CrdRegime = (typeof crdRegimes)[number];
/** The fiscal category of the wine the capsule caps (EDI "genre"/"type produit"). */
export const crdGenres = ['tranquille', 'mousseux', 'vdn', 'pi', 'spiritueux'] as const;
export type CrdGenre = (typeof crdGenres)[number];

/** Entries (purchases, returns, inventory surplus) and exits (used at bottling, destroyed, missing). */
export const crdEntryReasons = ['purchase', 'return', 'surplus'] as const;
export const crdExitReasons = ['used', 'destroyed', 'missing'] as const;
export const crdReasons = [...crdEntryReasons, ...crdExitReasons] as const;
export type CrdEntryReason = (typeof crdEntryReasons)[number];
export type CrdExitReason = (typeof crdExitReasons)[number];
export type CrdReason = (typeof crdReasons)[number];

/** +1 for an entry, −1 for an exit: a movement's signed quantity. */
export const crdSignOf = (reason: CrdReason): 1 | -1 => ((crdEntryReasons as readonly string[]).includes(reason) ? 1 : -1);

export const crdMessages = {
  unknown: "Cette ligne de capsules CRD n'existe pas ou n'est pas la vôtre : choisissez-en une de la liste.",
  duplicate: 'Une ligne de capsules CRD existe déjà pour cette couleur, ce régime, ce type de vin et cette contenance : enregistrez-y une entrée.',
  short: (label: string, left: number) => `Pas assez de capsules CRD « ${label} » : il en reste ${left}. Enregistrez d'abord leur achat, ou choisissez une autre ligne de capsules.`,
  bottlingOnly: 'Les capsules CRD se consomment à la mise en bouteille : choisissez le motif « Mise en bouteille » ou retirez les capsules.',
  volume: 'Une contenance en millilitres, entre 10 et 30 000 (75 cl = 750).',
} as const;

const colourWords: Record<CrdColour, string> = { vert: 'Vert', bleu: 'Bleu', 'lie-de-vin': 'Lie-de-vin', orange: 'Orange', 'jaune-or': 'Jaune-or', rouge: 'Rouge' };
const regimeWords: Record<CrdRegime, string> = { personnalise: 'Personnalisée', collective_suspendue: 'Collective suspendue', collectif_acquitte: 'Collective acquittée' };

/** The bottle size as customs write it: 750 → '75 cl', 375 → '37,5 cl'. */
export const centilisationOf = (volumeMl: number): string => `${String(volumeMl / 10).replace('.', ',')} cl`;

/** How a capsule line reads when it has no name of its own: 'Vert · Collective suspendue · tranquille · 75 cl'. */
export function crdLabelOf(c: { name: string | null; colour: CrdColour; regime: CrdRegime; genre: CrdGenre; volumeMl: number }): string {
  return c.name ?? [colourWords[c.colour], regimeWords[c.regime], c.genre, centilisationOf(c.volumeMl)].join(' · ');
}

/** What a count writes against the balance: a surplus when more were counted, missing capsules when fewer, else nothing. */
export function crdInventoryMove(balance: number, counted: number): { reason: 'surplus' | 'missing'; quantity: number } | null {
  if (counted === balance) return null;
  return counted > balance ? { reason: 'surplus', quantity: counted - balance } : { reason: 'missing', quantity: balance - counted };
}
