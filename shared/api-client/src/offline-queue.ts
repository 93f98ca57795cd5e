import { ApiError } from './client';

/**
 * Work kept in the browser while the network is away, sent when it returns (the till's sales, tour mode's orders and
 * notes: docs/decisions/cash-register.md, docs/decisions/agents.md). Each item carries the key its sender generated;
 * the server makes a send idempotent on that key, so sending again after a lost answer is harmless. An item leaves
 * the queue only once the server has answered for its key (recorded, or already recorded).
 */
export interface KeyValueStore { getItem(key: string): string | null; setItem(key: string, value: string): void }

/** What was kept under `key`, or `fallback` when nothing (or something unreadable) is there. */
export function readKept<T>(store: KeyValueStore, key: string, fallback: T): T {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Keeps `value` under `key`, as JSON. */
export function keep(store: KeyValueStore, key: string, value: unknown): void {
  store.setItem(key, JSON.stringify(value));
}

/** An item waiting to be sent; `refused` holds the server's French reason once it said no. */
export interface QueuedItem { refused: string | null }

/** The queue kept under `storageKey`, in the order items were added; `keyOf` names an item's send key. */
export function offlineQueue<Q extends QueuedItem>(store: KeyValueStore, storageKey: string, keyOf: (item: Q) => string) {
  const write = (items: Q[]) => { keep(store, storageKey, items); return items; };
  const queue = (): Q[] => readKept(store, storageKey, []);
  return {
    queue,
    /** Adds an item (an item of the same key is replaced: kept once). */
    enqueue: (item: Q): Q[] => write([...queue().filter((q) => keyOf(q) !== keyOf(item)), item]),
    /** The item of `key` is on the server: out of the queue. */
    sent: (key: string): Q[] => write(queue().filter((q) => keyOf(q) !== key)),
    /** The server refused it: kept, with why, for the person to see; the next ones go on. */
    refused: (key: string, message: string): Q[] => write(queue().map((q) => (keyOf(q) === key ? { ...q, refused: message } : q))),
    keyOf,
  };
}
export type OfflineQueue<Q extends QueuedItem> = ReturnType<typeof offlineQueue<Q>>;

/** The server's refusal of an item (kept aside with its French message), or null when the item should simply wait. */
export function refusalOf(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return error.message;
  return null;
}

/**
 * Sends the waiting items one at a time, oldest first (a till's journal receives its sales in the order they were
 * sold). Stops at the first failure that is not a refusal (they wait for the network); a refusal is kept aside and
 * the rest go on.
 */
export async function flushOfflineQueue<Q extends QueuedItem>(
  queue: Pick<OfflineQueue<Q>, 'queue' | 'sent' | 'refused' | 'keyOf'>, send: (item: Q) => Promise<void>, refusal: (error: unknown) => string | null = refusalOf,
): Promise<{ sent: number; offline: boolean }> {
  let sent = 0;
  for (const item of queue.queue().filter((q) => q.refused === null)) {
    try {
      await send(item);
      queue.sent(queue.keyOf(item));
      sent += 1;
    } catch (error) {
      const why = refusal(error);
      if (why === null) return { sent, offline: true };
      queue.refused(queue.keyOf(item), why);
    }
  }
  return { sent, offline: false };
}
