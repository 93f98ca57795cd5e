import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBox, boxGroups, newBoxKey, removeBox } from './box-rules';
import { addProduct, removeProduct, sameLine, setProductQuantity } from './cart-rules';
import type { Cart } from './cart-types';

const now = new Date('2026-11-21T10:00:00Z');
const empty: Cart = { orders: [], lastUpdated: null };
const coteaux = { id: 1, name: 'Domaine des Coteaux' };
const belle = { id: 2, name: 'Château Belle Rivière' };
const coffret = { id: 30, title: 'Coffret découverte', productType: 'box', chosenFormat: { id: 300 }, chosenVintage: null };
const rouge = { id: 10, title: 'Coteaux Rouge', chosenFormat: { id: 100 }, chosenVintage: { id: 2021 } };
const blanc = { id: 11, title: 'Viognier', chosenFormat: { id: 110 }, chosenVintage: null };
const six = { builderId: 30, box: coffret, bottles: [{ line: rouge, quantity: 4 }, { line: blanc, quantity: 2 }] };

describe('composed boxes in the cart (box builders)', () => {
  it('creates the seller\'s order on the first add: the box line at 1, then each bottle, all carrying the box', () => {
    const cart = addBox(empty, coteaux, six, 'k1', now);
    expect(cart.lastUpdated).toBe(now.toISOString());
    expect(cart.orders).toHaveLength(1);
    expect(cart.orders[0]!.seller).toEqual(coteaux);
    const box = { key: 'k1', builderId: 30 };
    expect(cart.orders[0]!.products).toEqual([{ ...coffret, box, quantity: 1 }, { ...rouge, box, quantity: 4 }, { ...blanc, box, quantity: 2 }]);
    expect(empty.orders).toHaveLength(0);
  });

  it('puts the same bottle given twice on one line, and skips zero quantities', () => {
    const cart = addBox(empty, coteaux, { ...six, bottles: [{ line: rouge, quantity: 2 }, { line: blanc, quantity: 0 }, { line: rouge, quantity: 4 }] }, 'k1', now);
    expect(cart.orders[0]!.products.map((p) => [p.id, p.quantity])).toEqual([[30, 1], [10, 6]]);
  });

  it('keeps two boxes of the same builder apart, and apart from the same wine bought on its own', () => {
    let cart = addProduct(empty, coteaux, rouge, now);
    cart = addBox(cart, coteaux, six, 'k1', now);
    cart = addBox(cart, coteaux, six, 'k2', now);
    expect(cart.orders[0]!.products).toHaveLength(7);
    // +1 on the loose wine touches the loose line only.
    cart = addProduct(cart, coteaux, rouge, now);
    expect(cart.orders[0]!.products.filter((p) => p.id === 10).map((p) => [p.box?.key ?? null, p.quantity])).toEqual([[null, 2], ['k1', 4], ['k2', 4]]);
    cart = removeProduct(cart, 1, rouge, now);
    cart = removeProduct(cart, 1, rouge, now);
    expect(cart.orders[0]!.products.filter((p) => p.id === 10).map((p) => p.box?.key)).toEqual(['k1', 'k2']);
    // Setting the quantity of the loose wine (gone) leaves the boxes alone.
    expect(setProductQuantity(cart, 1, rouge, 0, now).orders).toEqual(cart.orders);
  });

  it('matches lines by box key, an absent box being the same as null', () => {
    expect(sameLine({ ...rouge, box: null }, rouge)).toBe(true);
    expect(sameLine({ ...rouge, box: { key: 'a', builderId: 30 } }, rouge)).toBe(false);
    expect(sameLine({ ...rouge, box: { key: 'a', builderId: 30 } }, { ...rouge, box: { key: 'b', builderId: 30 } })).toBe(false);
    expect(sameLine({ ...rouge, box: { key: 'a', builderId: 30 } }, { ...rouge, box: { key: 'a', builderId: 31 } })).toBe(true);
  });

  it('replaces a box added again under the same key', () => {
    let cart = addBox(empty, coteaux, six, 'k1', now);
    cart = addBox(cart, coteaux, { ...six, bottles: [{ line: blanc, quantity: 6 }] }, 'k1', now);
    expect(cart.orders[0]!.products.map((p) => [p.id, p.quantity])).toEqual([[30, 1], [11, 6]]);
  });

  it('removes every line of one box, keeps the rest, and drops the order once empty', () => {
    let cart = addProduct(empty, coteaux, blanc, now);
    cart = addBox(cart, coteaux, six, 'k1', now);
    cart = addBox(cart, coteaux, six, 'k2', now);
    cart = addBox(cart, belle, { ...six, builderId: 40, box: { ...coffret, id: 40 } }, 'k3', now);
    cart = removeBox(cart, 1, 'k1', now);
    expect(cart.orders[0]!.products.map((p) => p.box?.key ?? null)).toEqual([null, 'k2', 'k2', 'k2']);
    cart = removeBox(cart, 2, 'k3', now);
    expect(cart.orders.map((o) => o.seller.id)).toEqual([1]);
    expect(removeBox(cart, 1, 'k1', now)).toBe(cart);
    expect(removeBox(cart, 9, 'k2', now)).toBe(cart);
    expect(removeBox(removeBox(cart, 1, 'k2', now), 1, 'nothing', now).orders[0]!.products).toEqual([{ ...blanc, quantity: 1 }]);
    expect(removeBox(removeProduct(cart, 1, blanc, now), 1, 'k2', now).orders).toEqual([]);
  });

  it('property: adding then removing any number of boxes leaves the loose lines as they were', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 6 }), (counts) => {
      const loose = addProduct(addProduct(empty, coteaux, rouge, now), coteaux, rouge, now);
      let cart = loose;
      counts.forEach((n, i) => { cart = addBox(cart, coteaux, { ...six, bottles: [{ line: rouge, quantity: n }, { line: blanc, quantity: 12 - n }] }, `k${i}`, now); });
      expect(boxGroups(cart.orders[0]!).boxes.map((b) => b.count)).toEqual(counts.map(() => 12));
      counts.forEach((_, i) => { cart = removeBox(cart, 1, `k${i}`, now); });
      expect(cart.orders[0]!.products).toEqual(loose.orders[0]!.products);
    }), { numRuns: 300 });
  });
});

describe('boxGroups', () => {
  it('splits loose lines from boxes, each with its own line, its bottles and their count', () => {
    let cart = addProduct(empty, coteaux, blanc, now);
    cart = addBox(cart, coteaux, six, 'k1', now);
    cart = addBox(cart, coteaux, { ...six, bottles: [{ line: blanc, quantity: 3 }] }, 'k2', now);
    const { loose, boxes } = boxGroups(cart.orders[0]!);
    expect(loose.map((l) => l.id)).toEqual([11]);
    expect(boxes.map((b) => [b.key, b.builderId, b.box?.id, b.bottles.map((l) => l.id), b.count])).toEqual([['k1', 30, 30, [10, 11], 6], ['k2', 30, 30, [11], 3]]);
  });

  it('reads the cart view\'s lines too (product id under ref), and keeps a box that lost its own line', () => {
    const box = { key: 'k', builderId: 30 };
    const { boxes } = boxGroups({ products: [{ quantity: 2, box, ref: { id: 10 } }, { quantity: 1, box, ref: null }] });
    expect(boxes).toEqual([{ key: 'k', builderId: 30, box: null, bottles: [{ quantity: 2, box, ref: { id: 10 } }, { quantity: 1, box, ref: null }], count: 3 }]);
  });
});

describe('newBoxKey', () => {
  it('gives a fresh 32-hex key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newBoxKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
  });
});
