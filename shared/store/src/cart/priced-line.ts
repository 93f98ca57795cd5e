import type { CartBoxRef, CartProductLine } from './cart-types';

/** A cart line as the server prices and orders it (get-cart-price, checkout): product, format, quantity and its composed box, nothing else. */
export function pricedLineOf(p: CartProductLine): { id: number; quantity: number; chosenFormat?: { id: number }; box?: CartBoxRef } {
  return {
    id: p.id, quantity: p.quantity,
    ...(p.chosenFormat ? { chosenFormat: { id: p.chosenFormat.id } } : {}),
    ...(p.box ? { box: { key: p.box.key, builderId: p.box.builderId } } : {}),
  };
}
