import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addProduct, addReservation, cartSignature, chooseCollectionPoint, chooseDeliveryType, choosePaymentType, choosePromoCode, countTouristTax, removeProduct, resetShipping, savedOrderIds,
  setProductQuantity,
} from './cart-rules';
import type { Cart, CartReservation } from './cart-types';

const now = new Date('2026-11-21T10:00:00Z');
const empty: Cart = { orders: [], lastUpdated: null };
const coteaux = { id: 1, name: 'Domaine des Coteaux' };
const belle = { id: 2, name: 'Château Belle Rivière' };
const rouge = { id: 10, title: 'Coteaux Rouge', chosenFormat: { id: 100 }, chosenVintage: { id: 2021 } };
const rougeMagnum = { ...rouge, chosenFormat: { id: 101 } };

describe('adding and removing products (spec point 4)', () => {
  it('creates the seller\'s order on the first add, at quantity 1', () => {
    const cart = addProduct(empty, coteaux, rouge, now);
    expect(cart.orders).toHaveLength(1);
    expect(cart.orders[0]!.seller).toEqual(coteaux);
    expect(cart.orders[0]!.products).toEqual([{ ...rouge, quantity: 1 }]);
    expect(cart.lastUpdated).toBe(now.toISOString());
    expect(empty.orders).toHaveLength(0);
  });

  it('adds 1 to a line already there; another format is another line; another seller another order', () => {
    let cart = addProduct(empty, coteaux, rouge, now);
    cart = addProduct(cart, coteaux, rouge, now);
    cart = addProduct(cart, coteaux, rougeMagnum, now);
    cart = addProduct(cart, belle, { id: 20, chosenFormat: { id: 200 }, chosenVintage: null }, now);
    expect(cart.orders.map((o) => o.seller.id)).toEqual([1, 2]);
    expect(cart.orders[0]!.products.map((p) => [p.chosenFormat?.id, p.quantity])).toEqual([[100, 2], [101, 1]]);
  });

  it('decrements, removes the line at 1, and the order when nothing remains', () => {
    let cart = addProduct(addProduct(empty, coteaux, rouge, now), coteaux, rouge, now);
    cart = removeProduct(cart, 1, rouge, now);
    expect(cart.orders[0]!.products[0]!.quantity).toBe(1);
    cart = removeProduct(cart, 1, rouge, now);
    expect(cart.orders).toEqual([]);
  });

  it('keeps the order while a reservation remains', () => {
    let cart = addProduct(empty, coteaux, rouge, now);
    cart = addReservation(cart, coteaux, visit(2), now);
    cart = removeProduct(cart, 1, rouge, now);
    expect(cart.orders).toHaveLength(1);
    expect(cart.orders[0]!.reservations).toHaveLength(1);
  });

  it('ignores removing what is not there', () => {
    const cart = addProduct(empty, coteaux, rouge, now);
    expect(removeProduct(cart, 1, rougeMagnum, now)).toBe(cart);
    expect(removeProduct(cart, 9, rouge, now)).toBe(cart);
  });

  it('property: after n adds and k ≤ n removes of one line, the quantity is n − k and the order goes at 0', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 30 }), (n, k0) => {
      const k = Math.min(n, k0);
      let cart = empty;
      for (let i = 0; i < n; i++) cart = addProduct(cart, coteaux, rouge, now);
      for (let i = 0; i < k; i++) cart = removeProduct(cart, 1, rouge, now);
      const qty = cart.orders[0]?.products[0]?.quantity ?? 0;
      expect(qty).toBe(n - k);
      expect(cart.orders.length).toBe(n - k > 0 ? 1 : 0);
    }), { numRuns: 1000 });
  });
});

function visit(adults: number, extra: Partial<CartReservation> = {}): CartReservation {
  return {
    eventId: 5, event: { title: 'Visite du chai' },
    selectedSlot: { slot: { id: 50, name: 'Matin' }, start: '2026-12-05T09:00:00Z', end: '2026-12-05T11:00:00Z' },
    selectedPrices: [
      { id: 'adult', priceTTC: 1500, quantity: adults },
      { id: 'glass', priceTTC: 500, quantity: 0, notCounting: true },
      { id: 'tax', productType: 'touristTax', priceTTC: 100, quantity: 0 },
    ],
    totalQuantity: 0, optionalQuantities: 0, taxQuantities: 0,
    ...extra,
  };
}

describe('reservations and tourist tax (spec point 4)', () => {
  it('counts the tourist tax on the persons, not on optional places', () => {
    const r = countTouristTax({ ...visit(3), selectedPrices: visit(3).selectedPrices.map((p) => (p.id === 'glass' ? { ...p, quantity: 2 } : p)) });
    expect(r.selectedPrices.find((p) => p.id === 'tax')!.quantity).toBe(3);
    expect([r.totalQuantity, r.optionalQuantities, r.taxQuantities]).toEqual([3, 2, 3]);
  });

  it('drops the counting lines when nobody is counted and the optional and tax lines are empty', () => {
    expect(countTouristTax(visit(0)).selectedPrices).toEqual([]);
  });

  it('replaces the prices and counts of a reservation for the same event, slot and dates', () => {
    let cart = addReservation(empty, coteaux, visit(2), now);
    cart = addReservation(cart, coteaux, visit(4), now);
    expect(cart.orders[0]!.reservations).toHaveLength(1);
    expect(cart.orders[0]!.reservations[0]!.totalQuantity).toBe(4);
    const otherDay = visit(1, { selectedSlot: { ...visit(1).selectedSlot, start: '2026-12-06T09:00:00Z', end: '2026-12-06T11:00:00Z' } });
    cart = addReservation(cart, coteaux, otherDay, now);
    expect(cart.orders[0]!.reservations).toHaveLength(2);
  });

  it('removes the reservation (and the empty order) when its places go to zero', () => {
    let cart = addReservation(empty, coteaux, visit(2), now);
    cart = addReservation(cart, coteaux, visit(0), now);
    expect(cart.orders).toEqual([]);
  });
});

