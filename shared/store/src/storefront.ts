import { atom } from 'jotai';
import { getHref } from '@vendange/route-registry';
import type { HeaderStyle, PublicShop } from '@vendange/contracts';

/**
 * The shop a storefront page shows (spec point 2 shop header): mfe-shop publishes it on the shop and
 * product pages and clears it when they go; the shell draws the one shop header from it.
 */
export interface Storefront {
  id: number;
  code: string;
  name: string;
  urlShop: string;
  logo: string | null;
  color: string;
  tabs: PublicShop['tabs'];
  headerStyle: HeaderStyle;
}

export const storefrontAtom = atom<Storefront | null>(null);

/** What of a public shop the header needs. */
export const storefrontOf = (shop: PublicShop): Storefront => ({
  id: shop.id, code: shop.code, name: shop.name, urlShop: shop.urlShop, logo: shop.logo, color: shop.color, tabs: shop.tabs, headerStyle: shop.headerStyle,
});

/** Spec point 2: a logged-in user sees a shop under /shops/{id}, anyone else at /{name}. */
export const shopPathOf = (shop: Pick<Storefront, 'id' | 'urlShop'>, loggedIn: boolean): string =>
  (loggedIn ? getHref('shop', { id: shop.id }) : getHref('shopAddress', { name: shop.urlShop }));

/** `?page=` of a tab: its name lowercased, spaces replaced by dashes (spec point 2). */
export const tabSlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/** A tab or one of its sub-pages, as the storefront links to it. */
export interface TabLink {
  id: string;
  name: string;
  /** The query of its link: page, and pageid when another page has the same name. */
  search: string;
  children: TabLink[];
}

/** The tabs shown, in their order (those that exist), each with its sub-pages and the query of its link. */
export function tabLinks(tabs: PublicShop['tabs']): TabLink[] {
  const shown = tabs.filter((t) => t.exists).sort((a, b) => a.order - b.order);
  const pages = shown.flatMap((t) => [t, ...t.children]);
  const count = new Map<string, number>();
  for (const p of pages) count.set(tabSlug(p.name), (count.get(tabSlug(p.name)) ?? 0) + 1);
  const link = (p: { id: string; name: string }) => {
    const q = new URLSearchParams({ page: tabSlug(p.name) });
    if ((count.get(tabSlug(p.name)) ?? 0) > 1) q.set('pageid', p.id);
    return `?${q.toString()}`;
  };
  return shown.map((t) => ({ id: t.id, name: t.name, search: link(t), children: t.children.map((c) => ({ id: c.id, name: c.name, search: link(c), children: [] })) }));
}

/**
 * The page a storefront URL asks for: by `pageid`, else the first page named like `page`, else the
 * first existing tab (spec point 2). Null when the shop shows no tab.
 */
export function activeTabOf(tabs: PublicShop['tabs'], page: string | null, pageId: string | null): { id: string; name: string } | null {
  const links = tabLinks(tabs);
  const pages = links.flatMap((t) => [t, ...t.children]);
  const hit = (pageId ? pages.find((p) => p.id === pageId) : undefined) ?? (page ? pages.find((p) => tabSlug(p.name) === page.toLowerCase()) : undefined) ?? links[0];
  return hit ? { id: hit.id, name: hit.name } : null;
}

/** The tab a page belongs to (itself, or the tab whose sub-page it is): what the header underlines. */
export function tabOfPage(tabs: PublicShop['tabs'], pageId: string | null): string | null {
  if (!pageId) return null;
  return tabs.find((t) => t.id === pageId || t.children.some((c) => c.id === pageId))?.id ?? null;
}
