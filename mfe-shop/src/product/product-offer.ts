import type { ProductDetail } from '@vendange/contracts';
import { displayedVintage } from '@vendange/store';

type Format = ProductDetail['formats'][number];

/** The most one cart line may hold (orders refuse more). */
export const MAX_LINE_QUANTITY = 10_000;

/**
 * The formats a viewer may choose: those priced for them; all of them when prices are reserved to
 * members (the visitor sees what exists, not what it costs).
 */
export const choosableFormats = (formats: Format[], pricesHidden: boolean): Format[] => (pricesHidden ? formats : formats.filter((f) => f.price !== null));

/** A packed format's content, for "Carton de 6 bouteilles"; null for a single container. */
export function packingOf(format: Pick<Format, 'type' | 'packingQuantity' | 'container'>): { count: number; container: string } | null {
  return format.type === 'packing' && format.packingQuantity > 1 ? { count: format.packingQuantity, container: format.container } : null;
}

/** The quantities a line may hold: the product's minimum and maximum, within what an order accepts. */
export function quantityBounds(product: { minQuantity: number | null; maxQuantity: number | null }): { min: number; max: number } {
  const min = Math.min(Math.max(product.minQuantity ?? 1, 1), MAX_LINE_QUANTITY);
  const max = Math.max(Math.min(product.maxQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY), min);
  return { min, max };
}

/** A typed quantity brought within the bounds (a whole number; empty or invalid gives the minimum). */
export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(Math.max(Math.floor(value), bounds.min), bounds.max);
}

/** The vintages shown to choose from: not 'NV', non-vintage or new vintage (the cart's rule). */
export const shownVintages = (vintages: ReadonlyArray<{ id: number; name: string }>) =>
  vintages.flatMap((v) => { const label = displayedVintage(v.name); return label ? [{ id: v.id, name: v.name, label }] : []; });

/** The vintage a product is added with unless one is chosen: the newest real vintage, else the first (NV). */
export function defaultVintageOf(vintages: ReadonlyArray<{ id: number; name: string }>): { id: number; name: string } | null {
  const vintage = vintages.find((v) => displayedVintage(v.name) !== null) ?? vintages[0];
  return vintage ? { id: vintage.id, name: vintage.name } : null;
}

/** Label codes read as on a bottle: short ones in capitals (AOP, AB, HVE), others capitalised (Demeter). */
export function labelText(code: string): string {
  const words = code.split('-');
  if (words.length === 1 && code.length <= 4) return code.toUpperCase();
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}
