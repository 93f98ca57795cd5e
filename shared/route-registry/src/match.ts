import { routes } from './routes';
import type { RouteEntry } from './types';

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

const split = (path: string) => path.split('/').filter(Boolean);

/** Rank of a match: longer patterns first, then more static segments, then exact over prefix. */
function rank(entry: RouteEntry, exact: boolean): number {
  const segs = split(entry.path);
  const statics = segs.filter((s) => !s.startsWith(':')).length;
  return segs.length * 100 + statics * 10 + (exact ? 1 : 0);
}

function tryMatch(entry: RouteEntry, parts: string[]): { params: Record<string, string>; exact: boolean } | null {
  const segs = split(entry.path);
  if (parts.length < segs.length || (parts.length > segs.length && !entry.prefix)) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]!;
    const part = parts[i]!;
    if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(part);
    else if (seg !== part) return null;
  }
  return { params, exact: parts.length === segs.length };
}

/** The registry entry that owns a pathname, or null when nothing does (then the path is unknown). */
export function matchRoute(pathname: string, table: RouteEntry[] = routes): RouteMatch | null {
  const parts = split(pathname);
  let best: (RouteMatch & { score: number }) | null = null;
  for (const entry of table) {
    const m = tryMatch(entry, parts);
    if (!m) continue;
    const score = rank(entry, m.exact);
    if (!best || score > best.score) best = { entry, params: m.params, score };
  }
  return best ? { entry: best.entry, params: best.params } : null;
}
