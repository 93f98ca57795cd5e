import type { AccessSubject } from '@vendange/access';
import { matchesSearch, normalizeSearch } from '@vendange/contracts';
import type { GuardContext } from './guard';
import { allows, menuFor } from './menu';
import { routes } from './routes';
import type { Label, MenuIconName, RouteEntry } from './types';

/** One page offered by the header's 'go to' box. */
export interface Shortcut {
  path: string;
  label: Label;
  /** The menu group the page sits in, shown beside it (null for top-level pages). */
  group: Label | null;
  tags: string[];
  icon: MenuIconName;
}

const canBrowse = (entry: RouteEntry) => !entry.path.includes(':');

/**
 * The pages a user may jump to (spec point 2: not for buyers): their side menu's pages in menu order,
 * then the tagged pages they may open that have a title but no menu entry (e.g. accounting).
 */
export function shortcutsFor(subject: AccessSubject | null, shop: GuardContext['shop'], table: RouteEntry[] = routes): Shortcut[] {
  if (!subject || subject.role === 'buyer' || subject.role === 'admin') return [];
  const byPath = new Map(table.map((e) => [e.path, e]));
  const list: Shortcut[] = [];
  const seen = new Set<string>();
  for (const section of menuFor(subject, shop, table, [])) {
    for (const item of section.items) {
      if (seen.has(item.path)) continue;
      seen.add(item.path);
      list.push({ path: item.path, label: item.label, group: section.label, tags: byPath.get(item.path)?.tags ?? [], icon: item.icon });
    }
  }
  for (const entry of table) {
    if (seen.has(entry.path) || !entry.title || !entry.tags || !canBrowse(entry) || entry.access.kind !== 'roles' || !allows(entry, subject, shop)) continue;
    seen.add(entry.path);
    list.push({ path: entry.path, label: entry.title, group: null, tags: entry.tags, icon: entry.icon ?? 'dashboard' });
  }
  return list;
}

/**
 * The shortcuts matching what was typed, ignoring accents, spaces and case (spec point 5): label
 * starts first, then label contains, then tag matches. Nothing typed lists them all.
 */
export function searchShortcuts(list: Shortcut[], typed: string, translate: (label: Label) => string = (l) => l.message): Shortcut[] {
  const needle = normalizeSearch(typed);
  if (!needle) return list;
  const rank = (s: Shortcut): number => {
    const label = normalizeSearch(translate(s.label));
    if (label.startsWith(needle)) return 0;
    if (label.includes(needle)) return 1;
    return s.tags.some((tag) => matchesSearch(tag, needle)) ? 2 : -1;
  };
  return list
    .map((s, i) => ({ s, i, r: rank(s) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.s);
}
