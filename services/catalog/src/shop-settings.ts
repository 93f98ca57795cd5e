import type { ShopSettingsOf as KitShopSettingsOf } from '@vendange/service-kit';
import type { PricingShop } from './viewer-price';

/** What the catalogue needs of a shop: its VAT settings for pricing, and whether visitors may see prices. */
export interface CatalogShopSettings extends PricingShop {
  /** Prices are shown to logged-in members only (spec point 1): visitors get none. */
  membersOnlyPrices: boolean;
}

export type ShopSettingsOf = (shopId: number) => Promise<CatalogShopSettings>;

/**
 * What the catalogue reads of a shop's settings, from the process's shared cache of them (service kit:
 * kept 30 s, dropped in every process when the shops service announces a change).
 */
export const catalogShopSettings = (settings: KitShopSettingsOf): ShopSettingsOf => async (shopId) => {
  const s = await settings(shopId);
  return { hasTVA: s.hasTVA, allRulesInEq75: s.allRulesInEq75, membersOnlyPrices: s.rules.membersOnlyPrices };
};

/** Spec point 1: a shop that reserves its prices to members shows none to a visitor who is not logged in. */
export const pricesHiddenFor = (visitor: boolean, shop: Pick<CatalogShopSettings, 'membersOnlyPrices'>): boolean => visitor && shop.membersOnlyPrices;
