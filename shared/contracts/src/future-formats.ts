/**
 * Primeurs (docs/decisions/futures.md): the buyer's split of their bottles into the offered formats before bottling,
 * and whether that choice is still open. Pure: the server, the dashboard and the shop's primeur page use the same.
 * Equivalents are counted in half bottles so every sum is an integer.
 */

export interface FormatOffered { formatId: number; eq75: number; label?: string }
export interface FormatChosen { formatId: number; count: number }

const halves = (eq75: number): number => Math.round(eq75 * 2);
/** 7.5 → "7,5", 12 → "12". */
const shown = (halvesCount: number): string => String(halvesCount / 2).replace('.', ',');

/**
 * What is wrong with a split, in French, saying what to fix; null when it adds up exactly to `quantity` equivalents
 * and names only offered formats. 12 bought, 6 × 75 cl + 3 × magnum = 12: null.
 */
export function formatSplitProblem(offered: readonly FormatOffered[], counts: readonly FormatChosen[], quantity: number): string | null {
  const byId = new Map(offered.map((f) => [f.formatId, f]));
  let sum = 0;
  for (const c of counts) {
    const f = byId.get(c.formatId);
    if (!f) return "Ce format n'est pas proposé dans cette campagne : choisissez parmi les formats proposés.";
    if (!Number.isInteger(c.count) || c.count < 0) return `Indiquez un nombre entier de ${f.label ?? 'bouteilles'}, 0 ou plus.`;
    sum += c.count * halves(f.eq75);
  }
  const want = quantity * 2;
  if (sum === want) return null;
  const gap = Math.abs(want - sum);
  if (sum === 0) return `Répartissez vos ${quantity} équivalent(s) bouteille entre les formats proposés (un magnum compte pour 2, une demi-bouteille pour 0,5).`;
  return sum < want
    ? `Les formats choisis font ${shown(sum)} équivalent(s) bouteille pour ${quantity} commandé(s) : il en manque ${shown(gap)}, ajoutez-les (un magnum compte pour 2, une demi-bouteille pour 0,5).`
    : `Les formats choisis font ${shown(sum)} équivalent(s) bouteille pour ${quantity} commandé(s) : ${shown(gap)} de trop, retirez-en.`;
}

/** A campaign as far as its choice of formats goes. */
export interface FormatChoiceState { status: string; formatsCloseOn: string | null; formatsClosedAt: Date | string | null }

/**
 * Whether buyers may still choose their formats on the French day `day` (YYYY-MM-DD): not once the producer closed the
 * choice, nor after its last day (inclusive), nor once bottled (status 'delivered').
 */
export function formatChoiceOpen(offer: FormatChoiceState, day: string): boolean {
  if (offer.status === 'delivered' || offer.formatsClosedAt !== null) return false;
  return offer.formatsCloseOn === null || day <= offer.formatsCloseOn;
}
