// Catalogue constants without zod (their schemas are in catalog-references.ts, catalog-product.ts and box-builders.ts):
// the product editor draws with them before its checks are fetched (docs/decisions/front-end-performance.md, session 31).

/** The 11 content languages of the nutritional declaration (EU e-label), in the spec's order (point 1). French is
 * required when a declaration exists. */
export const contentLanguages = ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja'] as const;

/** Largest image accepted by POST /v1/products/{id}/images (multipart field `file`). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Sizes a producer may offer in a box: cases of 3, 6 or 12 are the trade's usual ones; 2 to 24 are accepted. */
export const BOX_SIZES = { min: 2, max: 24, usual: [3, 6, 12] } as const;
