import { crdLabelOf, crdSignOf, type CrdAccountLine, type CrdEntryReason, type CrdExitReason, type CrdReason } from '@vendange/contracts';

/** A capsule line as the account needs it. */
export interface CrdKey { id: number; name: string | null; colour: CrdAccountLine['colour']; regime: CrdAccountLine['regime']; genre: CrdAccountLine['genre']; volumeMl: number }
/** Capsules of a line before the month (the sum of its signed movements). */
export interface CrdOpening { capsuleId: number; units: number }
/** Capsules of a line moved in the month for one reason, signed as stored. */
export interface CrdMonthSum { capsuleId: number; reason: CrdReason; units: number }

const colourOrder = ['vert', 'bleu', 'lie-de-vin', 'orange', 'jaune-or', 'rouge'];

/**
 * The month's CRD account per capsule line (docs/decisions/crd.md): opening, entries by kind, exits by kind,
 * closing = opening + entries − exits. A line that held nothing and moved nothing is left out; one that only
 * carried its stock through the month is kept (customs want every capsule held).
 */
export function computeCrdAccount(input: { capsules: readonly CrdKey[]; openings: readonly CrdOpening[]; month: readonly CrdMonthSum[] }): CrdAccountLine[] {
  const lines = new Map<number, CrdAccountLine & { moved: boolean }>();
  for (const c of input.capsules) {
    lines.set(c.id, {
      capsuleId: c.id, label: crdLabelOf(c), colour: c.colour, regime: c.regime, genre: c.genre, volumeMl: c.volumeMl,
      opening: 0, entries: {}, exits: {}, closing: 0, moved: false,
    });
  }
  for (const o of input.openings) {
    const line = lines.get(o.capsuleId);
    if (line) line.opening += o.units;
  }
  for (const m of input.month) {
    const line = lines.get(m.capsuleId);
    if (!line || m.units === 0) continue;
    line.moved = true;
    // The sign stored is the reason's: an entry adds its units, an exit's negative units count as capsules out.
    if (crdSignOf(m.reason) > 0) line.entries[m.reason as CrdEntryReason] = (line.entries[m.reason as CrdEntryReason] ?? 0) + m.units;
    else line.exits[m.reason as CrdExitReason] = (line.exits[m.reason as CrdExitReason] ?? 0) - m.units;
  }
  const sum = (bag: Record<string, number>) => Object.values(bag).reduce((s, v) => s + v, 0);
  return [...lines.values()]
    .filter((l) => l.moved || l.opening !== 0)
    .map(({ moved: _moved, ...l }) => ({ ...l, closing: l.opening + sum(l.entries) - sum(l.exits) }))
    .sort((a, b) => colourOrder.indexOf(a.colour) - colourOrder.indexOf(b.colour) || a.regime.localeCompare(b.regime) || a.genre.localeCompare(b.genre) || a.volumeMl - b.volumeMl);
}

/** Whether any capsule entered or left in the month: a month where only capsules moved is not a nil return. */
export const crdMoved = (lines: readonly CrdAccountLine[]): boolean => lines.some((l) => Object.keys(l.entries).length > 0 || Object.keys(l.exits).length > 0);
