import type { AccessSubject } from '@vendange/access';
import type { AccessResolver } from './access';
import { changeFeedCache } from './change-feed-cache';
import type { Db } from './db';

/** The change key identity's triggers announce when a user's rights change (role, shop links, deletion). */
export const userChangeKey = (userId: number) => `user:${userId}`;

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
  const cache = changeFeedCache<AccessSubject | null>({ db, ttlMs, now });
  const read: AccessResolver = (userId) => cache.get(userChangeKey(userId), [userChangeKey(userId)], () => resolve(userId));
  const resolver: CachedAccessResolver = Object.assign(read, {
    forgetAll: () => cache.forgetAll(),
    async stop() {
      inThisProcess.delete(resolver);
      await cache.stop();
    },
  });
  inThisProcess.add(resolver);
  return resolver;
}
