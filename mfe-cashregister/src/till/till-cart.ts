import { normalizeGtin, WRAPPING_LINE_ID, type PaymentType, type SalesPoint, type TillItem, type TillSaleBody } from '@vendange/contracts';
import { settleTill, tillTicketAmounts, type TillTicketAmounts } from '@vendange/pricing';

/** A line of the ticket being rung up. */
export interface CartLine {
  item: TillItem;
  quantity: number;
  /** A unit price incl. VAT set by the seller, in cents; null: the price list's. */
  fixedUnitTtcCents: number | null;
  discountPercent: string | null;
  reason: string | null;
}

export interface Cart {
  lines: CartLine[];
  ticketDiscountPercent: string | null;
  ticketDiscountReason: string | null;
  clientId: number | null;
  clientName: string | null;
}

export const emptyCart: Cart = { lines: [], ticketDiscountPercent: null, ticketDiscountReason: null, clientId: null, clientName: null };

/** The sales point's gift wrapping as an item of the ticket (product and format 0: no stock), or null when not offered. */
export function wrappingItem(wrapping: SalesPoint['wrapping']): TillItem | null {
  if (!wrapping) return null;
  return { productId: WRAPPING_LINE_ID, formatId: WRAPPING_LINE_ID, vintageId: null, label: wrapping.name, category: '', gtin: null, unitTtcCents: wrapping.priceTtcCents, vatRate: wrapping.vatRate };
}

/** Whether a line is the gift wrapping (no price set nor discount of its own: the ticket's discount still applies). */
export const isWrapping = (line: CartLine) => line.item.formatId === WRAPPING_LINE_ID;

/** One more of an item: its line grows, or a new line is added at the end. */
export function addItem(cart: Cart, item: TillItem, quantity = 1): Cart {
  const at = cart.lines.findIndex((l) => l.item.formatId === item.formatId && l.fixedUnitTtcCents === null && !l.discountPercent);
  if (at >= 0) return { ...cart, lines: cart.lines.map((l, i) => (i === at ? { ...l, quantity: l.quantity + quantity } : l)) };
  const line: CartLine = { item, quantity, fixedUnitTtcCents: null, discountPercent: null, reason: null };
  // The wrapping stays the last line, where the server puts it, so the ticket's discount spreads the same way.
  const wrapAt = cart.lines.findIndex(isWrapping);
  if (wrapAt < 0 || item.formatId === WRAPPING_LINE_ID) return { ...cart, lines: [...cart.lines, line] };
  return { ...cart, lines: [...cart.lines.slice(0, wrapAt), line, ...cart.lines.slice(wrapAt)] };
}

/** A line's quantity; zero or less removes the line. */
export function setQuantity(cart: Cart, index: number, quantity: number): Cart {
  if (quantity <= 0) return { ...cart, lines: cart.lines.filter((_, i) => i !== index) };
  return { ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, quantity: Math.min(quantity, 9999) } : l)) };
}

export function setLineDiscount(cart: Cart, index: number, change: Pick<CartLine, 'fixedUnitTtcCents' | 'discountPercent' | 'reason'>): Cart {
  return { ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) };
}

/**
 * The lines priced again at another list (a client chosen or removed): each line takes that list's unit price for its
 * format; a price set by the seller stays the seller's. A format the list does not price keeps its price (the server
 * then refuses the sale in French, as it would any product not sold to that client).
 */
export function repriced(cart: Cart, items: readonly TillItem[]): Cart {
  const byFormat = new Map(items.map((i) => [i.formatId, i]));
  const lines = cart.lines.map((l) => {
    const item = byFormat.get(l.item.formatId);
    return item && item.unitTtcCents !== l.item.unitTtcCents ? { ...l, item } : l;
  });
  return lines.some((l, i) => l !== cart.lines[i]) ? { ...cart, lines } : cart;
}

/** The ticket's amounts, by the same functions the server records it with (@vendange/pricing till.ts). */
export function cartAmounts(cart: Cart): TillTicketAmounts {
  return tillTicketAmounts(cart.lines.map((l) => ({
    unitTtcCents: l.item.unitTtcCents, quantity: l.quantity, fixedUnitTtcCents: l.fixedUnitTtcCents, discountPercent: l.discountPercent, vatRate: l.item.vatRate,
  })), cart.ticketDiscountPercent);
}

/** The item a scanned code names: any EAN/GTIN form (8, 12, 13 or 14 digits) matches the catalogue's 14 digits. */
export function itemOfCode(items: readonly TillItem[], typed: string): TillItem | null {
  const gtin = normalizeGtin(typed.trim());
  if (!gtin) return null;
  const padded = gtin.padStart(14, '0');
  return items.find((i) => i.gtin !== null && i.gtin.padStart(14, '0') === padded) ?? null;
}

/** Products by category, in the catalogue's order, for the till's grid. */
export function byCategory(items: readonly TillItem[], search: string): Array<{ category: string; items: TillItem[] }> {
  const q = search.trim().toLocaleLowerCase('fr');
  const groups = new Map<string, TillItem[]>();
  for (const item of items) {
    if (q && !item.label.toLocaleLowerCase('fr').includes(q) && !(item.gtin ?? '').includes(q)) continue;
    groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  }
  return [...groups.entries()].map(([category, list]) => ({ category, items: list }));
}

export interface PaymentEntry { type: PaymentType; amountCents: number }

/** The sale as the server takes it: the till's key and moment, the lines as shown, the payments as tendered. */
export function saleBodyOf(cart: Cart, payments: readonly PaymentEntry[], tipsCents: number, key: string, soldAt: Date): TillSaleBody {
  return {
    key, soldAt: soldAt.toISOString(), clientId: cart.clientId,
    lines: cart.lines.filter((l) => !isWrapping(l)).map((l) => ({
      productId: l.item.productId, formatId: l.item.formatId, vintageId: l.item.vintageId, quantity: l.quantity, unitTtcCents: l.item.unitTtcCents,
      fixedUnitTtcCents: l.fixedUnitTtcCents, discountPercent: l.discountPercent, reason: l.reason,
    })),
    ticketDiscountPercent: cart.ticketDiscountPercent, ticketDiscountReason: cart.ticketDiscountReason,
    payments: payments.map((p) => ({ type: p.type, amountCents: p.amountCents })), tipsCents,
    wrapping: wrappingOf(cart),
  };
}

function wrappingOf(cart: Cart): TillSaleBody['wrapping'] {
  const line = cart.lines.find(isWrapping);
  return line ? { quantity: line.quantity, unitTtcCents: line.item.unitTtcCents } : null;
}

/** Whether the payments entered settle the ticket (what is missing, the change to give). */
export const settlementOf = (cart: Cart, payments: readonly PaymentEntry[], tipsCents: number) => settleTill(cartAmounts(cart).totalTtcCents, tipsCents, payments);
