import type { TranchePart } from './tranche-split';

/** A format the offer proposes, with its 75 cl equivalents per unit (0.5, 1, 1.5, 2…). */
export interface OfferedFormat { formatId: number; eq75: number }
export interface FormatCount { formatId: number; count: number }

/** Equivalents counted in half bottles, so every sum stays an integer. */
export const halvesOf = (eq75: number): number => Math.round(eq75 * 2);

/** Whether a format can be sold en primeur: a whole number of half bottles. */
export function countsInHalves(eq75: number): boolean {
  return eq75 > 0 && Math.abs(eq75 * 2 - Math.round(eq75 * 2)) < 1e-9;
}

export type FormatSplitCheck = { ok: true; formats: FormatCount[] } | { ok: false; reason: 'notOffered' } | { ok: false; reason: 'sum'; askedEq: number };

/** The client's split of their equivalents into the offered formats: only offered formats, adding up exactly to what was bought. */
export function checkFormatSplit(offered: readonly OfferedFormat[], counts: readonly FormatCount[], quantity: number): FormatSplitCheck {
  const byId = new Map(offered.map((f) => [f.formatId, f]));
  const merged = new Map<number, number>();
  for (const c of counts) {
    if (!byId.has(c.formatId)) return { ok: false, reason: 'notOffered' };
    merged.set(c.formatId, (merged.get(c.formatId) ?? 0) + c.count);
  }
  const halves = [...merged].reduce((n, [id, count]) => n + count * halvesOf(byId.get(id)!.eq75), 0);
  if (halves !== quantity * 2) return { ok: false, reason: 'sum', askedEq: halves / 2 };
  return { ok: true, formats: offered.flatMap((f) => (merged.get(f.formatId) ? [{ formatId: f.formatId, count: merged.get(f.formatId)! }] : [])) };
}

/** A line of the delivered order: units of one format at one price incl. VAT. */
export interface DeliveryLine { formatId: number; count: number; unitTtcCents: number }

/**
 * The delivered order's lines: the chosen units laid along the equivalents bought, tranche by tranche (largest
 * formats first), each unit priced at what it covers of each tranche. A magnum astride two tranches costs one
 * equivalent of each. Units of one format at one price make one line, so the lines add up to the parts to the cent
 * (half bottles need an even price per equivalent, which the offer enforces).
 */
export function deliveryLines(offered: readonly OfferedFormat[], formats: readonly FormatCount[], parts: readonly TranchePart[]): DeliveryLine[] {
  const eqOf = new Map(offered.map((f) => [f.formatId, halvesOf(f.eq75)]));
  const units = [...formats].sort((a, b) => eqOf.get(b.formatId)! - eqOf.get(a.formatId)!)
    .flatMap((f) => Array.from({ length: f.count }, () => f.formatId));
  // Price of each half bottle along the stream of what was bought, tranche after tranche.
  const segments = [...parts].sort((a, b) => a.position - b.position).map((p) => ({ halves: p.quantity * 2, price: p.unitPriceCents }));
  let seg = 0;
  let usedInSeg = 0;
  const lines: DeliveryLine[] = [];
  for (const formatId of units) {
    let need = eqOf.get(formatId)!;
    let doubled = 0; // price × halves, i.e. twice the cents
    while (need > 0) {
      const s = segments[seg]!;
      const take = Math.min(need, s.halves - usedInSeg);
      doubled += take * s.price;
      need -= take;
      usedInSeg += take;
      if (usedInSeg === s.halves) { seg += 1; usedInSeg = 0; }
    }
    const unitTtcCents = doubled / 2;
    const last = lines.find((l) => l.formatId === formatId && l.unitTtcCents === unitTtcCents);
    if (last) last.count += 1; else lines.push({ formatId, count: 1, unitTtcCents });
  }
  return lines;
}
