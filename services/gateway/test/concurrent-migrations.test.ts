import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@vendange/service-kit';
import { openTestDatabase } from '@vendange/service-kit/testing';
import { serviceModules } from '../src/services';

// Distributed mode starts every service's process at once on one empty database: each migrates its own schema,
// but all of them keep their migration records in the shared `drizzle` schema, which the first to get there
// creates. Two `create schema if not exists` at once end one process with a unique violation (a CI run saw it).
describe('every service migrating one empty database at the same moment', () => {
  let db: DatabaseHandle & { url: string };
  const processes: DatabaseHandle[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
    for (const _ of serviceModules) processes.push(await openDatabase({ url: db.url, max: 2 }));
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.close()));
    await db?.close();
  });

  it('each process migrates, none fails, and every service has its record of migrations', async () => {
    const outcomes = await Promise.allSettled(serviceModules.map((svc, i) => processes[i]!.migrate(svc.migrationsFolder, svc.schemaName)));
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
    const tables = (await db.db.execute(sql`select table_name from information_schema.tables where table_schema = 'drizzle' order by 1`)) as unknown as { table_name: string }[];
    expect(tables.map((t) => t.table_name).sort()).toEqual(serviceModules.map((s) => `${s.schemaName}_migrations`).sort());
  });

  // A service process migrates inside its own start lock (runStandalone): a second lock held at once by one process,
  // on a pool that has to open a connection for it. On a reserved connection this never resolved (postgres.js 3.4.9).
  it('one process holds two locks at once, each on a connection it has to open', async () => {
    const fresh = await openDatabase({ url: db.url, max: 4 });
    try {
      const inner = fresh.exclusive('test:outer', () => fresh.exclusive('test:inner', async () => 'both held'));
      const late = new Promise((_, reject) => setTimeout(() => reject(new Error('the second lock never came')), 10_000));
      expect(await Promise.race([inner, late])).toBe('both held');
    } finally {
      await fresh.close();
    }
  });
});
