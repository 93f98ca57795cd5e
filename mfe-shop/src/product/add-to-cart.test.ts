import { describe, expect, it } from 'vitest';
import type { Cart } from '@vendange/store';
import { addToCart } from './add-to-cart';

const empty: Cart = { orders: [], lastUpdated: null };
const seller = { id: 1, name: 'Domaine des Coteaux' };
const line = { id: 10, title: 'Les Galets', chosenFormat: { id: 100, unityValue: '75', unity: 'cl' }, chosenVintage: { id: 5, name: '2022' }, productType: 'bottle' };
const now = new Date('2026-11-21T10:00:00Z');
const quantityOf = (cart: Cart) => cart.orders[0]?.products[0]?.quantity;

describe('addToCart', () => {
  it('creates the seller order and the line with the quantity asked', () => {
    const { cart, added } = addToCart(empty, seller, line, 2, { min: 1, max: 100 }, now);
    expect(added).toBe(2);
    expect(cart.orders).toHaveLength(1);
    expect(cart.orders[0]).toMatchObject({ seller, products: [{ ...line, quantity: 2 }] });
    expect(cart.lastUpdated).toBe(now.toISOString());
  });

  it('starts a new line at the product minimum', () => {
    expect(quantityOf(addToCart(empty, seller, line, 1, { min: 6, max: 100 }, now).cart)).toBe(6);
  });

  it('adds to a line already there, up to the maximum', () => {
    const first = addToCart(empty, seller, line, 6, { min: 6, max: 10 }, now).cart;
    const second = addToCart(first, seller, line, 1, { min: 6, max: 10 }, now);
    expect([quantityOf(second.cart), second.added]).toEqual([7, 1]);
    const capped = addToCart(second.cart, seller, line, 5, { min: 6, max: 10 }, now);
    expect([quantityOf(capped.cart), capped.added]).toEqual([10, 3]);
    const full = addToCart(capped.cart, seller, line, 1, { min: 6, max: 10 }, now);
    expect(full.added).toBe(0);
    expect(full.cart).toBe(capped.cart);
  });

  it('keeps another vintage on its own line', () => {
    const first = addToCart(empty, seller, line, 1, { min: 1, max: 10 }, now).cart;
    const other = addToCart(first, seller, { ...line, chosenVintage: { id: 6, name: '2023' } }, 1, { min: 1, max: 10 }, now).cart;
    expect(other.orders[0]!.products.map((p) => p.quantity)).toEqual([1, 1]);
  });
});
