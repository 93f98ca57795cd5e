import { useAtomValue } from 'jotai';
import { api, useApi } from '@vendange/api-client';
import type { MyShop, MyShopList } from '@vendange/contracts';
import { sessionAtom } from '@vendange/store';

export const MY_SHOPS_PATH = '/v1/users/me/shops';

/**
 * Who keeps "Mes producteurs": buyers. An owner sees the directory only (a buyer link would give
 * them rights on that shop: docs/decisions/shops-add.md); nobody else calls these routes, whose
 * 403 would end the session.
 */
export function useViewerRole() {
  const { user } = useAtomValue(sessionAtom);
  const role = user?.role ?? null;
  return { role, keepsProducers: role === 'buyer' };
}

/** The buyer's producers; nothing is asked when `enabled` is false. */
export const useMyShops = (enabled: boolean) => useApi<MyShopList>(enabled ? MY_SHOPS_PATH : null);

/** Adds the producer with this code, id, URL name or shop address; `silent` leaves the error to the caller. */
export const addMyShop = (code: string, silent = false) => api<MyShop>(MY_SHOPS_PATH, { method: 'POST', body: { code }, silent });

export const removeMyShop = (shopId: number) => api<null>(`${MY_SHOPS_PATH}/${shopId}`, { method: 'DELETE' });

/** The name a buyer knows a producer by, even when its shop is gone. */
export const producerName = (item: MyShop, closed: (id: number) => string): string => item.shop?.name ?? closed(item.shopId);
