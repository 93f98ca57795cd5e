import type { CartLike } from './cart-merge';
import type { CartBoxRef } from './cart/cart-types';

/** What the cart drawer shows of one product line (spec point 2). */
export interface CartProductView {
  kind: 'product';
  key: string;
  quantity: number;
  title: string;
  image: string | null;
  /** Null for non-vintage wines ('NV', 'non millésimé', 'nouveau millésime'…). */
  vintage: string | null;
  /** Packing text for bottles, e.g. 'Carton de 6 bouteilles'. */
  packing: string | null;
  totalTtcCents: number | null;
  /** The composed box the line belongs to (box builders), null outside a box. */
  box: CartBoxRef | null;
  /** What the cart rules need to change this line (+1 / −1), when the line names its product. */
  ref: { id: number; chosenFormat: { id: number } | null; chosenVintage: { id: number } | null; box: CartBoxRef | null } | null;
}

export interface CartReservationView {
  kind: 'reservation';
  key: string;
  quantity: number;
  eventTitle: string;
  slotName: string | null;
  start: string | null;
  end: string | null;
  touristTaxCents: number | null;
  optionalPlaces: number;
}

export interface CartOrderView {
  sellerId: string;
  sellerName: string | null;
  orderId: number | null;
  lines: Array<CartProductView | CartReservationView>;
}

export interface CartView {
  orders: CartOrderView[];
  /** Items in the cart: product quantities plus reservation places (the header badge); a composed box counts its bottles. */
  count: number;
  /** Null until every order has a price (the server prices carts, not the browser). */
  totalTtcCents: number | null;
  touristTaxCents: number;
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const qty = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);

const NON_VINTAGE = /^(nv|n\.v\.|non[ -]?vintage|non[ -]?mill[ée]sim[ée]|sans mill[ée]sime|new[ -]?vintage|nouveau mill[ée]sime)$/i;

/** The vintage shown next to a product, or null when it is not a real vintage. */
export function displayedVintage(value: unknown): string | null {
  const r = rec(value);
  const text = str(value) ?? str(r.year) ?? str(r.label) ?? str(r.name);
  if (!text || NON_VINTAGE.test(text.trim())) return null;
  return text.trim();
}

const idOf = (v: unknown): { id: number } | null => { const id = int(rec(v).id); return id === null ? null : { id }; };

function boxOf(v: unknown): CartBoxRef | null {
  const r = rec(v);
  const builderId = int(r.builderId);
  return typeof r.key === 'string' && r.key && builderId !== null ? { key: r.key, builderId } : null;
}

/** A composed box's own line (the case, not a bottle): the badge counts the bottles in it, not the case. */
const isBoxCase = (l: CartProductView) => l.box !== null && l.ref?.id === l.box.builderId;

function productView(p: Rec, index: number, sellerId: string): CartProductView {
  const product = rec(p.product);
  const format = rec(p.chosenFormat);
  const id = int(p.id);
  const box = boxOf(p.box);
  return {
    kind: 'product',
    // The same wine may be on several lines (another format, a box): the position keeps keys apart.
    key: `${sellerId}:p:${str(p.id) ?? str(p.idTmp) ?? ''}:${index}`,
    quantity: qty(p.quantity),
    title: str(p.title) ?? str(product.title) ?? str(product.name) ?? '-',
    image: str(p.image) ?? str(product.image),
    vintage: displayedVintage(p.chosenVintage ?? p.vintage),
    packing: str(format.packing) ?? str(p.packing),
    totalTtcCents: int(p.totalTtcCents),
    box,
    ref: id === null ? null : { id, chosenFormat: idOf(p.chosenFormat), chosenVintage: idOf(p.chosenVintage), box },
  };
}

function reservationView(r: Rec, index: number, sellerId: string): CartReservationView {
  const event = rec(r.event);
  const slot = rec(r.slot);
  return {
    kind: 'reservation',
    key: `${sellerId}:r:${str(r.id) ?? index}`,
    quantity: qty(r.quantity),
    eventTitle: str(event.title) ?? str(r.eventTitle) ?? '-',
    slotName: str(slot.name),
    start: str(r.start) ?? str(slot.start),
    end: str(r.end) ?? str(slot.end),
    touristTaxCents: int(r.touristTaxCents),
    optionalPlaces: qty(r.optionalPlaces),
  };
}

/** Reads a saved cart (any shape the store keeps) into what the drawer and the badge show. */
export function cartView(cart: CartLike | null | undefined): CartView {
  const orders: CartOrderView[] = [];
  let count = 0;
  let total: number | null = 0;
  let touristTax = 0;
  for (const raw of cart?.orders ?? []) {
    const order = rec(raw);
    const seller = rec(order.seller);
    const sellerId = str(seller.id);
    if (!sellerId) continue;
    const products = (Array.isArray(order.products) ? order.products : []).map((p, i) => productView(rec(p), i, sellerId)).filter((l) => l.quantity > 0);
    const reservations = (Array.isArray(order.reservations) ? order.reservations : []).map((r, i) => reservationView(rec(r), i, sellerId)).filter((l) => l.quantity > 0);
    if (!products.length && !reservations.length) continue;
    count += products.reduce((n, l) => n + (isBoxCase(l) ? 0 : l.quantity), 0) + reservations.reduce((n, l) => n + l.quantity, 0);
    const orderTotal = int(order.totalTtcCents);
    total = total === null || orderTotal === null ? null : total + orderTotal;
    touristTax += reservations.reduce((n, l) => n + (l.touristTaxCents ?? 0), 0);
    orders.push({ sellerId, sellerName: str(seller.name), orderId: int(order.id), lines: [...products, ...reservations] });
  }
  return { orders, count, totalTtcCents: orders.length ? total : 0, touristTaxCents: touristTax };
}
