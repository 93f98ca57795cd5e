import type { ShopSalesSettings } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';
import type { PricingShop } from './viewer-price';

export type ShopSettingsOf = (shopId: number) => Promise<PricingShop>;

/** A shop's VAT settings for pricing, read from the shops service and kept 30 s (a list must not call it per product). */
export function cachedShopSettings(internal: InternalCall, ttlMs = 30_000, now: () => number = Date.now): ShopSettingsOf {
  const cache = new Map<number, { at: number; value: Promise<PricingShop> }>();
  return (shopId) => {
    const hit = cache.get(shopId);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = internal<ShopSalesSettings>('shops', 'GET', `/v1/internal/shops/${shopId}/sales-settings`)
      .then((s) => ({ hasTVA: s.hasTVA, allRulesInEq75: s.allRulesInEq75 }))
      .catch((error: unknown) => {
        cache.delete(shopId);
        throw error;
      });
    cache.set(shopId, { at: now(), value });
    return value;
  };
}
