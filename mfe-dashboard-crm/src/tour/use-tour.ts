import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasPermission, subjectFromUser } from '@vendange/access';
import { flushOfflineQueue } from '@vendange/api-client';
import { sessionAtom } from '@vendange/store';
import { useInBackground } from '@vendange/ui';
import { parisDay } from '../calendar/calendar-grid';
import { readTourDay, sendTourAction } from './tour-sync';
import { moveVisit, orderedVisits, orderKey, orderOf, tourStore, type TourAction, type TourDay } from './tour-store';

/** How often tour mode tries again while things wait for the network. */
const RETRY_MS = 5000;

/**
 * The agent's day and its link with the server: the day is read when the network is there and kept in the browser;
 * what the agent takes goes to the kept queue first, then is sent, in order, with its key (now, on the `online`
 * event, or at the next retry). Nothing is lost when the page or the network goes, nothing is made twice.
 */
export function useTour() {
  const { user } = useAtomValue(sessionAtom);
  const subject = useMemo(() => subjectFromUser(user), [user]);
  const shopIds = useMemo(() => (subject?.shops ?? []).filter((s) => !s.blocked && hasPermission(subject, s.id, 'seeAllTask')).map((s) => s.id), [subject]);
  const store = useMemo(() => tourStore(user?.id ?? 0), [user?.id]);
  const today = parisDay(new Date());
  const [day, setDay] = useState<TourDay | null>(() => (store.day()?.day === today ? store.day() : null));
  const [order, setOrder] = useState<number[]>(() => store.order(today));
  const [queue, setQueue] = useState<TourAction[]>(() => store.queue());
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [loading, setLoading] = useState(day === null);
  const running = useRef<Promise<number> | null>(null);
  const inBackground = useInBackground();

  const reload = useCallback(async () => {
    try {
      const read = await readTourDay(shopIds, today);
      store.keepDay(read);
      setDay(read);
      // The server's order (moved on another device) unless a move made here still waits to be sent.
      const shown = orderOf(today, store.queue(), read.order, store.order(today));
      store.keepOrder(today, shown);
      setOrder(shown);
      setOffline(false);
    } catch {
      // No network: the day kept in the browser stays on screen.
      setOffline(true);
    } finally {
      setLoading(false);
    }
  }, [shopIds, store, today]);

  const flush = useCallback(async (): Promise<number> => {
    // One sender at a time: what was taken goes in the order it was taken.
    if (running.current) await running.current;
    const run = (async () => {
      const outcome = await flushOfflineQueue(store, sendTourAction);
      setOffline(outcome.offline);
      setQueue(store.queue());
      return outcome.sent;
    })();
    running.current = run;
    try { return await run; } finally { if (running.current === run) running.current = null; }
  }, [store]);

  /** Keeps what was taken, then tries to send it; the day is read again once it arrived (its history shows it). */
  const take = useCallback((action: TourAction) => {
    setQueue(store.enqueue(action));
    inBackground(async () => { if ((await flush()) > 0) await reload(); });
  }, [flush, inBackground, reload, store]);

  /** Kept here at once, and sent (through the queue) so every device of the agent shows the same order. */
  const move = useCallback((id: number, step: -1 | 1) => {
    const next = moveVisit(orderedVisits(day?.visits ?? [], order), id, step);
    store.keepOrder(today, next);
    setOrder(next);
    setQueue(store.enqueue({ kind: 'order', key: orderKey(today), day: today, taskIds: next, clientName: '', refused: null }));
    inBackground(async () => { await flush(); });
  }, [day, flush, inBackground, order, store, today]);

  const forget = useCallback((key: string) => setQueue(store.sent(key)), [store]);

  useEffect(() => {
    const back = () => { setOffline(false); inBackground(async () => { await flush(); await reload(); }); };
    const gone = () => setOffline(true);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    const timer = window.setInterval(() => { if (store.queue().some((q) => q.refused === null)) inBackground(flush); }, RETRY_MS);
    inBackground(async () => { await flush(); await reload(); });
    return () => { window.removeEventListener('online', back); window.removeEventListener('offline', gone); window.clearInterval(timer); };
  }, [flush, inBackground, reload, store]);

  const canOrder = (shopId: number) => hasPermission(subject, shopId, 'createOrder');
  /** The rule of `POST /v1/orders/samples`: createOrder, or an agent's createQuote for one of their clients. */
  const canSample = (shopId: number) => canOrder(shopId) || hasPermission(subject, shopId, 'createQuote');
  const visits = orderedVisits(day?.visits ?? [], order);
  return {
    today, day, visits, loading, offline, canOrder, canSample, take, move, forget, reload,
    waiting: queue.filter((q) => q.refused === null), refused: queue.filter((q) => q.refused !== null),
  };
}
