import { ORDER_LIMITS } from '@vendange/contracts';
import { isPricedLine } from './priced-line';
import type { Cart } from './cart-types';

/**
 * Where the server's refusal of the whole cart (get-cart-price answers 400: a quantity over what an
 * order accepts, a promo code too long) belongs on the cart page, so that it is said next to what
 * caused it rather than leaving the last price on screen.
 */
export interface CartRefusal {
  /** The seller whose part holds the cause; null when the server named no part. */
  sellerId: number | null;
  /** Index of the refused line in that seller's `products`; null when not about a line. */
  line: number | null;
  /** The same line among the lines the server prices (as SellerCartPrice.lines are counted). */
  pricedLine: number | null;
  field: 'quantity' | 'promoCode' | null;
  /** The server's French message, without the path it ends with. */
  message: string;
  /** Set when the line's quantity is over what the server accepts: the quantity to bring it down to. */
  cappedQuantity: number | null;
}

/** The service kit ends a refused field's message with its path: "… (orders.0.products.2.quantity)". */
const FIELD_SUFFIX = /\s*\(([A-Za-z][\w.]*)\)$/;
const ORDER_PATH = /^orders\.(\d+)(?:\.products\.(\d+))?(?:\.(\w+))?/;

/**
 * Places a get-cart-price refusal on `cart`, the cart that was sent. The body leaves out the lines
 * the server does not price and the orders left without any (cartPriceBody), so its indexes are
 * counted over what was sent, then turned back into the cart's own.
 */
export function placeCartRefusal(cart: Cart, message: string): CartRefusal {
  const path = FIELD_SUFFIX.exec(message)?.[1] ?? '';
  const none: CartRefusal = { sellerId: null, line: null, pricedLine: null, field: null, message: message.replace(FIELD_SUFFIX, '').trim() || message, cappedQuantity: null };
  const match = ORDER_PATH.exec(path);
  if (!match) return none;
  const sent = cart.orders.filter((o) => o.products.some(isPricedLine));
  const order = sent[Number(match[1])];
  if (!order) return none;
  const part = { ...none, sellerId: order.seller.id };
  if (match[2] === undefined) return match[3] === 'promoCode' ? { ...part, field: 'promoCode' } : part;
  const priced = order.products.map((p, index) => ({ p, index })).filter(({ p }) => isPricedLine(p));
  const refused = priced[Number(match[2])];
  if (!refused) return part;
  const field = match[3] === 'quantity' ? 'quantity' : null;
  const cappedQuantity = field === 'quantity' && refused.p.quantity > ORDER_LIMITS.quantity ? ORDER_LIMITS.quantity : null;
  return { ...part, line: refused.index, pricedLine: Number(match[2]), field, cappedQuantity };
}
