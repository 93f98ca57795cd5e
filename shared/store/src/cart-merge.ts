/**
 * The cart as saved on the user (and in browser storage before login): the typed shape is in
 * ./cart/cart-types; merging reads only seller ids, product ids, formats, vintages and quantities,
 * and keeps every other field as it is. Any cart of that shape fits: the contract's `User['cart']`
 * (orders as open records) too.
 */
export interface CartLike {
  orders: ReadonlyArray<Record<string, unknown>>;
  lastUpdated?: string | null;
}

export interface MergedCart {
  orders: Array<Record<string, unknown>>;
  lastUpdated: string | null;
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function sellerKey(order: Rec): string | null {
  const seller = order.seller;
  const id = isRecord(seller) ? seller.id : undefined;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/** Same product, same format, same vintage, same composed box (or none): one line. A saved id and a temporary id never match. */
function productKey(product: Rec): string | null {
  const ref = product.id !== undefined && product.id !== null ? `id:${String(product.id)}`
    : typeof product.idTmp === 'string' && product.idTmp !== '' ? `tmp:${product.idTmp}` : null;
  if (!ref) return null;
  const box = isRecord(product.box) && typeof product.box.key === 'string' ? product.box.key : null;
  return JSON.stringify([ref, product.chosenFormat ?? null, product.chosenVintage ?? null, box]);
}

const quantityOf = (product: Rec): number => {
  const q = Number(product.quantity);
  return Number.isFinite(q) && q > 0 ? q : 0;
};

function mergeOrderInto(target: Rec, incoming: Rec): void {
  const products = listOf(target.products).filter(isRecord);
  for (const line of listOf(incoming.products).filter(isRecord)) {
    const key = productKey(line);
    const same = key === null ? undefined : products.find((p) => productKey(p) === key);
    if (same) same.quantity = quantityOf(same) + quantityOf(line);
    else products.push(line);
  }
  target.products = products;
  target.reservations = [...listOf(target.reservations), ...listOf(incoming.reservations)];
}

/** True when no order holds a product line or a reservation. */
export function isCartEmpty(cart: CartLike | null | undefined): boolean {
  return !cart || cart.orders.every((o) => listOf(o.products).length === 0 && listOf(o.reservations).length === 0);
}

/**
 * Spec point 4: at login, the anonymous cart joins the user's cart. Orders of the same seller become
 * one order (the user's, so its saved id and delivery choices stay); the same product with the same
 * format and vintage adds the quantities; every other line or reservation is appended.
 * Pure: the inputs are not modified.
 */
export function mergeCarts(userCart: CartLike, anonymousCart: CartLike, now: Date = new Date()): MergedCart {
  const orders = structuredClone(userCart.orders.filter(isRecord)) as Rec[];
  if (isCartEmpty(anonymousCart)) return { orders, lastUpdated: userCart.lastUpdated ?? null };
  for (const incoming of structuredClone(anonymousCart.orders.filter(isRecord)) as Rec[]) {
    if (isCartEmpty({ orders: [incoming] })) continue;
    const key = sellerKey(incoming);
    const same = key === null ? undefined : orders.find((o) => sellerKey(o) === key);
    if (same) mergeOrderInto(same, incoming);
    else orders.push({ ...incoming, products: listOf(incoming.products), reservations: listOf(incoming.reservations) });
  }
  return { orders, lastUpdated: now.toISOString() };
}
