import { useApi } from '@vendange/api-client';
import type { PublicShop } from '@vendange/contracts';

/** A producer's name for a buyer's list of orders (one request per shop: SWR shares it between rows). */
export function ShopName({ shopId }: { shopId: number }) {
  const { data } = useApi<PublicShop>(`/v1/shops/${shopId}`, undefined, { shouldRetryOnError: false, revalidateOnFocus: false });
  return <>{data?.name ?? '…'}</>;
}
