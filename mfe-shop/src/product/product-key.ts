/** A product's name as a URL word: accents dropped, lowercase words joined by dashes. */
export function productSlug(name: string): string {
  return name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
}

/** The product part of its page's URL: `<slug>-<id>` (the id alone when the name has no letters). */
export function productKeyOf(product: { id: number; name: string }): string {
  const slug = productSlug(product.name);
  return slug ? `${slug}-${product.id}` : String(product.id);
}

/** The product id in a URL key: `<slug>-<id>` or a bare id; null for anything else. */
export function productIdOf(key: string | undefined): number | null {
  const match = key ? /^(?:[a-z0-9-]*-)?(\d{1,9})$/i.exec(key) : null;
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A product page under its shop's page (/{name}/… or /shops/{id}/…). */
export const productPathOf = (shopPath: string, product: { id: number; name: string }): string => `${shopPath}/${productKeyOf(product)}`;
