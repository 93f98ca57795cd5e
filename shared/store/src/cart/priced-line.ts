import type { CartBoxRef, CartProductLine } from './cart-types';

/** Whether the server prices this line (get-cart-price): a catalogue product with a quantity; other lines are left out of the body. */
export const isPricedLine = (p: CartProductLine): boolean => Number.isInteger(p.id) && p.quantity > 0;

/** A cart line as the server prices and orders it (get-cart-price, checkout): product, format, vintage, quantity and its composed box, nothing else. */
export function pricedLineOf(p: CartProductLine): { id: number; quantity: number; chosenFormat?: { id: number }; chosenVintage?: { id: number }; box?: CartBoxRef } {
  return {
    id: p.id, quantity: p.quantity,
    ...(p.chosenFormat ? { chosenFormat: { id: p.chosenFormat.id } } : {}),
    // The vintage bought: the server prices its duties and keeps it on the order line.
    ...(typeof p.chosenVintage?.id === 'number' ? { chosenVintage: { id: p.chosenVintage.id } } : {}),
    ...(p.box ? { box: { key: p.box.key, builderId: p.box.builderId } } : {}),
  };
}
