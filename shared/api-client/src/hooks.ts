import useSWR, { type SWRConfiguration } from 'swr';
import { api, buildUrl, type RequestOptions } from './client';

/** SWR over the API client; pass null as path to wait (e.g. until logged in). */
export function useApi<T>(path: string | null, query?: RequestOptions['query'], config?: SWRConfiguration<T>) {
  const key = path ? buildUrl(path, query) : null;
  return useSWR<T>(key, () => api<T>(path!, { query }), { revalidateOnFocus: false, ...config });
}
