import { ALL_PRODUCTS_TAB, type ProductSummary, type PublicShop, type ShopTabContent } from '@vendange/contracts';

/** What the open page holds: its tab's or sub-page's content; every product when the shop shows no tab. */
export function contentOfPage(tabs: PublicShop['tabs'], pageId: string | null): ShopTabContent {
  if (!pageId) return ALL_PRODUCTS_TAB;
  for (const tab of tabs) {
    if (tab.id === pageId) return tab.content ?? ALL_PRODUCTS_TAB;
    const child = tab.children.find((c) => c.id === pageId);
    if (child) return child.content ?? ALL_PRODUCTS_TAB;
  }
  return ALL_PRODUCTS_TAB;
}

/**
 * The products a storefront page lists, from the shop's products on sale: the one rule both the app's
 * shop screen and the server-rendered storefront apply, so a tab shows the same cards either way.
 * Chosen products keep the order the producer chose; a text page lists none.
 */
export function productsOfTab(content: ShopTabContent, products: ProductSummary[]): ProductSummary[] {
  switch (content.kind) {
    case 'all':
      return products;
    case 'products': {
      const byId = new Map(products.map((p) => [p.id, p]));
      return content.productIds.map((id) => byId.get(id)).filter((p): p is ProductSummary => p !== undefined);
    }
    case 'types': {
      const colors = content.colors.map((c) => c.toLocaleLowerCase('fr'));
      return products.filter((p) => (content.productTypes.length === 0 || content.productTypes.includes(p.productType))
        && (colors.length === 0 || (p.color !== null && colors.includes(p.color.toLocaleLowerCase('fr')))));
    }
    case 'builders':
      return products.filter((p) => p.hasBuilder === true);
    case 'text':
      return [];
  }
}

/** The text of a text page, split into its paragraphs (blank lines part them); null for a page of products. */
export function paragraphsOfTab(content: ShopTabContent): string[] | null {
  if (content.kind !== 'text') return null;
  return content.text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p.length > 0);
}

/** The largest page the product list answers: enough for a shop's whole range, so a chosen product is never cut off. */
export const TAB_PRODUCTS_LIMIT = 100;
