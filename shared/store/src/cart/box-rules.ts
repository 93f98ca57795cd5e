import { isEmptyOrder, sameLine, withOrder } from './cart-rules';
import type { Cart, CartBoxRef, CartProductInput, CartProductLine, CartSeller } from './cart-types';

/**
 * Box builders (DOMAIN.md "Builders"): a composed box goes in the cart as the box product's own line
 * (quantity 1) and one line per bottle, every line carrying the same `box` ref. The lines of a box
 * are added and removed together; the server checks the box is complete and prices its bottles.
 */

export interface ComposedBox {
  /** The box product's id. */
  builderId: number;
  /** The box product's line (its format is the packaging). */
  box: CartProductInput;
  bottles: ReadonlyArray<{ line: CartProductInput; quantity: number }>;
}

/** Adds a composed box under `key`: the box line at 1, then each bottle (the same bottle twice is one line). A key already in the cart is replaced. */
export function addBox(cart: Cart, seller: CartSeller, composed: ComposedBox, key: string, now = new Date()): Cart {
  const ref: CartBoxRef = { key, builderId: composed.builderId };
  const lines: CartProductLine[] = [{ ...composed.box, box: ref, quantity: 1 }];
  for (const { line, quantity } of composed.bottles) {
    const q = Math.floor(quantity);
    if (!(q > 0)) continue;
    const bottle = { ...line, box: ref };
    const same = lines.findIndex((l) => sameLine(l, bottle));
    if (same > 0) lines[same] = { ...lines[same]!, quantity: lines[same]!.quantity + q };
    else lines.push({ ...bottle, quantity: q });
  }
  return withOrder(cart, seller, now, (order) => ({ ...order, products: [...order.products.filter((p) => p.box?.key !== key), ...lines] }));
}

/** Removes every line of the box `key` at that seller, and the seller's order when nothing remains. */
export function removeBox(cart: Cart, sellerId: number, key: string, now = new Date()): Cart {
  const order = cart.orders.find((o) => o.seller.id === sellerId);
  if (!order || !order.products.some((p) => p.box?.key === key)) return cart;
  const orders = cart.orders.map((o) => (o === order ? { ...o, products: o.products.filter((p) => p.box?.key !== key) } : o));
  return { orders: orders.filter((o) => !isEmptyOrder(o)), lastUpdated: now.toISOString() };
}

/** A cart line as the store keeps it, or as the cart view reads it (product id under `ref`). */
export interface BoxGroupable {
  quantity: number;
  box?: CartBoxRef | null;
  id?: unknown;
  ref?: { id: number } | null;
}

export interface BoxGroup<L> {
  key: string;
  builderId: number;
  /** The box product's own line; null when the cart lost it (the server then refuses the box). */
  box: L | null;
  bottles: L[];
  /** Bottles in the box (their quantities added). */
  count: number;
}

const productIdOf = (line: BoxGroupable): number | null => (typeof line.id === 'number' ? line.id : line.ref?.id ?? null);

/** The lines of an order as the cart shows them: loose lines, then each box (in the order first met) with its own line and its bottles. */
export function boxGroups<L extends BoxGroupable>(order: { products: readonly L[] }): { loose: L[]; boxes: BoxGroup<L>[] } {
  const loose: L[] = [];
  const boxes: BoxGroup<L>[] = [];
  for (const line of order.products) {
    const ref = line.box;
    if (!ref) {
      loose.push(line);
      continue;
    }
    let group = boxes.find((b) => b.key === ref.key);
    if (!group) {
      group = { key: ref.key, builderId: ref.builderId, box: null, bottles: [], count: 0 };
      boxes.push(group);
    }
    if (group.box === null && productIdOf(line) === group.builderId) group.box = line;
    else {
      group.bottles.push(line);
      group.count += line.quantity;
    }
  }
  return { loose, boxes };
}

/** A fresh key for a composed box (random, 32 hex characters; works without a secure context). */
export function newBoxKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
