import type { ShopTabContent } from './shops';

// Without zod at run time (a type import only): the customize screen and the storefront read them for their first
// paint, which does not download the shops schemas (docs/decisions/front-end-performance.md, session 23). Re-exported by
// shops.ts, so `@vendange/contracts` gives them as before.

/** A tab stored before tabs had a content shows every product, as it always did. */
export const ALL_PRODUCTS_TAB: ShopTabContent = { kind: 'all' };

/** The shop's logo: PNG or JPEG (what PDF documents print), 1 MB at most. */
export const SHOP_LOGO_MAX_BYTES = 1024 * 1024;

/**
 * The logo's types, one list for both sides: the shops service checks an upload's sniffed type with it, the customize
 * screen its file picker and a picked file's declared type.
 */
export const SHOP_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type ShopLogoType = (typeof SHOP_LOGO_TYPES)[number];

export const isShopLogoType = (type: string | null): type is ShopLogoType => (SHOP_LOGO_TYPES as readonly (string | null)[]).includes(type);
