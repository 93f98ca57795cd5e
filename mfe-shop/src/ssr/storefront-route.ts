import { reservedShopAddresses } from '@vendange/contracts';
import { getHref, routes } from '@vendange/route-registry';
import { productIdOf } from '../product/product-key';

/** A storefront page the server renders: a shop, or one of its products. */
export type StorefrontRoute =
  | { kind: 'shop'; shopKey: string; prefix: string }
  | { kind: 'product'; shopKey: string; prefix: string; productKey: string; productId: number };

/**
 * First segments that are never a shop's URL name: every static path of the route registry (auth,
 * dashboard, shops, cart, help…) and what the gateway serves itself, the one list of @vendange/contracts.
 */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = reservedShopAddresses;

/** Static pages under /shops/ (/shops/add): never a shop id. */
const RESERVED_UNDER_SHOPS: ReadonlySet<string> = new Set(
  routes.map((r) => r.path.split('/').filter(Boolean)).filter((s) => s[0] === 'shops' && s.length === 2 && !s[1]!.startsWith(':')).map((s) => s[1]!),
);

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

/** A shop key the API may know (URL name, code or id): no dots (files), no slashes, not too long. */
const isShopKey = (key: string) => key.length > 0 && key.length <= 80 && !/[./\\]/.test(key);

function withProduct(shopKey: string, prefix: string, productKey: string | undefined): StorefrontRoute | null {
  if (productKey === undefined) return { kind: 'shop', shopKey, prefix };
  const productId = productIdOf(productKey);
  return productId === null ? null : { kind: 'product', shopKey, prefix, productKey, productId };
}

/**
 * The storefront page a pathname asks for, or null when it is another page (the SPA serves it):
 * `/{name}`, `/{name}/{product}`, `/shops/{id}` and `/shops/{id}/{product}`, the product part being
 * `<slug>-<id>` or an id. `/{name}/nutritiveValues` (the e-label) and `/{name}/legal-notice` are not.
 * `prefix` is the shop part of the path, which a corrected product link keeps.
 */
export function storefrontRouteOf(pathname: string): StorefrontRoute | null {
  const parts = segmentsOf(pathname);
  if (!parts || parts.length === 0) return null;
  if (parts[0] === 'shops') {
    const [, id, product, ...rest] = parts;
    if (id === undefined || rest.length > 0 || RESERVED_UNDER_SHOPS.has(id) || !isShopKey(id)) return null;
    return withProduct(id, getHref('shop', { id }), product);
  }
  const [name, product, ...rest] = parts;
  if (name === undefined || rest.length > 0 || RESERVED_FIRST_SEGMENTS.has(name) || !isShopKey(name)) return null;
  return withProduct(name, getHref('shopAddress', { name }), product);
}
