import { crdInventoryMove, type CrdCapsule, type CrdInventoryBody } from '@vendange/contracts';

/** What was typed per line: the capsule line's id → the count as typed ('' = not counted this time). */
export type CrdCounts = Record<number, string>;

export interface CrdInventoryDifference { capsule: CrdCapsule; counted: number; move: { reason: 'surplus' | 'missing'; quantity: number } | null }

/**
 * The inventory as typed: the lines counted (a blank line is not counted), each with what it will write against the
 * balance shown; or the first line whose count is not a whole number of capsules.
 */
export function crdInventoryOf(capsules: readonly CrdCapsule[], counts: CrdCounts, note: string):
  { body: CrdInventoryBody; differences: CrdInventoryDifference[]; error: null } | { body: null; differences: null; error: { capsuleId: number } | 'none' } {
  const differences: CrdInventoryDifference[] = [];
  for (const capsule of capsules) {
    const typed = (counts[capsule.id] ?? '').trim();
    if (typed === '') continue;
    if (!/^\d{1,7}$/.test(typed)) return { body: null, differences: null, error: { capsuleId: capsule.id } };
    const counted = Number(typed);
    differences.push({ capsule, counted, move: crdInventoryMove(capsule.balance, counted) });
  }
  if (differences.length === 0) return { body: null, differences: null, error: 'none' };
  return { body: { counts: differences.map((d) => ({ capsuleId: d.capsule.id, counted: d.counted })), note: note.trim() || null }, differences, error: null };
}
