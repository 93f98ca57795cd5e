import { listenForChanges } from './change-feed';
import type { Db } from './db';

export interface ChangeFeedCache<V> {
  /**
   * The value kept under `key`, else what `load` reads (kept then). `dependsOn` are the change keys
   * (`shop:3`, `user:12`, `catalog:3`) whose announcement drops it; a function names them from the value
   * read (a shop asked by its address depends on its id), and null keeps nothing (a shop not found).
   */
  get(key: string, dependsOn: readonly string[] | ((value: V) => readonly string[] | null), load: () => Promise<V>): Promise<V>;
  /** Drops every value depending on this change key (what the change feed does for every process). */
  forget(changeKey: string): void;
  /** Drops everything (a write in this process, before its answer leaves). */
  forgetAll(): void;
  /** Stops listening (the process closes). */
  stop(): Promise<void>;
}

export interface ChangeFeedCacheOptions {
  /** With a database, values are dropped by the change feed in every process; without, by the TTL only. */
  db?: Db;
  /** The longest a value is kept: covers an announcement missed while the listener reconnects. */
  ttlMs: number;
  /** Beyond this, the oldest value goes (keys built from queries are unbounded). 0 keeps nothing. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<V> { at: number; value: Promise<V>; dependsOn: readonly string[] }

type DependsOn<V> = readonly string[] | ((value: V) => readonly string[] | null);

/**
 * What every cross-process cache of the platform does (rights, shop settings, public catalogue pages):
 * a value read once is kept until what it depends on is announced as changed (change-feed.ts), or its
 * TTL ends. An entry is the read in flight: a change announced while it runs drops it, so a read that
 * started before a change is never kept after it. With a database, nothing is kept until the listener is
 * up (a change announced meanwhile would be missed); a listener that fails is tried again on the next read.
 */
export function changeFeedCache<V>({ db, ttlMs, maxEntries = Number.POSITIVE_INFINITY, now = Date.now }: ChangeFeedCacheOptions): ChangeFeedCache<V> {
  const entries = new Map<string, Entry<V>>();
  const keysByChange = new Map<string, Set<string>>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let stopped = false;
  // Counts every drop: a value whose dependencies are known only once read is kept only if nothing was
  // announced while it was read (what was announced could not be matched to it).
  let drops = 0;

  const drop = (key: string, entry: Entry<V>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    for (const change of entry.dependsOn) {
      const keys = keysByChange.get(change);
      keys?.delete(key);
      if (keys?.size === 0) keysByChange.delete(change);
    }
  };
  const forget = (changeKey: string) => {
    drops += 1;
    for (const key of [...(keysByChange.get(changeKey) ?? [])]) drop(key, entries.get(key)!);
  };
  const keep = (key: string, entry: Entry<V>) => {
    const previous = entries.get(key);
    if (previous) drop(key, previous);
    entries.set(key, entry);
    for (const change of entry.dependsOn) {
      let keys = keysByChange.get(change);
      if (!keys) keysByChange.set(change, (keys = new Set()));
      keys.add(key);
    }
    // Map order is insertion order: the first entry is the oldest.
    while (entries.size > maxEntries) {
      const [oldestKey, oldest] = entries.entries().next().value!;
      drop(oldestKey, oldest);
    }
  };
  const listenerUp = async (): Promise<boolean> => {
    if (!db) return true;
    if (!listening && !stopped) {
      listening = listenForChanges(db, forget).catch(() => {
        listening = null;
        return null;
      });
    }
    return (await listening) !== null;
  };

  return {
    async get(key, dependsOn: DependsOn<V>, load) {
      if (maxEntries <= 0 || !(await listenerUp())) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (typeof dependsOn === 'function') {
        const before = drops;
        const value = await load();
        const keys = dependsOn(value);
        if (keys && drops === before) keep(key, { at: now(), value: Promise.resolve(value), dependsOn: keys });
        return value;
      }
      const entry: Entry<V> = { at: now(), value: load(), dependsOn };
      keep(key, entry);
      // A failed read is not kept.
      entry.value.catch(() => drop(key, entry));
      return entry.value;
    },
    forget,
    forgetAll() {
      drops += 1;
      entries.clear();
      keysByChange.clear();
    },
    async stop() {
      stopped = true;
      const unlisten = await listening;
      listening = null;
      await unlisten?.();
    },
  };
}
