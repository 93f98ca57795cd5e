/** A tranche as it stands: its price per 75 cl equivalent incl. VAT, its cap and what is sold of it. */
export interface TrancheState { id: number; position: number; unitPriceCents: number; cap: number; sold: number }

/** What one order takes of one tranche, at its price. */
export interface TranchePart { trancheId: number; position: number; quantity: number; unitPriceCents: number }

export type TrancheSplit = { ok: true; parts: TranchePart[] } | { ok: false; left: number };

const byPosition = (tranches: readonly TrancheState[]) => [...tranches].sort((a, b) => a.position - b.position);

/** Equivalents left to sell across the tranches. */
export function leftToSell(tranches: readonly TrancheState[]): number {
  return tranches.reduce((n, t) => n + Math.max(0, t.cap - t.sold), 0);
}

/** The price of the next equivalent sold: the first tranche not full; null when everything is sold. */
export function currentPrice(tranches: readonly TrancheState[]): number | null {
  return byPosition(tranches).find((t) => t.sold < t.cap)?.unitPriceCents ?? null;
}

/**
 * Prices a quantity of equivalents at the tranches in their order: the first tranche not full first, what
 * crosses its cap falls into the next. Never more than a cap allows: a quantity beyond what is left is refused
 * whole (the client is told what is left), never sold in part behind their back.
 */
export function splitAcrossTranches(tranches: readonly TrancheState[], quantity: number): TrancheSplit {
  const left = leftToSell(tranches);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) return { ok: false, left };
  const parts: TranchePart[] = [];
  let rest = quantity;
  for (const t of byPosition(tranches)) {
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
