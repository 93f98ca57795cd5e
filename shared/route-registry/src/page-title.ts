import type { Role } from '@vendange/contracts';
import { matchRoute } from './match';
import { routes } from './routes';
import type { Label, RouteEntry } from './types';

/**
 * The title of the page at `pathname` (mobile header): the menu label of the best-matching route,
 * in this role's menu first, else in any menu, else the route's own title; null when it has none.
 */
export function pageTitleOf(pathname: string, role: Role | null, table: RouteEntry[] = routes): Label | null {
  const match = matchRoute(pathname.split('?')[0]!, table);
  if (!match) return null;
  const { entry } = match;
  const placements = entry.menu ?? [];
  const own = role ? placements.find((p) => p.roles.includes(role)) : undefined;
  return own?.label ?? entry.title ?? placements[0]?.label ?? null;
}
