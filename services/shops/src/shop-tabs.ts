import type { ShopTabsBody } from '@vendange/contracts';
import { slugOf } from './shop-naming';

export interface StoredTab { id: string; name: string; order: number; exists: boolean; children: { id: string; name: string }[] }

/**
 * The tabs an owner sends, as stored: in the order sent (order 0, 1, 2…), each tab and sub-page keeping
 * its id when it has one not used earlier in the list, else given one from its name (nos-vins,
 * nos-vins-2…). Ids stay stable across edits, so links carrying ?pageid= keep working.
 */
export function normalizeTabs(tabs: ShopTabsBody['tabs']): StoredTab[] {
  // Ids sent are reserved, so that a new tab named like an old one never takes the old one's id.
  const reserved = new Set(tabs.flatMap((t) => [t.id, ...t.children.map((c) => c.id)]).filter((id): id is string => !!id));
  const used = new Set<string>();
  const idOf = (id: string | undefined, name: string) => {
    let candidate = id && !used.has(id) ? id : null;
    if (!candidate) {
      const base = slugOf(name).slice(0, 36).replace(/-+$/, '');
      candidate = base;
      for (let n = 2; used.has(candidate) || reserved.has(candidate); n += 1) candidate = `${base}-${n}`;
    }
    used.add(candidate);
    return candidate;
  };
  return tabs.map((tab, order) => ({
    id: idOf(tab.id, tab.name),
    name: tab.name,
    order,
    exists: tab.exists,
    children: tab.children.map((child) => ({ id: idOf(child.id, child.name), name: child.name })),
  }));
}
