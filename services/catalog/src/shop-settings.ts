import type { ShopSalesSettings } from '@vendange/contracts';
import { shopIdOfChange, type InternalCall } from '@vendange/service-kit';
import type { PricingShop } from './viewer-price';

/** What the catalogue needs of a shop: its VAT settings for pricing, and whether visitors may see prices. */
export interface CatalogShopSettings extends PricingShop {
  /** Prices are shown to logged-in members only (spec point 1): visitors get none. */
  membersOnlyPrices: boolean;
}

export type ShopSettingsOf = (shopId: number) => Promise<CatalogShopSettings>;

/**
 * A shop's settings read from the shops service and kept 30 s (a list must not call it per product). A
 * change of the owner (VAT, members-only prices) is announced by the shops service and drops the entry in
 * every process at once (`forget`); the TTL only covers an announcement missed while reconnecting.
 */
export function cachedShopSettings(internal: InternalCall, ttlMs = 30_000, now: () => number = Date.now): ShopSettingsOf & { forget(key: string): void } {
  const cache = new Map<number, { at: number; value: Promise<CatalogShopSettings> }>();
  const read: ShopSettingsOf = (shopId) => {
    const hit = cache.get(shopId);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${shopId}/sales-settings`)
      .then((s) => ({ hasTVA: s.hasTVA, allRulesInEq75: s.allRulesInEq75, membersOnlyPrices: s.rules.membersOnlyPrices }))
      .catch((error: unknown) => {
        cache.delete(shopId);
        throw error;
      });
    cache.set(shopId, { at: now(), value });
    return value;
  };
  return Object.assign(read, {
    forget(key: string) {
      const id = shopIdOfChange(key);
      if (id !== null) cache.delete(id);
    },
  });
}

/** Spec point 1: a shop that reserves its prices to members shows none to a visitor who is not logged in. */
export const pricesHiddenFor = (visitor: boolean, shop: Pick<CatalogShopSettings, 'membersOnlyPrices'>): boolean => visitor && shop.membersOnlyPrices;
