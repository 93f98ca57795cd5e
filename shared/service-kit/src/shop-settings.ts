import type { ShopSalesSettings } from '@vendange/contracts';
import { changeKeys } from './change-feed';
import { changeFeedCache } from './change-feed-cache';
import type { Db } from './db';
import type { InternalCall } from './internal';

/** A shop's settings as the shops service answers them (sales rules, VAT, modules on). */
export type ShopSettingsOf = (shopId: number) => Promise<ShopSalesSettings>;

export interface ShopSettingsCache extends ShopSettingsOf {
  /** Drops what a change key names (`shop:<id>`); other keys are ignored. */
  forget(key: string): void;
  /** Stops listening for changes (the service closes). */
  stop(): Promise<void>;
}

/**
 * A shop's settings read from the shops service and kept 30 s (a product list or every staff request
 * must not call it each time). A change of the shop is announced by the shops service (`changeKeys.shop`)
 * and drops the entry in every process at once; the TTL only covers an announcement missed while
 * reconnecting. With a database, it listens from its first read on, so a service that never reads
 * shop settings opens no listener.
 */
export function cachedShopSettings(internal: InternalCall, db?: Db, ttlMs = 30_000, now: () => number = Date.now): ShopSettingsCache {
  const cache = changeFeedCache<ShopSalesSettings>({ db, ttlMs, now });
  const read: ShopSettingsOf = (shopId) => cache.get(changeKeys.shop(shopId), [changeKeys.shop(shopId)],
    () => internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${shopId}/sales-settings`));
  return Object.assign(read, { forget: cache.forget, stop: cache.stop });
}

const perProcess = new WeakMap<InternalCall, ShopSettingsCache>();

/**
 * One cache per process: embedded services share one `internal` (so one cache and one listener), a
 * service running alone has its own. Every service reads shop settings (modules for access rules,
 * prices for the catalogue) through it.
 */
export function sharedShopSettings(internal: InternalCall, db: Db): ShopSettingsCache {
  let cache = perProcess.get(internal);
  if (!cache) {
    cache = cachedShopSettings(internal, db);
    perProcess.set(internal, cache);
  }
  return cache;
}
