import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { cachedAccessResolver, type DatabaseHandle } from '@vendange/service-kit';
import { openTestDatabase } from '@vendange/service-kit/testing';
import { forgetAccessOnWrites } from './app';

describe("identity's answers and the rights kept in the process", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => { handle = await openTestDatabase(); });
  afterAll(async () => { await handle.close(); });

  it('keeps them for a read, a read-only POST included, and drops them for any other POST', async () => {
    let reads = 0;
    const rights = cachedAccessResolver(async (): Promise<AccessSubject> => { reads += 1; return { id: 7, role: 'buyer', ownedShopIds: [], shops: [] }; }, handle.db);
    const app = Fastify();
    forgetAccessOnWrites(app);
    app.get('/read', async () => ({ ok: true }));
    app.post('/choose', { config: { readOnly: true } }, async () => ({ ok: true }));
    app.post('/write', async () => ({ ok: true }));
    try {
      await rights(7);
      expect(reads).toBe(1);
      for (const [method, url] of [['GET', '/read'], ['POST', '/choose']] as const) {
        expect((await app.inject({ method, url })).statusCode).toBe(200);
        await rights(7);
        expect(reads, `${method} ${url}`).toBe(1);
      }
      expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
      await rights(7);
      expect(reads).toBe(2);
    } finally {
      await app.close();
      await rights.stop();
    }
  });
});
