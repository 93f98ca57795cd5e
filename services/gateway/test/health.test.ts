import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

describe('liveness and readiness', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness('postgres'); });
  afterAll(async () => { await h?.close(); });

  it('says live and ready once the database answers and every migration is applied, never cached', async () => {
    const live = await h.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ ok: true, problems: [] });
  });

  it('is not ready while a schema misses a migration, and ready again once it is applied', async () => {
    const [last] = await h.handle.db.execute<{ id: number; created_at: string }>(sql`select id, created_at::text from drizzle.orders_migrations order by created_at desc limit 1`) as unknown as { id: number; created_at: string }[];
    await h.handle.db.execute(sql`update drizzle.orders_migrations set created_at = created_at - 1 where id = ${last!.id}`);
    try {
      const res = await h.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().problems).toEqual(['migrations of orders not applied']);
      expect((await h.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await h.handle.db.execute(sql`update drizzle.orders_migrations set created_at = ${last!.created_at}::bigint where id = ${last!.id}`);
    }
    expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
