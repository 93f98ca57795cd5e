import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { buildUrl } from '@vendange/api-client';
import { i18n } from '@vendange/i18n';
import { sessionAtom, showSnackbar } from '@vendange/store';
import { shownTitle } from './notification-title';
import { parseSse, reconnectDelay } from './sse-parser';
import { useNotifications } from './use-notifications';

/**
 * Keeps an open dashboard told of new notifications without a reload: one Server-Sent Events
 * stream read with fetch (so the token goes in the Authorization header, never in a URL), and a
 * reconnection with back-off when it drops.
 */
export function NotificationStream() {
  const { token, user } = useAtomValue(sessionAtom);
  const { refresh } = useNotifications();
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const enabled = !!token && !!user && user.role !== 'admin';

  useEffect(() => {
    if (!enabled || !token) return;
    const controller = new AbortController();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      try {
        const res = await fetch(buildUrl('/v1/notifications-centers/stream'), {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal, cache: 'no-store',
        });
        // A refused session is the API client's business (its next call logs out); do not hammer.
        if (res.status === 401 || res.status === 403) return;
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        failures = 0;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseSse(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) {
            if (event.event !== 'notification') continue;
            // Only the title is read here (the list comes with the refresh): no schema, so no zod on every page.
            const { title } = JSON.parse(event.data) as { title?: unknown };
            if (typeof title !== 'string') continue;
            showSnackbar('success', shownTitle(title, i18n));
            void refreshRef.current();
          }
        }
        throw new Error('stream closed');
      } catch {
        if (controller.signal.aborted) return;
        failures += 1;
        // Anything missed while disconnected comes with the list's refresh on reconnection.
        timer = setTimeout(() => { void connect().then(() => undefined); void refreshRef.current(); }, reconnectDelay(failures));
      }
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, token]);

  return null;
}
