import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@vendange/contracts';
import { clearSession, patchSessionUser, sessionAtom, startSession } from '../session';
import { vendangeStore } from '../store';
import { addProduct, setProductQuantity } from './cart-rules';
import { anonymousCartVersionAtom, cartReloaded, cartSaved, currentCart, pendingCartSaveAtom, replayCartChanges, updateCart } from './cart-store';

const storage = new Map<string, string>();
globalThis.localStorage = {
  getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => { storage.set(k, v); }, removeItem: (k: string) => { storage.delete(k); },
  clear: () => storage.clear(), key: () => null, length: 0,
} as Storage;

const seller = { id: 1, name: 'Domaine des Coteaux' };
const wine = { id: 10, chosenFormat: { id: 100 }, chosenVintage: null };
const user = (lastUpdated: string | null, orders: User['cart']['orders'] = [], version = lastUpdated ? 3 : 0): User => ({
  id: 7, username: 'sophie', lastname: 'Leroy', firstname: 'Sophie', email: 'buyer@vendange.test', role: 'buyer', isPro: false, phone: null,
  masterAccount: false, shops: [], cart: { orders, lastUpdated, version }, deliveryAddress: null, billingAddress: null,
});
const add = () => updateCart((c) => addProduct(c, seller, wine));

describe('cart persistence (spec point 4)', () => {
  beforeEach(() => { clearSession(); storage.clear(); vendangeStore.set(pendingCartSaveAtom, null); });

  it('keeps a visitor\'s cart in browser storage, at once', () => {
    const before = vendangeStore.get(anonymousCartVersionAtom);
    add();
    add();
    expect(JSON.parse(storage.get('vendange.cart')!).orders[0].products[0].quantity).toBe(2);
    expect(vendangeStore.get(anonymousCartVersionAtom)).toBe(before + 2);
    expect(vendangeStore.get(pendingCartSaveAtom)).toBeNull();
  });

  it('changes a user\'s cart locally and remembers the saved version the changes start from', () => {
    startSession('t', user('2026-11-21T09:00:00.000Z'));
    add();
    add();
    expect(currentCart().orders[0]!.products[0]!.quantity).toBe(2);
    expect(vendangeStore.get(pendingCartSaveAtom)).toMatchObject({ base: 3, version: 2 });
    expect(storage.has('vendange.cart')).toBe(false);
  });

  it('a save of the last version clears the pending save and takes the server\'s cart', () => {
    startSession('t', user(null));
    add();
    const saved = user('2026-11-21T09:00:01.000Z', currentCart().orders as unknown as User['cart']['orders']);
    cartSaved(saved, 1);
    expect(vendangeStore.get(pendingCartSaveAtom)).toBeNull();
    expect(vendangeStore.get(sessionAtom).user?.cart.lastUpdated).toBe('2026-11-21T09:00:01.000Z');
  });

  it('a change made while a save runs is kept, based on the saved version, and still pending', () => {
    startSession('t', user(null));
    add();
    add(); // made while version 1 was being saved
    cartSaved(user('2026-11-21T09:00:01.000Z', [], 1), 1);
    expect(vendangeStore.get(pendingCartSaveAtom)).toMatchObject({ base: 1, version: 2 });
    expect(vendangeStore.get(pendingCartSaveAtom)?.changes.map((c) => c.version)).toEqual([2]);
    expect(currentCart().orders[0]!.products[0]!.quantity).toBe(2);
  });

  it('a refused save (another tab) with nothing unsaved here takes the server\'s cart and drops the pending save', () => {
    startSession('t', user(null));
    vendangeStore.set(pendingCartSaveAtom, { base: 0, version: 1, changes: [] });
    cartReloaded(user('2026-11-21T09:05:00.000Z', [{ seller: { id: 2 }, products: [], reservations: [] }]), 0);
    expect(vendangeStore.get(pendingCartSaveAtom)).toBeNull();
    expect(currentCart().orders[0]!.seller.id).toBe(2);
  });

  it('a refused save (another tab) replays this tab\'s unsaved changes on the server\'s cart and saves again from its version', () => {
    const otherTab = [{ seller: { id: 2, name: 'Château Belle Rivière' }, products: [{ id: 20, quantity: 3 }], reservations: [] }] as unknown as User['cart']['orders'];
    startSession('t', user('2026-11-21T09:00:00.000Z'));
    add(); // the line just added in this tab
    add();
    cartReloaded(user('2026-11-21T09:05:00.000Z', otherTab, 5), 3);
    const orders = currentCart().orders;
    expect(orders.map((o) => o.seller.id)).toEqual([2, 1]);
    expect(orders[0]!.products[0]!.quantity).toBe(3);
    expect(orders[1]!.products[0]).toMatchObject({ id: 10, quantity: 2 });
    // Still to save, now from the server's version 5, under a version no earlier save can clear.
    expect(vendangeStore.get(pendingCartSaveAtom)).toMatchObject({ base: 5, version: 3 });
    cartSaved(user('2026-11-21T09:05:01.000Z', currentCart().orders as unknown as User['cart']['orders'], 6), 2);
    expect(vendangeStore.get(pendingCartSaveAtom)).toMatchObject({ base: 6, version: 3, changes: [] });
  });

  it('replays a quantity set here on the other tab\'s line, and a second refusal of an older save does not replay twice', () => {
    const line = { id: 10, chosenFormat: { id: 100 }, chosenVintage: null };
    const saved = (quantity: number, version: number) => user('2026-11-21T09:05:00.000Z', [{ seller, products: [{ ...line, quantity }], reservations: [] }] as unknown as User['cart']['orders'], version);
    startSession('t', saved(1, 3));
    updateCart((c) => setProductQuantity(c, seller.id, line, 4));
    add();
    cartReloaded(saved(7, 5), 3);
    expect(currentCart().orders[0]!.products[0]!.quantity).toBe(5);
    // The other save sent from base 3 is refused too, after the replay: old news.
    cartReloaded(saved(7, 5), 3);
    expect(currentCart().orders[0]!.products[0]!.quantity).toBe(5);
    expect(vendangeStore.get(pendingCartSaveAtom)).toMatchObject({ base: 5, version: 3 });
  });

  it('replayCartChanges applies the changes in order and leaves the saved cart as it was', () => {
    const saved = { orders: [], lastUpdated: null };
    const replayed = replayCartChanges(saved, [
      { change: (c) => addProduct(c, seller, wine) },
      { change: (c) => setProductQuantity(c, seller.id, wine, 6) },
      { change: (c) => addProduct(c, seller, wine) },
    ]);
    expect(replayed.orders[0]!.products[0]!.quantity).toBe(7);
    expect(saved.orders).toEqual([]);
  });

  it('a refusal for another user (logged out meanwhile) changes nothing but the pending save', () => {
    startSession('t', user(null));
    add();
    cartReloaded({ ...user(null), id: 8 }, 0);
    expect(vendangeStore.get(pendingCartSaveAtom)).toBeNull();
    expect(currentCart().orders[0]!.products[0]!.quantity).toBe(1);
  });

  it('profile fields saved meanwhile keep the cart a save has moved on (the emptied cart after checkout is then based on it)', () => {
    startSession('t', user(null));
    add();
    cartSaved(user('2026-11-21T09:00:01.000Z', currentCart().orders as unknown as User['cart']['orders'], 4), 1);
    patchSessionUser({ phone: '+33612345678' });
    updateCart(() => ({ orders: [], lastUpdated: '2026-11-21T09:00:02.000Z' }));
    expect(vendangeStore.get(sessionAtom).user?.phone).toBe('+33612345678');
    expect(vendangeStore.get(pendingCartSaveAtom)).toMatchObject({ base: 4, version: 1 });
  });
});
