import type { Cart, CartOrder, CartProductInput, CartProductLine, CartReservation, CartSeller, CartShipping, DeliveryOption } from './cart-types';

/**
 * Spec point 4 'Cart', as pure functions: each returns a new cart and never changes its input, so
 * the store can keep the previous cart (undo, stale-write detection) and tests can compare.
 */

const emptyShipping = (): CartOrder['shipping'] => ({ type: null, ref: null, collectionPoint: null, priceCents: null });

/** One line per product, format, vintage and box: a bottle in a box is never the same line as one bought on its own, nor as one in another box. */
export function sameLine(a: CartProductInput, b: CartProductInput): boolean {
  return a.id === b.id && (a.chosenFormat?.id ?? null) === (b.chosenFormat?.id ?? null) && (a.chosenVintage?.id ?? null) === (b.chosenVintage?.id ?? null)
    && (a.box?.key ?? null) === (b.box?.key ?? null);
}

/** Reservations match by event, slot and start/end. */
export function sameReservation(a: CartReservation, b: CartReservation): boolean {
  return a.eventId === b.eventId && a.selectedSlot.slot.id === b.selectedSlot.slot.id
    && a.selectedSlot.start === b.selectedSlot.start && a.selectedSlot.end === b.selectedSlot.end;
}

export const isEmptyOrder = (o: CartOrder): boolean => o.products.length === 0 && o.reservations.length === 0;

/** Applies a change to the seller's order (created when there is none) and drops the orders left empty. */
export function withOrder(cart: Cart, seller: CartSeller, now: Date, change: (order: CartOrder) => CartOrder): Cart {
  const index = cart.orders.findIndex((o) => o.seller.id === seller.id);
  // Adding an item for a seller creates that seller's order when there is none.
  const current: CartOrder = index >= 0 ? cart.orders[index]! : { seller, products: [], reservations: [], shipping: emptyShipping() };
  const next = change(current);
  const orders = index >= 0 ? cart.orders.map((o, i) => (i === index ? next : o)) : [...cart.orders, next];
  return { orders: orders.filter((o) => !isEmptyOrder(o)), lastUpdated: now.toISOString() };
}

/** Adds a product: +1 on a line already there (same product, format and vintage), a new line at 1 otherwise. */
export function addProduct(cart: Cart, seller: CartSeller, line: CartProductInput, now = new Date()): Cart {
  return withOrder(cart, seller, now, (order) => {
    const existing = order.products.find((p) => sameLine(p, line));
    const products: CartProductLine[] = existing
      ? order.products.map((p) => (p === existing ? { ...p, quantity: p.quantity + 1 } : p))
      : [...order.products, { ...line, quantity: 1 }];
    return { ...order, products };
  });
}

/** Removes one: decrements, drops the line at quantity 1, and the order once it holds nothing. */
export function removeProduct(cart: Cart, sellerId: number, line: CartProductInput, now = new Date()): Cart {
  const order = cart.orders.find((o) => o.seller.id === sellerId);
  if (!order || !order.products.some((p) => sameLine(p, line))) return cart;
  return withOrder(cart, order.seller, now, (o) => ({
    ...o,
    products: o.products.flatMap((p) => (!sameLine(p, line) ? [p] : p.quantity > 1 ? [{ ...p, quantity: p.quantity - 1 }] : [])),
  }));
}

/**
 * Tourist tax: its quantity is the number of persons counted (non-optional places). When nobody is
 * counted and the optional and tax lines are empty, the counting lines are dropped.
 */
export function countTouristTax(reservation: CartReservation): CartReservation {
  const isTax = (p: CartReservation['selectedPrices'][number]) => p.productType === 'touristTax';
  const persons = reservation.selectedPrices.filter((p) => !isTax(p) && !p.notCounting).reduce((n, p) => n + p.quantity, 0);
  const optional = reservation.selectedPrices.filter((p) => !isTax(p) && p.notCounting).reduce((n, p) => n + p.quantity, 0);
  let prices = reservation.selectedPrices.map((p) => (isTax(p) ? { ...p, quantity: persons } : p));
  if (persons === 0 && optional === 0) prices = prices.filter((p) => p.quantity > 0 && !isTax(p));
  return { ...reservation, selectedPrices: prices, totalQuantity: persons, optionalQuantities: optional, taxQuantities: persons };
}

/** Adds a reservation, or replaces the prices and counts of the one for the same event, slot and dates. */
export function addReservation(cart: Cart, seller: CartSeller, reservation: CartReservation, now = new Date()): Cart {
  const counted = countTouristTax(reservation);
  const keep = counted.totalQuantity > 0 || counted.optionalQuantities > 0;
  return withOrder(cart, seller, now, (order) => {
    const others = order.reservations.filter((r) => !sameReservation(r, counted));
    const at = order.reservations.findIndex((r) => sameReservation(r, counted));
    if (!keep) return { ...order, reservations: others };
    if (at < 0) return { ...order, reservations: [...order.reservations, counted] };
    return { ...order, reservations: order.reservations.map((r, i) => (i === at ? { ...r, selectedPrices: counted.selectedPrices, totalQuantity: counted.totalQuantity, optionalQuantities: counted.optionalQuantities, taxQuantities: counted.taxQuantities } : r)) };
  });
}

