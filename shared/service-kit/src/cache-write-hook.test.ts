import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { dropCacheOnWrites } from './cache-write-hook';

let app: FastifyInstance | undefined;
afterEach(async () => { await app?.close(); app = undefined; });

/** A cache that counts how many times it was dropped and whether it was stopped. */
function countingCache() {
  const cache = { drops: 0, stopped: false, forgetAll() { cache.drops += 1; }, async stop() { cache.stopped = true; } };
  return cache;
}

/** A service as the gateway registers one (its own encapsulated context under a prefix), its routes in a child plugin. */
async function start(...caches: Array<ReturnType<typeof countingCache>>): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(async (service) => {
    for (const cache of caches) dropCacheOnWrites(service, cache);
    await service.register(async (routes) => {
      routes.get('/things', async () => ({ ok: true }));
      routes.post('/things/search', { config: { readOnly: true } }, async () => ({ ok: true }));
      routes.post('/things', async () => ({ ok: true }));
      routes.delete('/things/:id', async () => ({ ok: true }));
    });
  }, { prefix: '/v1' });
  // A route of another service: its writes are not this service's.
  app.post('/v1/other', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('dropCacheOnWrites', () => {
  it('keeps the cache for a GET and for a POST its route declares read-only', async () => {
    const cache = countingCache();
    const server = await start(cache);
    expect((await server.inject({ method: 'GET', url: '/v1/things' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/v1/things/search', payload: {} })).statusCode).toBe(200);
    expect(cache.drops).toBe(0);
  });

  it('drops every cache of the service for a write (POST, DELETE)', async () => {
    const list = countingCache();
    const prices = countingCache();
    const server = await start(list, prices);
    await server.inject({ method: 'POST', url: '/v1/things', payload: {} });
    expect([list.drops, prices.drops]).toEqual([1, 1]);
    await server.inject({ method: 'DELETE', url: '/v1/things/3' });
    expect([list.drops, prices.drops]).toEqual([2, 2]);
  });

  it("ignores another service's writes and stops each cache when the service closes", async () => {
    const cache = countingCache();
    const server = await start(cache);
    await server.inject({ method: 'POST', url: '/v1/other', payload: {} });
    expect(cache.drops).toBe(0);
    await server.close();
    app = undefined;
    expect(cache.stopped).toBe(true);
  });
});
