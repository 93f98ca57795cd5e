/** One format's units asked for by a checkout. */
export interface StockLine { formatId: number; quantity: number }

/**
 * The units to take per format: lines of the same format (a bottle in a composed box and the same
 * bottle outside it) are summed, so one conditional update checks the whole quantity; sorted by
 * format id, so that two checkouts always lock formats in the same order (no deadlock).
 */
export function stockLinesOf(lines: readonly StockLine[]): StockLine[] {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.formatId, (sums.get(line.formatId) ?? 0) + line.quantity);
  return [...sums].map(([formatId, quantity]) => ({ formatId, quantity })).sort((a, b) => a.formatId - b.formatId);
}
