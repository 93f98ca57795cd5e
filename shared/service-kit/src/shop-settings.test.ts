import { describe, expect, it } from 'vitest';
import type { ShopSalesSettings } from '@vendange/contracts';
import type { Db } from './db';
import type { InternalCall } from './internal';
import { cachedShopSettings, sharedShopSettings } from './shop-settings';

/** The shops service stood in for: counts its calls, answers the modules currently on. */
function shopsService() {
  const state = { calls: 0, activeModules: ['crm'] as string[] };
  const internal = (async () => {
    state.calls += 1;
    return { id: 1, activeModules: [...state.activeModules] } as unknown as ShopSalesSettings;
  }) as unknown as InternalCall;
  return { state, internal };
}

describe('the shop settings cache', () => {
  it('asks the shops service once per shop within the TTL, again after it', async () => {
    const { state, internal } = shopsService();
    let clock = 0;
    const settings = cachedShopSettings(internal, undefined, 1000, () => clock);
    await settings(1);
    await settings(1);
    expect(state.calls).toBe(1);
    clock = 1001;
    await settings(1);
    expect(state.calls).toBe(2);
  });

  it('drops a shop announced as changed (shop:<id>), and only that one', async () => {
    const { state, internal } = shopsService();
    const settings = cachedShopSettings(internal);
    expect((await settings(1)).activeModules).toEqual(['crm']);
    state.activeModules = [];
    settings.forget('maintenances');
    expect((await settings(1)).activeModules).toEqual(['crm']);
    settings.forget('shop:1');
    expect((await settings(1)).activeModules).toEqual([]);
  });

  it('is one cache per process (per internal call), shared by the services embedded in it', () => {
    const a = shopsService().internal;
    const db = {} as Db;
    expect(sharedShopSettings(a, db)).toBe(sharedShopSettings(a, db));
    expect(sharedShopSettings(shopsService().internal, db)).not.toBe(sharedShopSettings(a, db));
  });
});
