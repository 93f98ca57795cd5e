import { useAtomValue } from 'jotai';
import type { PublicShop } from '@vendange/contracts';
import { sessionAtom, shopPathOf } from '@vendange/store';

/**
 * Who looks at a shop and what they may do there: visitors and buyers put products in a cart (staff
 * and agents see prices but order from the dashboard); a visitor of a shop reserving its prices to
 * members sees none; a professional buyer may ask for a price grid.
 */
export function useStorefrontViewer(shop: PublicShop | undefined) {
  const { user } = useAtomValue(sessionAtom);
  const role = user?.role ?? null;
  return {
    user,
    mayBuy: role === null || role === 'buyer',
    pricesHidden: !user && shop?.sales.membersOnlyPrices === true,
    mayAskPrices: role === 'buyer' && user?.isPro === true,
    shopPath: shop ? shopPathOf(shop, !!user) : '',
  };
}
