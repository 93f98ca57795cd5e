import { ALL_PRODUCTS_TAB, type ShopTab, type ShopTabContent, type ShopTabsBody } from '@vendange/contracts';
import { slugOf } from './shop-naming';

export interface StoredTab { id: string; name: string; order: number; exists: boolean; content: ShopTabContent; children: { id: string; name: string; content: ShopTabContent }[] }

type MaybeContent = { content?: ShopTabContent | undefined };

/** Product ids kept once each, in the order chosen: a double tick in the editor is no second card. */
function cleanContent(content: ShopTabContent | undefined): ShopTabContent {
  if (!content) return ALL_PRODUCTS_TAB;
  if (content.kind === 'products') return { kind: 'products', productIds: [...new Set(content.productIds)] };
  if (content.kind === 'types') return { kind: 'types', productTypes: [...new Set(content.productTypes)], colors: [...new Set(content.colors)] };
  return content;
}

/** Tabs as the API gives them: one stored before tabs had a content holds every product, as it always did. */
export function tabsWithContent(tabs: Array<Omit<ShopTab, 'content' | 'children'> & MaybeContent & { children: Array<Omit<ShopTab['children'][number], 'content'> & MaybeContent> }>): ShopTab[] {
  return tabs.map((tab) => ({
    ...tab, content: tab.content ?? ALL_PRODUCTS_TAB,
    children: tab.children.map((child) => ({ ...child, content: child.content ?? ALL_PRODUCTS_TAB })),
  }));
}

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
    content: cleanContent(tab.content),
    children: tab.children.map((child) => ({ id: idOf(child.id, child.name), name: child.name, content: cleanContent(child.content) })),
  }));
}
