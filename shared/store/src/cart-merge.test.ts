import { describe, expect, it } from 'vitest';
import { isCartEmpty, mergeCarts, type CartLike } from './cart-merge';

const NOW = new Date('2026-03-01T10:00:00.000Z');

const product = (extra: Record<string, unknown>) => ({ quantity: 1, ...extra });
const order = (sellerId: number | string, products: Record<string, unknown>[], reservations: unknown[] = [], extra: Record<string, unknown> = {}) =>
  ({ seller: { id: sellerId }, products, reservations, ...extra });
const cart = (...orders: Record<string, unknown>[]): CartLike => ({ orders, lastUpdated: '2026-01-01T00:00:00.000Z' });

describe('mergeCarts', () => {
  it('keeps the user cart as is (date included) when the anonymous cart is empty', () => {
    const user = cart(order(1, [product({ id: 10, quantity: 2 })]));
    expect(mergeCarts(user, { orders: [], lastUpdated: null }, NOW)).toEqual({ orders: user.orders, lastUpdated: '2026-01-01T00:00:00.000Z' });
  });

  it('takes the anonymous orders into an empty user cart and dates the change', () => {
    const anon = cart(order(1, [product({ id: 10, quantity: 3 })]));
    const merged = mergeCarts({ orders: [], lastUpdated: null }, anon, NOW);
    expect(merged.orders).toEqual(anon.orders);
    expect(merged.lastUpdated).toBe(NOW.toISOString());
  });

  it('makes one order per seller, keeping the user order fields (saved id, delivery)', () => {
    const user = cart(order(1, [product({ id: 10 })], [], { id: 'order-1', deliveryType: 'pickup' }));
    const anon = cart(order(1, [product({ id: 11, quantity: 4 })], [], { deliveryType: 'parcel' }));
    const merged = mergeCarts(user, anon, NOW);
    expect(merged.orders).toHaveLength(1);
    expect(merged.orders[0]).toMatchObject({ id: 'order-1', deliveryType: 'pickup', seller: { id: 1 } });
    expect(merged.orders[0]!.products).toEqual([product({ id: 10 }), product({ id: 11, quantity: 4 })]);
  });

  it('matches sellers whether their id is a number or a string', () => {
    const merged = mergeCarts(cart(order(7, [product({ id: 1 })])), cart(order('7', [product({ id: 1, quantity: 2 })])), NOW);
    expect(merged.orders).toHaveLength(1);
    expect(merged.orders[0]!.products).toEqual([product({ id: 1, quantity: 3 })]);
  });

  it('appends the orders of other sellers after the user ones', () => {
    const merged = mergeCarts(cart(order(1, [product({ id: 10 })])), cart(order(2, [product({ id: 20 })]), order(3, [product({ id: 30 })])), NOW);
    expect(merged.orders.map((o) => (o.seller as { id: number }).id)).toEqual([1, 2, 3]);
  });

  it('adds the quantities of the same product, format and vintage', () => {
    const line = { id: 10, chosenFormat: 'magnum', chosenVintage: '2019' };
    const merged = mergeCarts(cart(order(1, [product({ ...line, quantity: 2, price: 1500 })])), cart(order(1, [product({ ...line, quantity: 5 })])), NOW);
    expect(merged.orders[0]!.products).toEqual([product({ ...line, quantity: 7, price: 1500 })]);
  });

  it.each([
    ['another format', { chosenFormat: 'bottle' }],
    ['another vintage', { chosenVintage: '2020' }],
    ['no vintage against a vintage', { chosenVintage: undefined }],
    ['another product', { id: 11 }],
  ])('keeps two lines for %s', (_label, change) => {
    const line = { id: 10, chosenFormat: 'magnum', chosenVintage: '2019' };
    const merged = mergeCarts(cart(order(1, [product({ ...line, quantity: 2 })])), cart(order(1, [product({ ...line, ...change, quantity: 5 })])), NOW);
    expect((merged.orders[0]!.products as unknown[]).length).toBe(2);
    expect(merged.orders[0]!.products).toEqual([product({ ...line, quantity: 2 }), product({ ...line, ...change, quantity: 5 })]);
  });

  it('treats a missing format or vintage the same as null', () => {
    const merged = mergeCarts(cart(order(1, [product({ id: 10, chosenFormat: null, quantity: 1 })])), cart(order(1, [product({ id: 10, quantity: 1 })])), NOW);
    expect(merged.orders[0]!.products).toEqual([product({ id: 10, chosenFormat: null, quantity: 2 })]);
  });

  it('compares object formats by value', () => {
    const fmt = { name: 'Magnum', volume: 150 };
    const merged = mergeCarts(cart(order(1, [product({ id: 10, chosenFormat: fmt })])), cart(order(1, [product({ id: 10, chosenFormat: { ...fmt } })])), NOW);
    expect((merged.orders[0]!.products as Array<{ quantity: number }>).map((p) => p.quantity)).toEqual([2]);
  });

  it('matches temporary lines by idTmp, never a temporary id against a saved id', () => {
    const merged = mergeCarts(
      cart(order(1, [product({ idTmp: 'a1', quantity: 1 }), product({ id: 'a2', quantity: 1 })])),
      cart(order(1, [product({ idTmp: 'a1', quantity: 2 }), product({ idTmp: 'a2', quantity: 3 })])),
      NOW,
    );
    expect(merged.orders[0]!.products).toEqual([product({ idTmp: 'a1', quantity: 3 }), product({ id: 'a2', quantity: 1 }), product({ idTmp: 'a2', quantity: 3 })]);
  });

  it('never merges a bottle of a composed box with the same wine bought on its own, nor with another box', () => {
    const k1 = { key: 'k1', builderId: 30 };
    const merged = mergeCarts(
      cart(order(1, [product({ id: 10, chosenFormat: { id: 100 }, quantity: 2 }), product({ id: 10, chosenFormat: { id: 100 }, box: k1, quantity: 4 })])),
      cart(order(1, [product({ id: 10, chosenFormat: { id: 100 }, box: { key: 'k2', builderId: 30 }, quantity: 4 }), product({ id: 10, chosenFormat: { id: 100 }, quantity: 1 })])),
      NOW,
    );
    expect((merged.orders[0]!.products as Array<{ quantity: number; box?: { key: string } }>).map((p) => [p.box?.key ?? null, p.quantity])).toEqual([[null, 3], ['k1', 4], ['k2', 4]]);
  });

  it('never merges lines that have no id at all', () => {
    const merged = mergeCarts(cart(order(1, [product({ name: 'x' })])), cart(order(1, [product({ name: 'x' })])), NOW);
    expect((merged.orders[0]!.products as unknown[]).length).toBe(2);
  });

  it('appends the reservations of the same seller', () => {
    const r1 = { event: 'e1', slot: 's1', quantity: 2 };
    const r2 = { event: 'e2', slot: 's1', quantity: 1 };
    const merged = mergeCarts(cart(order(1, [], [r1])), cart(order(1, [], [r2])), NOW);
    expect(merged.orders[0]!.reservations).toEqual([r1, r2]);
  });

  it('merges two anonymous orders of the same seller into one', () => {
    const merged = mergeCarts({ orders: [], lastUpdated: null }, cart(order(5, [product({ id: 1 })]), order(5, [product({ id: 1, quantity: 2 }), product({ id: 2 })])), NOW);
    expect(merged.orders).toHaveLength(1);
    expect(merged.orders[0]!.products).toEqual([product({ id: 1, quantity: 3 }), product({ id: 2 })]);
  });

  it('drops empty anonymous orders', () => {
    const merged = mergeCarts(cart(order(1, [product({ id: 1 })])), cart(order(2, []), order(3, [product({ id: 3 })])), NOW);
    expect(merged.orders.map((o) => (o.seller as { id: number }).id)).toEqual([1, 3]);
  });

  it('counts a missing or broken quantity as zero', () => {
    const merged = mergeCarts(cart(order(1, [{ id: 1, quantity: 'x' }])), cart(order(1, [{ id: 1, quantity: 4 }])), NOW);
    expect(merged.orders[0]!.products).toEqual([{ id: 1, quantity: 4 }]);
  });

  it('does not modify its inputs nor share objects with them', () => {
    const user = cart(order(1, [product({ id: 10, quantity: 1 })]));
    const anon = cart(order(1, [product({ id: 10, quantity: 2 })]), order(2, [product({ id: 20 })]));
    const before = structuredClone([user, anon]);
    const merged = mergeCarts(user, anon, NOW);
    expect([user, anon]).toEqual(before);
    (merged.orders[1]!.products as Array<{ quantity: number }>)[0]!.quantity = 99;
    expect(anon.orders[1]!.products).toEqual([product({ id: 20 })]);
  });
});

describe('isCartEmpty', () => {
  it.each([
    [null, true],
    [{ orders: [] }, true],
    [{ orders: [order(1, [], [])] }, true],
    [{ orders: [order(1, [product({ id: 1 })])] }, false],
    [{ orders: [order(1, [], [{ event: 'e' }])] }, false],
  ])('%j -> %s', (input, expected) => expect(isCartEmpty(input as CartLike | null)).toBe(expected));
});
