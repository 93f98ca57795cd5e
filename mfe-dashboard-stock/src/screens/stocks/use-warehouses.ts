import { useApi } from '@vendange/api-client';
import type { Warehouse } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';

interface Page { items: Warehouse[]; total: number; page: number; limit: number }
const none: Warehouse[] = [];

/** The shop's warehouses for the selects (archived ones included: the lists still filter on them). A shop has a handful. */
export function useWarehouses() {
  const { shopId } = useShopAccess();
  const { data, error } = useApi<Page>('/v1/stocks/warehouses', { shopId: shopId ?? undefined, limit: 100 });
  return { warehouses: data?.items ?? none, loaded: data !== undefined, error };
}
