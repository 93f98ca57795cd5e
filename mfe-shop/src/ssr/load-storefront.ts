import type { ProductDetail, ProductSummary, PublicShop } from '@vendange/contracts';
import { chosenLocaleOf, detectLocale } from '@vendange/i18n';
import { activeTabOf, shopPathOf } from '@vendange/store';
import { hasAdultCookie } from '../age-gate/age-gate-rules';
import { shopFuturesApi } from '../futures/futures-view';
import { primeursPathOf } from '../futures/primeurs-link';
import { productKeyOf } from '../product/product-key';
import { contentOfPage, paragraphsOfTab, productsOfTab, TAB_PRODUCTS_LIMIT } from '../storefront/tab-content';
import { cardProductOf, storefrontShopOf, type StorefrontData } from './storefront-data';
import type { StorefrontRoute } from './storefront-route';

/** An anonymous GET on the API (the gateway answers it in-process): status and parsed JSON body. */
export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

export interface StorefrontRequest {
  pathname: string;
  /** The query with its '?', or ''. */
  search: string;
  cookie: string;
  acceptLanguage: string;
  now: Date;
  version: string | null;
}

export type StorefrontLoad =
  | { kind: 'page'; status: 200 | 404; data: StorefrontData }
  /** The product asked for under another spelling: one address per product (301). */
  | { kind: 'redirect'; location: string }
  /** No such shop: the app's own page answers (404), which sends a visitor to login (spec point 6). */
  | { kind: 'unknown-shop' };

/** Languages of an Accept-Language header, most wanted first, as navigator.languages lists them. */
export function acceptedLanguages(header: string): string[] {
  return header.split(',').map((part) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
  }).filter((l) => l.tag && l.tag !== '*' && l.q > 0).sort((a, b) => b.q - a.q).map((l) => l.tag);
}

async function getJson<T>(get: ApiGet, path: string): Promise<T | null> {
  const res = await get(path);
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return res.body as T;
}

/**
 * Reads what a storefront page shows, as an anonymous visitor (the server never renders anyone's
 * own prices): the shop, then its products (as many as the app asks for), of which the page lists
 * those its tab holds, or the product, which must belong to that shop.
 */
export async function loadStorefront(route: StorefrontRoute, request: StorefrontRequest, get: ApiGet): Promise<StorefrontLoad> {
  const shop = await getJson<PublicShop>(get, `/v1/shops/${encodeURIComponent(route.shopKey)}`);
  if (!shop) return { kind: 'unknown-shop' };
  const base = {
    locale: detectLocale({ pathname: request.pathname, search: request.search, browserLanguages: acceptedLanguages(request.acceptLanguage), chosen: chosenLocaleOf(request.cookie) }),
    shop: storefrontShopOf(shop),
    shopPath: shopPathOf(shop, false),
    here: `${request.pathname}${request.search}`,
    ageGate: !hasAdultCookie(request.cookie),
    year: request.now.getFullYear(),
    version: request.version,
  };
  if (route.kind === 'shop') {
    const query = new URLSearchParams(request.search);
    const [list, futures] = await Promise.all([
      getJson<{ items: ProductSummary[] }>(get, `/v1/products?shopIds=${encodeURIComponent(JSON.stringify([shop.id]))}&limit=${TAB_PRODUCTS_LIMIT}`),
      // The open primeur campaigns (none when the module is off): a refusal only leaves the link out, never the page.
      get(shopFuturesApi(shop.id)).then((res) => (res.status === 200 && Array.isArray(res.body) ? res.body : null), () => null),
    ]);
    const tab = activeTabOf(shop.tabs, query.get('page'), query.get('pageid'));
    const content = contentOfPage(shop.tabs, tab?.id ?? null);
    const all = list?.items ?? [];
    return { kind: 'page', status: 200, data: { ...base, page: {
      kind: 'shop', tab, products: productsOfTab(content, all).map(cardProductOf), paragraphs: paragraphsOfTab(content), hasBuilders: all.some((p) => p.hasBuilder === true),
      primeursPath: primeursPathOf(shop.id, futures),
    } } };
  }
  const product = await getJson<ProductDetail>(get, `/v1/products/${route.productId}`);
  if (!product || product.shopId !== shop.id) return { kind: 'page', status: 404, data: { ...base, page: { kind: 'missing-product' } } };
  const canonical = productKeyOf(product);
  if (route.productKey !== canonical) return { kind: 'redirect', location: `${route.prefix}/${canonical}${request.search}` };
  return { kind: 'page', status: 200, data: { ...base, page: { kind: 'product', product } } };
}
