import useSWR, { type SWRConfiguration } from 'swr';
import { api, buildUrl, type RequestOptions } from './client';

/** SWR over the API client; pass null as path to wait (e.g. until logged in). */
export function useApi<T>(path: string | null, query?: RequestOptions['query'], config?: SWRConfiguration<T>) {
  const key = path ? buildUrl(path, query) : null;
  return useSWR<T>(key, () => api<T>(path!, { query }), { revalidateOnFocus: false, ...config });
}

/**
 * A page of a list, its filters, page number and search in `query`: the rows on screen stay until the answer for the
 * new query comes (`refreshing` meanwhile, for the list to say it is busy), instead of a loader and back. A row's open
 * dialog is not torn down by a refetch, and a row still in the new answer keeps its state (lists key rows by id).
 */
export function useApiList<T>(path: string | null, query?: RequestOptions['query'], config?: SWRConfiguration<T>) {
  const result = useApi<T>(path, query, { keepPreviousData: true, ...config });
  // A getter, as SWR's own fields: reading it subscribes the component to `isLoading` and `data` only then.
  return Object.defineProperty(result, 'refreshing', { get: () => result.isLoading && result.data !== undefined, enumerable: true }) as typeof result & { readonly refreshing: boolean };
}
