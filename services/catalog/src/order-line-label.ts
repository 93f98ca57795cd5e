/** Names that mean "no vintage" (the storefront cart's rule): such a wine is labelled without one. */
const NON_VINTAGE = /^(nv|n\.v\.|non[ -]?vintage|non[ -]?mill[ée]sim[ée]|sans mill[ée]sime|new[ -]?vintage|nouveau mill[ée]sime)$/i;

/** A vintage's name as shown on a line ('2023'); null for a non-vintage wine or none. */
export function shownVintage(name: string | null | undefined): string | null {
  const text = name?.trim();
  return text && !NON_VINTAGE.test(text) ? text : null;
}

const VOLUME_UNITS = new Set(['ml', 'cl', 'l']);

/**
 * What an order line is, as bought, for the producer who ships it: product, vintage, volume and
 * packing ('Côtes du Rhône Les Galets 2023 · 75 cl · carton de 6'). Two vintages of one wine never
 * share a label.
 */
export function orderLineLabel(input: {
  product: { name: string };
  vintage: string | null;
  format: { unity: string; unityValue: string; type: string; packingQuantity: number } | undefined;
}): string {
  const { product, vintage, format } = input;
  const parts = [vintage ? `${product.name} ${vintage}` : product.name];
  if (format && VOLUME_UNITS.has(format.unity)) parts.push(`${Number(format.unityValue)} ${format.unity}`);
  if (format && format.type === 'packing' && format.packingQuantity > 1) parts.push(`carton de ${format.packingQuantity}`);
  return parts.join(' · ');
}
