import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MasterAccount, User } from '@vendange/contracts';

/** A fresh copy of the store modules, as after a page reload (the storage is kept). */
const load = async () => {
  vi.resetModules();
  return import('./index');
};

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

const master: MasterAccount = {
  id: 9, email: 'master@vendange.test',
  accounts: [{ id: 1, username: 'domaine-des-coteaux', email: 'owner@vendange.test', role: 'owner' }, { id: 2, username: 'chateau-belle-riviere', email: 'owner2@vendange.test', role: 'owner' }],
};
const user = (id: number): User => ({
  id, username: `u${id}`, firstname: 'A', lastname: 'B', email: `u${id}@vendange.test`, role: 'owner', isPro: false, phone: null,
  masterAccount: false, shops: [], cart: { orders: [], lastUpdated: null }, deliveryAddress: null, billingAddress: null,
});

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('master account session', () => {
  it('keeps the master login across a reload, at the chooser', async () => {
    (await load()).startMasterSession('master-token', master);
    const s = await load();
    expect(s.vendangeStore.get(s.sessionAtom)).toEqual({ token: 'master-token', user: null, masterAccount: master, ready: true });
    expect(s.canResumeMasterSession()).toBe(true);
  });

  it('after an account is chosen, a reload restores that account (not the chooser) and the master stays resumable', async () => {
    const s = await load();
    s.startMasterSession('master-token', master);
    s.startSession('owner-token', user(1));
    const reloaded = await load();
    expect(reloaded.vendangeStore.get(reloaded.sessionAtom)).toEqual({ token: 'owner-token', user: null, masterAccount: null, ready: false });
    expect(reloaded.vendangeStore.get(reloaded.masterSessionAtom)).toEqual(master);
  });

  it('resumeMasterSession goes back to the master token and forgets the chosen account', async () => {
    const s = await load();
    s.startMasterSession('master-token', master);
    s.startSession('owner-token', user(1));
    s.setCurrentShop({ id: 1 } as never);
    expect(s.resumeMasterSession()).toBe(true);
    expect(s.vendangeStore.get(s.sessionAtom)).toEqual({ token: 'master-token', user: null, masterAccount: master, ready: true });
    expect(s.vendangeStore.get(s.currentShopAtom)).toBeNull();
    expect(localStorage.getItem('vendange.jwt')).toBeNull();
    const reloaded = await load();
    expect(reloaded.vendangeStore.get(reloaded.sessionAtom).token).toBe('master-token');
  });

  it('resumeMasterSession answers false and changes nothing without a master login', async () => {
    const s = await load();
    s.startSession('buyer-token', user(5));
    expect(s.resumeMasterSession()).toBe(false);
    expect(s.vendangeStore.get(s.sessionAtom).token).toBe('buyer-token');
  });

  it('logout forgets the master login', async () => {
    const s = await load();
    s.startMasterSession('master-token', master);
    s.startSession('owner-token', user(2));
    s.clearSession();
    expect(s.resumeMasterSession()).toBe(false);
    expect(s.vendangeStore.get(s.masterSessionAtom)).toBeNull();
    expect(localStorage.getItem('vendange.master')).toBeNull();
    const reloaded = await load();
    expect(reloaded.vendangeStore.get(reloaded.sessionAtom).token).toBeNull();
  });

  it('a login as an account the master does not cover ends the master login', async () => {
    const s = await load();
    s.startMasterSession('master-token', master);
    s.startSession('other-token', user(42));
    expect(s.canResumeMasterSession()).toBe(false);
    expect(s.vendangeStore.get(s.masterSessionAtom)).toBeNull();
  });

  it('ignores a tampered master entry', async () => {
    localStorage.setItem('vendange.master', '{"token":"x"}');
    const s = await load();
    expect(s.vendangeStore.get(s.sessionAtom).token).toBeNull();
    expect(s.resumeMasterSession()).toBe(false);
  });
});

describe('anonymous cart storage', () => {
  it('reads back what was written, and nothing after clear', async () => {
    const s = await load();
    const cart = { orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 2 }], reservations: [] }], lastUpdated: null };
    s.writeAnonymousCart(cart);
    expect(localStorage.getItem('vendange.cart')).not.toBeNull();
    expect(s.readAnonymousCart()).toEqual(cart);
    s.clearAnonymousCart();
    expect(s.readAnonymousCart()).toBeNull();
  });

  it.each(['not json', '{"orders":3}', 'null', '[]'])('treats %s as no cart', async (raw) => {
    localStorage.setItem('vendange.cart', raw);
    expect((await load()).readAnonymousCart()).toBeNull();
  });
});
