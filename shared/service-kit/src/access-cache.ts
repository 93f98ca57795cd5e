import type { AccessSubject } from '@vendange/access';
import type { AccessResolver } from './access';
import { listenForChanges } from './change-feed';
import type { Db } from './db';

/** The change key identity's triggers announce when a user's rights change (role, shop links, deletion). */
export const userChangeKey = (userId: number) => `user:${userId}`;
const userIdOfChange = (key: string): number | null => {
  const id = /^user:(\d+)$/.exec(key)?.[1];
  return id ? Number(id) : null;
};

export interface CachedAccessResolver extends AccessResolver {
  /** Drops everything known (identity changed something in this process). */
  forgetAll(): void;
  /** Stops listening (the process closes). */
  stop(): Promise<void>;
}

const inThisProcess = new Set<CachedAccessResolver>();

/**
 * Identity's writes in this process drop every cached right at once, before their answer leaves: the
 * next request of anyone, in this process, reads the rights again (a permission change applies at once).
 */
export function forgetAccessInThisProcess(): void {
  for (const cache of inThisProcess) cache.forgetAll();
}

/**
 * A user's rights read once and kept (docs/decisions/api-performance.md): every signed-in request needs
 * them, and they rarely change. Kept at most `ttlMs`; dropped at once in this process by identity's writes
 * (`forgetAccessInThisProcess`), and in every other process by the NOTIFY identity's triggers send on
 * commit (`user:<id>`). An entry is the read in flight: a change while it runs drops it, so a read that
 * started before a change is never kept after it.
 */
export function cachedAccessResolver(resolve: AccessResolver, db: Db, ttlMs = 10_000, now: () => number = Date.now): CachedAccessResolver {
  const cache = new Map<number, { at: number; value: Promise<AccessSubject | null> }>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let stopped = false;
  const read: AccessResolver = async (userId) => {
    if (!listening && !stopped) {
      // Until the listener is up nothing is kept (a change announced meanwhile would be missed).
      listening = listenForChanges(db, (key) => {
        const id = userIdOfChange(key);
        if (id !== null) cache.delete(id);
      }).catch(() => {
        listening = null;
        return null;
      });
    }
    if (!(await listening)) return resolve(userId);
    const hit = cache.get(userId);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = resolve(userId);
    cache.set(userId, { at: now(), value });
    // A failed read is not kept.
    value.catch(() => { if (cache.get(userId)?.value === value) cache.delete(userId); });
    return value;
  };
  const resolver: CachedAccessResolver = Object.assign(read, {
    forgetAll: () => cache.clear(),
    async stop() {
      stopped = true;
      inThisProcess.delete(resolver);
      const unlisten = await listening;
      listening = null;
      await unlisten?.();
    },
  });
  inThisProcess.add(resolver);
  return resolver;
}
