/**
 * A tranche as it stands: its price per 75 cl equivalent incl. VAT, its cap, what is sold of it, and the French day
 * (YYYY-MM-DD, Europe/Paris) it opens; none: with the campaign.
 */
export interface TrancheState { id: number; position: number; unitPriceCents: number; cap: number; sold: number; opensOn?: string | null }

/** What one order takes of one tranche, at its price. */
export interface TranchePart { trancheId: number; position: number; quantity: number; unitPriceCents: number }

export type TrancheSplit = { ok: true; parts: TranchePart[] } | { ok: false; left: number };

const byPosition = (tranches: readonly TrancheState[]) => [...tranches].sort((a, b) => a.position - b.position);

const leftOf = (t: TrancheState) => Math.max(0, t.cap - t.sold);

/** Whether a tranche sells on a French day (YYYY-MM-DD): it has no opening day, or that day has come. */
export function isOpenOn(t: Pick<TrancheState, 'opensOn'>, day: string): boolean {
  return !t.opensOn || t.opensOn <= day;
}

/** The tranches that sell on a French day, in their order: those whose day has not come are not sold. */
export function openOn(tranches: readonly TrancheState[], day: string): TrancheState[] {
  return byPosition(tranches).filter((t) => isOpenOn(t, day));
}

/** Equivalents that may be sold on a French day across the open tranches. */
export function leftToSell(tranches: readonly TrancheState[], day: string): number {
  return openOn(tranches, day).reduce((n, t) => n + leftOf(t), 0);
}

/**
 * Which tranche sells on a French day, given what was taken: `current` is the first open tranche with units left
 * (null when none sells today); `next` the tranche after it with units left, or, when none sells today, the first
 * one still to open (null when nothing is left to come).
 */
export function trancheOn(tranches: readonly TrancheState[], day: string): { current: TrancheState | null; next: TrancheState | null } {
  const withUnits = byPosition(tranches).filter((t) => leftOf(t) > 0);
  const current = withUnits.find((t) => isOpenOn(t, day)) ?? null;
  const next = current ? withUnits.find((t) => t.position > current.position) ?? null : withUnits.find((t) => !isOpenOn(t, day)) ?? null;
  return { current, next };
}

/** The price of the next equivalent sold on a French day: the first open tranche not full; null when none sells. */
export function currentPrice(tranches: readonly TrancheState[], day: string): number | null {
  return trancheOn(tranches, day).current?.unitPriceCents ?? null;
}

/**
 * Prices a quantity of equivalents at the tranches open on a French day, in their order: the first tranche not
 * full first, what crosses its cap falls into the next open one. A tranche whose day has not come is not sold.
 * Never more than a cap allows: a quantity beyond what is left today is refused whole (the client is told what
 * is left), never sold in part behind their back.
 */
export function splitAcrossTranches(tranches: readonly TrancheState[], quantity: number, day: string): TrancheSplit {
  const left = leftToSell(tranches, day);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) return { ok: false, left };
  const parts: TranchePart[] = [];
  let rest = quantity;
  for (const t of openOn(tranches, day)) {
    if (rest === 0) break;
    const take = Math.min(rest, Math.max(0, t.cap - t.sold));
    if (take === 0) continue;
    parts.push({ trancheId: t.id, position: t.position, quantity: take, unitPriceCents: t.unitPriceCents });
    rest -= take;
  }
  return { ok: true, parts };
}

/** Total incl. VAT of the parts: exact integer cents. */
export function partsTotal(parts: readonly TranchePart[]): number {
  return parts.reduce((n, p) => n + p.quantity * p.unitPriceCents, 0);
}
