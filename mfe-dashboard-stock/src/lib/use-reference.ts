import { useApi } from '@vendange/api-client';
import type { ReferenceItem, ReferenceList, ReferenceListName } from '@vendange/contracts';

const none: ReferenceItem[] = [];

/** A reference list of spec point 3 (GET /v1/references/:list): read-only data, fetched once per page life. */
export function useReference(list: ReferenceListName): { items: ReferenceItem[]; isLoading: boolean; error: unknown } {
  const { data, isLoading, error } = useApi<ReferenceList>(`/v1/references/${list}`, undefined, {
    revalidateIfStale: false, revalidateOnReconnect: false, dedupingInterval: 60 * 60 * 1000,
  });
  return { items: data?.items ?? none, isLoading, error };
}

/** Label of a code in a loaded list, the code itself while the list loads or for a retired code. */
export function labelOf(items: readonly ReferenceItem[], code: string | null | undefined): string {
  if (!code) return '-';
  return items.find((i) => i.code === code)?.label ?? code;
}