function withShipping(cart: Cart, sellerId: number, now: Date, shipping: (s: CartOrder['shipping']) => CartOrder['shipping']): Cart {
  if (!cart.orders.some((o) => o.seller.id === sellerId)) return cart;
  return { orders: cart.orders.map((o) => (o.seller.id === sellerId ? { ...o, shipping: shipping(o.shipping) } : o)), lastUpdated: now.toISOString() };
}

/** Choosing a delivery type clears the collection point and takes the price of the matching delivery. */
export function chooseDeliveryType(cart: Cart, sellerId: number, choice: { type: string; ref: string }, deliveries: DeliveryOption[], now = new Date()): Cart {
  const match = deliveries.find((d) => d.type === choice.type && d.ref === choice.ref);
  return withShipping(cart, sellerId, now, (s) => ({ ...s, type: choice.type, ref: choice.ref, collectionPoint: null, priceCents: match?.priceCents ?? null }));
}

/** Choosing a collection point clears the type and ref and takes its price. */
export function chooseCollectionPoint(cart: Cart, sellerId: number, point: NonNullable<CartOrder['shipping']['collectionPoint']>, now = new Date()): Cart {
  return withShipping(cart, sellerId, now, (s) => ({ ...s, type: null, ref: null, collectionPoint: point, priceCents: point.priceCents }));
}

/** Reset clears type, ref, collection point and shipping price. */
export function resetShipping(cart: Cart, sellerId: number, now = new Date()): Cart {
  return withShipping(cart, sellerId, now, (s) => ({ ...s, ...emptyShipping() }));
}

/** Choosing how to pay a seller (spec cart order `payment.type`); null clears the choice. */
export function choosePaymentType(cart: Cart, sellerId: number, type: string | null, now = new Date()): Cart {
  if (!cart.orders.some((o) => o.seller.id === sellerId)) return cart;
  return {
    orders: cart.orders.map((o) => (o.seller.id === sellerId ? { ...o, payment: { ...(o.payment ?? {}), type } } : o)),
    lastUpdated: now.toISOString(),
  };
}

/** The promo code typed for a seller (spec: a cart order may carry one); blank removes it. */
export function choosePromoCode(cart: Cart, sellerId: number, code: string | null, now = new Date()): Cart {
  if (!cart.orders.some((o) => o.seller.id === sellerId)) return cart;
  const typed = code?.trim().toUpperCase() || null;
  return { orders: cart.orders.map((o) => (o.seller.id === sellerId ? { ...o, promoCode: typed } : o)), lastUpdated: now.toISOString() };
}

/** Sets a product line's quantity (the cart page's quantity field); 0 or less removes the line, and the order when empty. */
export function setProductQuantity(cart: Cart, sellerId: number, line: CartProductInput, quantity: number, now = new Date()): Cart {
  if (!cart.orders.some((o) => o.seller.id === sellerId)) return cart;
  const q = Math.floor(quantity);
  const orders = cart.orders.map((o) => {
    if (o.seller.id !== sellerId) return o;
    const products = o.products.flatMap((p) => (sameLine(p, line) ? (q > 0 ? [{ ...p, quantity: q }] : []) : [p]));
    return { ...o, products };
  });
  return { orders: orders.filter((o) => !isEmptyOrder(o)), lastUpdated: now.toISOString() };
}

/** The delivery chosen for a seller as the server reads it: a mode (type + ref) or a collection point. */
export const shippingChoiceOf = (s: CartShipping): { type: string | null; ref: string | null; collectionPointId: string | null } => ({
  type: s.collectionPoint ? null : s.type, ref: s.collectionPoint ? null : s.ref, collectionPointId: s.collectionPoint ? String(s.collectionPoint.id) : null,
});

/** The ids of the saved orders that emptying the cart must abort (PUT /v1/orders/{id}/aborted-cart). */
export function savedOrderIds(cart: Cart): number[] {
  return cart.orders.flatMap((o) => (typeof o.id === 'number' ? [o.id] : []));
}

/**
 * What the buyer has put in the cart and chosen, and nothing of how it was saved (stamps, defaults the server
 * fills in, titles): two carts with the same signature are the same cart to the buyer. A message about the
 * cart holds until its signature changes.
 */
export function cartSignature(cart: Cart): string {
  return JSON.stringify(cart.orders.map((o) => [
    o.seller.id, shippingChoiceOf(o.shipping), o.payment?.type ?? null, o.promoCode ?? null,
    o.products.map((p) => [p.id, p.chosenFormat?.id ?? null, p.chosenVintage?.id ?? null, p.box?.key ?? null, p.quantity]),
    o.reservations.map((r) => [r.eventId, r.selectedSlot.slot.id, r.selectedSlot.start, r.totalQuantity]),
  ]));
}
