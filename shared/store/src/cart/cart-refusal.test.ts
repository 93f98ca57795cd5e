import { describe, expect, it } from 'vitest';
import { placeCartRefusal } from './cart-refusal';
import type { Cart, CartOrder } from './cart-types';

const shipping = { type: null, ref: null, collectionPoint: null, priceCents: null };
const order = (sellerId: number, products: CartOrder['products']): CartOrder => ({ seller: { id: sellerId }, products, reservations: [], shipping });
const cart: Cart = {
  lastUpdated: null,
  orders: [
    // Not priced (no product line the server prices): left out of the body.
    order(5, [{ id: Number.NaN, quantity: 1 }]),
    order(1, [{ id: 10, quantity: 2 }]),
    order(2, [{ id: 20, quantity: 0 }, { id: 21, quantity: 1 }, { id: 22, quantity: 100_000 }]),
  ],
};

describe('placeCartRefusal (get-cart-price answered 400)', () => {
  it('puts a quantity over what an order accepts on its line, counted back from the body to the cart, with the quantity to cap to', () => {
    expect(placeCartRefusal(cart, 'Trop grand : nombre doit être <=10000 (orders.1.products.1.quantity)')).toEqual({
      sellerId: 2, line: 2, pricedLine: 1, field: 'quantity', message: 'Trop grand : nombre doit être <=10000', cappedQuantity: 10_000,
    });
  });

  it('puts a refused promo code on its seller\'s code, the message without its path', () => {
    expect(placeCartRefusal(cart, 'Le code promo doit faire au maximum 15 caractères (orders.0.promoCode)')).toEqual({
      sellerId: 1, line: null, pricedLine: null, field: 'promoCode', message: 'Le code promo doit faire au maximum 15 caractères', cappedQuantity: null,
    });
  });

  it('a line refused for another reason is placed without a cap', () => {
    expect(placeCartRefusal(cart, 'Valeur refusée (orders.0.products.0.chosenFormat.id)')).toMatchObject({ sellerId: 1, line: 0, pricedLine: 0, field: null, cappedQuantity: null });
  });

  it('a refusal of the whole cart, or naming a part that was not sent, is for the cart as a whole', () => {
    expect(placeCartRefusal(cart, 'Un panier compte au plus 20 producteurs. (orders)')).toEqual({
      sellerId: null, line: null, pricedLine: null, field: null, message: 'Un panier compte au plus 20 producteurs.', cappedQuantity: null,
    });
    expect(placeCartRefusal(cart, 'Valeur refusée (orders.7.promoCode)')).toMatchObject({ sellerId: null, field: null });
    expect(placeCartRefusal(cart, 'La requête est invalide.')).toMatchObject({ sellerId: null, message: 'La requête est invalide.' });
  });
});
