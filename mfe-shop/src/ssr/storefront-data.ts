import type { ProductDetail, ProductSummary, PublicShop } from '@vendange/contracts';
import type { Locale } from '@vendange/i18n';

/** What a storefront page shows of its shop (the rest of the public shop, like its terms of sale, stays out of the page). */
export type StorefrontShop = Pick<PublicShop, 'id' | 'code' | 'name' | 'urlShop' | 'color' | 'logo' | 'banner' | 'tabs' | 'headerStyle'> & {
  membersOnlyPrices: boolean;
};

/** What a shop page's card reads of a format: its name, its price shown, its stock, and what a cart line keeps. */
export type CardFormat = Pick<ProductSummary['formats'][number], 'id' | 'container' | 'unity' | 'unityValue' | 'eq75' | 'displayCents' | 'stock'>;

/**
 * What a shop page reads of a product: its card (name, link, badges, prices, 'Ajouter' and the cart
 * line it makes), the JSON-LD list and the share picture. The page's data is inlined for hydration
 * and a shop page lists up to TAB_PRODUCTS_LIMIT products, so it carries these fields and no more
 * (the list's other fields, `priceCents`, `vatType`, the typology's key and name…, doubled its size).
 */
export type CardProduct = Pick<ProductSummary, 'id' | 'name' | 'precision' | 'productType' | 'color' | 'status' | 'minQuantity' | 'maxQuantity' | 'hasBuilder' | 'imageUrl' | 'vintages'> & {
  /** The prices shown are incl. VAT (the viewer's typology says so). */
  ttc: boolean;
  formats: CardFormat[];
};

export const cardProductOf = (p: ProductSummary): CardProduct => ({
  id: p.id, name: p.name, precision: p.precision, productType: p.productType, color: p.color, status: p.status,
  minQuantity: p.minQuantity, maxQuantity: p.maxQuantity, imageUrl: p.imageUrl,
  // Only boxes to compose say so (JSON drops nothing else of a `false`).
  ...(p.hasBuilder === true ? { hasBuilder: true } : {}),
  vintages: p.vintages.map((v) => ({ id: v.id, name: v.name })),
  ttc: p.typology?.ttc === true,
  formats: p.formats.map((f) => ({ id: f.id, container: f.container, unity: f.unity, unityValue: f.unityValue, eq75: f.eq75, displayCents: f.displayCents, stock: f.stock })),
});

export type StorefrontPage =
  /**
   * `products`: those the open tab holds (productsOfTab); `paragraphs`: the text of a text page, else
   * null; `hasBuilders`: the shop has boxes to compose, whatever the tab; `primeursPath`: its primeur page when it has
   * an open campaign (primeursPathOf, the app's rule), else null.
   */
  | { kind: 'shop'; tab: { id: string; name: string } | null; products: CardProduct[]; paragraphs: string[] | null; hasBuilders: boolean; primeursPath: string | null }
  | { kind: 'product'; product: ProductDetail }
  /** A product that does not exist in this shop (404): the shop's header and 'Produit inexistant'. */
  | { kind: 'missing-product' };

/**
 * Everything a server-rendered storefront page is drawn from. The server renders it and inlines it
 * as JSON; the browser hydrates from the same object, so both draw the same first picture.
 */
export interface StorefrontData {
  locale: Locale;
  shop: StorefrontShop;
  page: StorefrontPage;
  /** The shop's address for a visitor (`/{urlShop}`): its links and products hang below it. */
  shopPath: string;
  /** This page's path and query, where login brings the visitor back. */
  here: string;
  /** The visitor has not said they are of age (no `isOver18` cookie): the age question shows at once. */
  ageGate: boolean;
  /** For the side menu's copyright, from the server's clock. */
  year: number;
  /** The deployed version (the shell's version.json), shown in the side menu; null when unknown. */
  version: string | null;
}

export const storefrontShopOf = (shop: PublicShop): StorefrontShop => ({
  id: shop.id, code: shop.code, name: shop.name, urlShop: shop.urlShop, color: shop.color, logo: shop.logo, banner: shop.banner,
  tabs: shop.tabs, headerStyle: shop.headerStyle, membersOnlyPrices: shop.sales.membersOnlyPrices,
});

/** Prices are shown on this page unless the shop keeps them for members (every server-rendered page is a visitor's). */
export const pricesShown = (data: Pick<StorefrontData, 'shop'>): boolean => !data.shop.membersOnlyPrices;
