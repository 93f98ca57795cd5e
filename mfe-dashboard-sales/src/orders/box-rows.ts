import type { OrderLine } from '@vendange/contracts';

export type BoxRole = 'box' | 'inBox' | null;

/**
 * How each order line reads in a composed box: the box's own line (the first of its key, as the cart
 * sends the box before its bottles), the bottles in it, or neither.
 */
export function boxRoles(lines: readonly Pick<OrderLine, 'id' | 'boxKey'>[]): Map<number, BoxRole> {
  const seen = new Set<string>();
  return new Map(lines.map((l) => {
    if (l.boxKey === null) return [l.id, null];
    if (seen.has(l.boxKey)) return [l.id, 'inBox'];
    seen.add(l.boxKey);
    return [l.id, 'box'];
  }));
}
