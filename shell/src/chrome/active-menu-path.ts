/**
 * The menu entry a page belongs to: the longest entry path the page's path is, or is under. Factures
 * (/dashboard/orders/bills) is then the one lit, not Commandes (/dashboard/orders) too; an order's
 * page (/dashboard/orders/12) still lights Commandes. The dashboard home only lights on itself.
 */
export function activeMenuPath(pathname: string, entries: readonly string[], home: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const entry of entries) {
    const matches = entry === home ? path === entry : path === entry || path.startsWith(`${entry}/`);
    if (matches && (best === null || entry.length > best.length)) best = entry;
  }
  return best;
}
