// The DRM's line categories, without zod: the DRM screen lays out its tables with them, and reading them from the
// schema module brought zod (27 KB gzip) onto that screen (docs/decisions/front-end-performance.md, session 32).
// stock-drm.ts builds its schemas from them.

/** `bulkPurchase` / `bulkSale`: wine bought or sold in bulk (« entrées vrac » / « sorties vrac »), in hl like the rest. */
export const drmEntryCategories = ['production', 'purchase', 'bulkPurchase', 'return', 'transferIn', 'surplus'] as const;
/**
 * Sold or sent beyond France and Monaco, with no French duty (DOMAIN.md): `euDispatch` to another EU member state (under
 * a DAE to a professional, a DSA to a consumer), `export` to a third country. A return filed before the split kept
 * every destination under `export`, as filed.
 */
export const drmExitCategories = ['saleFrance', 'bulkSale', 'samples', 'euDispatch', 'export', 'transferOut', 'tasting', 'loss', 'shortfall'] as const;
export type DrmEntryCategory = (typeof drmEntryCategories)[number];
export type DrmExitCategory = (typeof drmExitCategories)[number];
