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

/** Up to this many units left, the page says so ("Plus que 3 en stock"). */
export const LOW_STOCK = 6;

/** What the product page shows of a format's stock available for sale (docs/decisions/stock-for-sale.md). */
export interface StockOffer {
  /** The quantities a line may hold: the product's limits, and no more than the stock. */
  bounds: { min: number; max: number };
  /** "Rupture de stock": none left (a product marked sold out has its own badge). */
  outOfStock: boolean;
  /** Units left when few (1 to LOW_STOCK), else null. */
  left: number | null;
  /** Whether the add button works: in stock, and at least the product's minimum left. */
  canAdd: boolean;
}

/** A format's stock for the page; an untracked stock (null) limits nothing. */
export function stockOfferOf(product: { status: string; minQuantity: number | null; maxQuantity: number | null }, format: { stock: number | null }): StockOffer {
  const limits = quantityBounds(product);
  const stock = format.stock;
  if (stock === null) return { bounds: limits, outOfStock: false, left: null, canAdd: product.status !== 'outofstock' };
  const bounds = { min: limits.min, max: Math.max(Math.min(limits.max, stock), limits.min) };
  return {
    bounds, outOfStock: stock <= 0, left: stock > 0 && stock <= LOW_STOCK ? stock : null,
    canAdd: product.status !== 'outofstock' && stock >= limits.min,
  };
}

/**
 * What a shop page's card offers: the first format with a price (the one 'Ajouter' puts in the cart),
 * its stock rule, and whether the button is closed (product out of stock, or that format's stock).
 */
export function cardOfferOf<F extends { displayCents: number | null; stock: number | null }>(
  product: { status: string; minQuantity: number | null; maxQuantity: number | null; formats: readonly F[] },
): { buyable: F | undefined; bounds: { min: number; max: number }; soldOut: boolean } {
  const buyable = product.formats.find((f) => f.displayCents !== null);
  if (!buyable) return { buyable, bounds: quantityBounds(product), soldOut: product.status === 'outofstock' };
  const offer = stockOfferOf(product, buyable);
  return { buyable, bounds: offer.bounds, soldOut: !offer.canAdd };
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