describe('delivery choices (spec point 4)', () => {
  const deliveries = [{ type: 'colissimo', ref: 'home', priceCents: 1290 }, { type: 'chronopost', ref: 'relay', priceCents: 890 }];
  const base = addProduct(empty, coteaux, rouge, now);

  it('a delivery type clears the collection point and takes the matching price', () => {
    let cart = chooseCollectionPoint(base, 1, { id: 'cave', name: 'Caveau', priceCents: 0 }, now);
    cart = chooseDeliveryType(cart, 1, { type: 'chronopost', ref: 'relay' }, deliveries, now);
    expect(cart.orders[0]!.shipping).toMatchObject({ type: 'chronopost', ref: 'relay', collectionPoint: null, priceCents: 890 });
  });

  it('a collection point clears type and ref and uses its own price', () => {
    let cart = chooseDeliveryType(base, 1, { type: 'colissimo', ref: 'home' }, deliveries, now);
    cart = chooseCollectionPoint(cart, 1, { id: 'cave', name: 'Caveau', priceCents: 0 }, now);
    expect(cart.orders[0]!.shipping).toMatchObject({ type: null, ref: null, collectionPoint: { id: 'cave' }, priceCents: 0 });
  });

  it('reset clears type, ref, collection point and price; an unknown seller changes nothing', () => {
    const chosen = chooseDeliveryType(base, 1, { type: 'colissimo', ref: 'home' }, deliveries, now);
    expect(resetShipping(chosen, 1, now).orders[0]!.shipping).toEqual({ type: null, ref: null, collectionPoint: null, priceCents: null });
    expect(resetShipping(chosen, 9, now)).toBe(chosen);
  });
});

describe('emptying the cart', () => {
  it('aborts only the saved orders, those with an id', () => {
    const cart: Cart = { lastUpdated: null, orders: [{ ...addProduct(empty, coteaux, rouge, now).orders[0]!, id: 42 }, addProduct(empty, belle, rouge, now).orders[0]!] };
    expect(savedOrderIds(cart)).toEqual([42]);
  });
});

describe('payment choice and quantity field', () => {
  const seller = { id: 1, name: 'Domaine' };
  const line = { id: 10, chosenFormat: { id: 100 }, chosenVintage: null };
  const base = addProduct({ orders: [], lastUpdated: null }, seller, line, new Date('2026-11-20T10:00:00Z'));

  it('keeps the payment type per seller, and ignores a seller not in the cart', () => {
    const paid = choosePaymentType(base, 1, 'transfer');
    expect(paid.orders[0]!.payment).toEqual({ type: 'transfer' });
    expect(choosePaymentType(base, 2, 'transfer')).toBe(base);
    expect(choosePaymentType(paid, 1, null).orders[0]!.payment).toEqual({ type: null });
  });

  it('sets a quantity, and removes the line then the order at 0', () => {
    expect(setProductQuantity(base, 1, line, 7).orders[0]!.products[0]!.quantity).toBe(7);
    expect(setProductQuantity(base, 1, line, 2.9).orders[0]!.products[0]!.quantity).toBe(2);
    expect(setProductQuantity(base, 1, line, 0).orders).toEqual([]);
  });
});

describe('cartSignature', () => {
  const base = addProduct(empty, coteaux, { id: 5, title: 'Les Galets', chosenFormat: { id: 7 }, quantity: 3 }, new Date('2026-11-20T10:00:00Z'));

  it('is the same for the same choices saved another way (stamp, titles, fields the server adds)', () => {
    const saved = { lastUpdated: '2026-11-25T06:00:00Z', orders: base.orders.map((o) => ({ ...o, id: 42, version: 3, products: o.products.map((p) => ({ ...p, title: 'Côtes du Rhône Les Galets' })) })) };
    expect(cartSignature(saved)).toBe(cartSignature(base));
  });

  it('changes with a quantity, a delivery, a payment method or a promo code', () => {
    expect(cartSignature(setProductQuantity(base, 1, { id: 5, chosenFormat: { id: 7 } }, 4, now))).not.toBe(cartSignature(base));
    expect(cartSignature(chooseDeliveryType(base, 1, { type: 'colissimo', ref: 'domicile' }, [{ type: 'colissimo', ref: 'domicile', priceCents: 1200 }], now))).not.toBe(cartSignature(base));
    expect(cartSignature(choosePaymentType(base, 1, 'transfer', now))).not.toBe(cartSignature(base));
    expect(cartSignature(choosePromoCode(base, 1, 'BIENVENUE10', now))).not.toBe(cartSignature(base));
  });
});
