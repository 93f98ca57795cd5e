import { describe, expect, it } from 'vitest';
import { cartPriceBody } from './use-cart-price';

describe('cartPriceBody', () => {
  it('sends sellers, product ids, formats, vintages and quantities, nothing else, and skips empty orders', () => {
    const body = cartPriceBody({
      lastUpdated: null,
      orders: [
        { seller: { id: 1, name: 'X' }, shipping: { type: null, ref: null, collectionPoint: null, priceCents: null }, reservations: [],
          products: [{ id: 10, quantity: 2, title: 'Rouge', chosenFormat: { id: 100, packing: 'Carton' }, chosenVintage: { id: 5 } }, { id: 11, quantity: 1 }] },
        { seller: { id: 2 }, shipping: { type: null, ref: null, collectionPoint: null, priceCents: null }, reservations: [{} as never], products: [] },
      ],
    });
    expect(body).toEqual({ orders: [{ seller: { id: 1 }, products: [{ id: 10, quantity: 2, chosenFormat: { id: 100 }, chosenVintage: { id: 5 } }, { id: 11, quantity: 1 }] }] });
  });

  it('sends the composed box of each line in it, and nothing for a loose line', () => {
    const box = { key: 'k1', builderId: 30 };
    const body = cartPriceBody({
      lastUpdated: null,
      orders: [{ seller: { id: 1 }, shipping: { type: null, ref: null, collectionPoint: null, priceCents: null }, reservations: [], products: [
        { id: 30, quantity: 1, title: 'Coffret', chosenFormat: { id: 300 }, box },
        { id: 10, quantity: 6, chosenFormat: { id: 100 }, box: { ...box, extra: 'dropped' } as typeof box },
        { id: 10, quantity: 1, chosenFormat: { id: 100 }, box: null },
      ] }],
    });
    expect(body.orders[0]!.products).toEqual([
      { id: 30, quantity: 1, chosenFormat: { id: 300 }, box }, { id: 10, quantity: 6, chosenFormat: { id: 100 }, box }, { id: 10, quantity: 1, chosenFormat: { id: 100 } },
    ]);
  });
});
