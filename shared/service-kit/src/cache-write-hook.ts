import type { FastifyInstance } from 'fastify';
import type { ChangeFeedCache } from './change-feed-cache';

/**
 * Read-your-writes for a service's cache: a write answered by the service (any method but GET/HEAD) drops
 * everything the cache holds before its answer leaves; other processes hear it from the change feed a moment
 * later. The cache stops listening when the service closes.
 */
export function dropCacheOnWrites(app: FastifyInstance, cache: Pick<ChangeFeedCache<unknown>, 'forgetAll' | 'stop'>): void {
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.forgetAll();
  });
  app.addHook('onClose', () => cache.stop());
}
