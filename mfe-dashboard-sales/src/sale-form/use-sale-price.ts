import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api } from '@vendange/api-client';
import type { StaffSaleBody, StaffSalePrice } from '@vendange/contracts';

const DEBOUNCE_MS = 300;

/**
 * The sale priced as it would be saved (POST /v1/orders/staff/price, nothing saved), asked again 300 ms after
 * the last change; the previous answer stays on screen while the next one comes. `body` null: nothing to price.
 */
export function useSalePrice(body: StaffSaleBody | null) {
  const json = body ? JSON.stringify(body) : null;
  const [asked, setAsked] = useState(json);
  useEffect(() => {
    const id = setTimeout(() => setAsked(json), DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [json]);
  const { data, error, isValidating } = useSWR<StaffSalePrice>(
    asked ? ['staff-sale-price', asked] : null,
    ([, sent]: [string, string]) => api<StaffSalePrice>('/v1/orders/staff/price', { method: 'POST', body: JSON.parse(sent) as unknown, silent: true }),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    price: json ? data : undefined,
    error: json ? (error as unknown) : undefined,
    loading: json !== null && (isValidating || json !== asked),
  };
}
