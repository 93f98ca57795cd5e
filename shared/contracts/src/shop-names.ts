import type { ShopTabContent } from './shops';

// Without zod at run time (a type import only): the customize screen and the storefront read them for their first
// paint, which does not download the shops schemas (docs/decisions/front-end-performance.md, session 23). Re-exported by
// shops.ts, so `@vendange/contracts` gives them as before.

/** A tab stored before tabs had a content shows every product, as it always did. */
export const ALL_PRODUCTS_TAB: ShopTabContent = { kind: 'all' };

/** The shop's logo: PNG or JPEG (what PDF documents print), 1 MB at most. */
export const SHOP_LOGO_MAX_BYTES = 1024 * 1024;
