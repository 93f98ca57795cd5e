import { useAtomValue } from 'jotai';
import useSWRInfinite from 'swr/infinite';
import type { Notification } from '@vendange/contracts';
import { api, apiWithHeaders } from '@vendange/api-client';
import { sessionAtom } from '@vendange/store';

export const NOTIFICATIONS_PAGE = 30;
const PATH = '/v1/notifications-centers';

interface NotificationPage {
  items: Notification[];
  /** Unseen notifications in all (not only this page), from the x-unseen-count header. */
  unseen: number | null;
}

type Key = readonly [string, number, number | null];

async function fetchPage([path, , before]: Key): Promise<NotificationPage> {
  const { body, headers } = await apiWithHeaders<Notification[]>(path, { silent: true, query: { limit: NOTIFICATIONS_PAGE, before } });
  const unseen = Number(headers.get('x-unseen-count'));
  return { items: body, unseen: Number.isFinite(unseen) ? unseen : null };
}

/** Whether this person has a notification centre: anyone logged in but the platform administrator. */
export function useHasNotificationCentre(): boolean {
  const { user } = useAtomValue(sessionAtom);
  return !!user && user.role !== 'admin';
}

/** The notification centre's list, paged backwards by id, with the unseen count and the actions on it. */
export function useNotifications() {
  const { user } = useAtomValue(sessionAtom);
  const enabled = !!user && user.role !== 'admin';
  const { data, size, setSize, mutate, isLoading, isValidating, error } = useSWRInfinite<NotificationPage, unknown>(
    (index, previous: NotificationPage | null): Key | null => {
      if (!enabled || !user) return null;
      if (index === 0) return [PATH, user.id, null];
      if (!previous || previous.items.length < NOTIFICATIONS_PAGE) return null;
      return [PATH, user.id, previous.items.at(-1)?.id ?? null];
    },
    fetchPage,
    { revalidateFirstPage: true, revalidateOnFocus: true, shouldRetryOnError: false },
  );
  const items = (data ?? []).flatMap((p) => p.items);
  const unseen = data?.[0]?.unseen ?? items.filter((n) => !n.seen).length;
  const hasMore = !!data && (data.at(-1)?.items.length ?? 0) >= NOTIFICATIONS_PAGE;

  const markAsSeen = async (ids: number[]) => {
    if (!ids.length) return;
    await api(`${PATH}/mark-as-seen`, { method: 'PUT', body: { arrayOfIds: ids }, silent: true });
    await mutate();
  };
  const markAllAsSeen = async () => {
    await api(`${PATH}/mark-all-as-seen`, { method: 'PUT', silent: true });
    await mutate();
  };
  return {
    items, unseen, hasMore, error, loading: isLoading, refreshing: isValidating,
    loadMore: () => setSize(size + 1), refresh: () => mutate(), markAsSeen, markAllAsSeen,
  };
}
