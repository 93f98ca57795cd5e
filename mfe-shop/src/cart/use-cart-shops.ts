import useSWR from 'swr';
import { api } from '@vendange/api-client';
import type { PublicShop } from '@vendange/contracts';

/** The public side of each shop in the cart (delivery modes, collection points, payment methods, rules). */
export function useCartShops(sellerIds: number[]): Record<number, PublicShop> | undefined {
  const ids = [...new Set(sellerIds)].sort((a, b) => a - b);
  const { data } = useSWR(ids.length ? ['cart-shops', ...ids] : null, async () => {
    const shops = await Promise.all(ids.map((id) => api<PublicShop>(`/v1/shops/${id}`, { silent: true })));
    return Object.fromEntries(shops.map((s) => [s.id, s])) as Record<number, PublicShop>;
  }, { revalidateOnFocus: false, keepPreviousData: true });
  return ids.length ? data : {};
}
