import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeFeedCache } from './change-feed-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes nothing although its method is not GET/HEAD (a price read, a search: a POST for its body).
     * Declared beside `access` in the route's config; `dropCacheOnWrites` keeps the caches of its service when it
     * is answered. A route that writes anything, even a log row another read shows, must not carry it.
     */
    readOnly?: true;
  }
}

/** Whether a request may have written: any method but GET/HEAD, unless its route declares `config.readOnly`. */
export function mayHaveWritten(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  // Read only for such requests (routeOptions builds a new object on every read).
  return request.routeOptions.config?.readOnly !== true;
}

type DroppedOnWrites = Pick<ChangeFeedCache<unknown>, 'forgetAll' | 'stop'>;

/** The caches each service instance drops on its writes: one hook for all of them. */
const cachesOf = new WeakMap<FastifyInstance, DroppedOnWrites[]>();

/**
 * Read-your-writes for a service's cache: a write answered by the service (any method but GET/HEAD, except a
 * route that declares `config.readOnly`) drops everything the cache holds before its answer leaves; other
 * processes hear it from the change feed a moment later. The cache stops listening when the service closes.
 */
export function dropCacheOnWrites(app: FastifyInstance, cache: DroppedOnWrites): void {
  let caches = cachesOf.get(app);
  if (!caches) {
    const all: DroppedOnWrites[] = [];
    caches = all;
    cachesOf.set(app, all);
    app.addHook('onSend', async (request) => {
      if (mayHaveWritten(request)) for (const kept of all) kept.forgetAll();
    });
  }
  caches.push(cache);
  app.addHook('onClose', () => cache.stop());
}
