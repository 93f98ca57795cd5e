import { addProduct, sameLine, setProductQuantity, type Cart, type CartProductInput, type CartSeller } from '@vendange/store';

/**
 * Adds `quantity` of a product to the cart within its bounds: a new line starts at the product's
 * minimum at least, an existing one grows, and neither goes beyond the maximum. `added` is what the
 * cart really gained (0 when the line is already at its maximum).
 */
export function addToCart(cart: Cart, seller: CartSeller, line: CartProductInput, quantity: number, bounds: { min: number; max: number }, now = new Date()): { cart: Cart; added: number } {
  const current = cart.orders.find((o) => o.seller.id === seller.id)?.products.find((p) => sameLine(p, line))?.quantity ?? 0;
  const wanted = current > 0 ? current + quantity : Math.max(quantity, bounds.min);
  const next = Math.min(wanted, bounds.max);
  if (next <= current) return { cart, added: 0 };
  return { cart: setProductQuantity(addProduct(cart, seller, line, now), seller.id, line, next, now), added: next - current };
}
