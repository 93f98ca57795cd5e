import { useCallback, useEffect, useRef, useState } from 'react';
import { api, refusalOf } from '@vendange/api-client';
import { useInBackground } from '@vendange/ui';
import type { TillSaleBody, TillSaleResult } from '@vendange/contracts';
import { flushQueue, tillStore, type QueuedSale } from './offline-queue';

/** How often the till tries again while sales wait for the network. */
const RETRY_MS = 4000;

/**
 * The till's link with the server: every sale goes through the browser's queue first (so nothing is lost if the
 * page or the network goes), then is sent in order; while the network is down the sales wait, and they leave
 * the moment it is back (the `online` event, and a retry every few seconds). The key makes a resend harmless.
 */
export function useTillSync(pointId: number, shopId: number | null) {
  const store = useRef(tillStore(pointId)).current;
  const [queue, setQueue] = useState<QueuedSale[]>(() => store.queue());
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const results = useRef(new Map<string, TillSaleResult>());
  const running = useRef<Promise<void> | null>(null);
  const inBackground = useInBackground();

  const flush = useCallback(async () => {
    // One sender at a time: the sales go in the order they were rung up.
    if (running.current) { await running.current; }
    const run = (async () => {
      const send = async (body: TillSaleBody) => {
        const done = await api<TillSaleResult>(`/v1/salespoints/${pointId}/sales`, { method: 'POST', query: { shopId: shopId ?? undefined }, body, silent: true });
        results.current.set(body.key, done);
      };
      const outcome = await flushQueue(store, send, refusalOf);
      setOffline(outcome.offline);
      setQueue(store.queue());
    })();
    running.current = run;
    try { await run; } finally { if (running.current === run) running.current = null; }
  }, [pointId, shopId, store]);

  /** Records a sale: kept in the browser at once, then sent; its ticket when the server answered now. */
  const record = useCallback(async (body: TillSaleBody, totalTtcCents: number): Promise<TillSaleResult | null> => {
    setQueue(store.enqueue({ body, totalTtcCents, refused: null }));
    await flush();
    return results.current.get(body.key) ?? null;
  }, [flush, store]);

  const forget = useCallback((key: string) => setQueue(store.sent(key)), [store]);

  useEffect(() => {
    const back = () => { setOffline(false); inBackground(flush); };
    const gone = () => setOffline(true);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    const timer = window.setInterval(() => { if (store.queue().some((q) => q.refused === null)) inBackground(flush); }, RETRY_MS);
    inBackground(flush);
    return () => { window.removeEventListener('online', back); window.removeEventListener('offline', gone); window.clearInterval(timer); };
  }, [flush, inBackground, store]);

  const waiting = queue.filter((q) => q.refused === null);
  return { store, offline, waiting, refused: queue.filter((q) => q.refused !== null), record, flush, forget };
}
