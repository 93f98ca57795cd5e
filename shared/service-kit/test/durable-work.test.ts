import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { startJobQueue, type JobQueue } from '../src/job-queue';
import { addToOutbox, outboxTable, startOutboxRelay } from '../src/outbox';
import { openTestDatabase } from '../src/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const outbox = outboxTable(pgSchema('durable'));
const quiet = { error: () => {}, warn: () => {} };

/** Polls `check` every 50 ms until it holds; the time it took, in ms. */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

/** Runs test/durable-worker.ts in a process of its own; resolves once it printed `line`. */
function worker(url: string, mode: 'hang' | 'finish'): { child: ChildProcess; printed(line: string): Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'durable-worker.ts'), url, mode], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  return { child, printed: (line) => until(async () => out.includes(line), 30_000).then(() => undefined) };
}

describe('durable work: outbox, queue, retries, dead letters', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let jobs: JobQueue;
  const rows = async <T>(q: ReturnType<typeof sql>) => (await handle.db.execute(q)) as unknown as T[];
  const count = async (q: string) => Number((await rows<{ n: string }>(sql.raw(q)))[0]!.n);

  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(sql`create schema durable`);
    await handle.db.execute(sql`create table durable.outbox (id uuid primary key default gen_random_uuid(), queue text not null, data jsonb not null, created_at timestamptz not null default now())`);
    await handle.db.execute(sql`create table durable.things (id serial primary key, name text not null)`);
    await handle.db.execute(sql`create table effects (key text primary key, n integer not null, at timestamptz not null default clock_timestamp())`);
    jobs = await startJobQueue({ db: handle.db, log: quiet, maintenanceIntervalSeconds: 1 });
  });
  afterAll(async () => {
    await jobs?.stop();
    await handle?.close();
  });

  it('commits a state change and its job together, or neither; a committed one is done within a second', async () => {
    await jobs.work<{ name: string }>('things.created', async ({ key, data }) => {
      await handle.db.execute(sql`insert into effects (key, n) values (${key}, ${data.name.length}) on conflict do nothing`);
    });
    const relay = await startOutboxRelay({ db: handle.db, table: outbox, jobs, log: quiet });
    try {
      await expect(handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into durable.things (name) values ('lost')`);
        await addToOutbox(tx as unknown as Db, outbox, [{ queue: 'things.created', data: { name: 'lost' } }]);
        throw new Error('the change fails after its job was written');
      })).rejects.toThrow('the change fails');
      expect(await count('select count(*) as n from durable.things')).toBe(0);
      expect(await count('select count(*) as n from durable.outbox')).toBe(0);

      // Latency: from the commit to the consumer's effect (NOTIFY wakes the relay, the relay wakes the local worker).
      const latencies: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const before = await count('select count(*) as n from effects');
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into durable.things (name) values (${`kept-${i}`})`);
          await addToOutbox(tx as unknown as Db, outbox, [{ queue: 'things.created', data: { name: `kept-${i}` } }]);
        });
        latencies.push(await until(async () => (await count('select count(*) as n from effects')) > before));
      }
      console.log(`outbox → job done, 5 runs (ms): ${latencies.join(', ')}`);
      expect(Math.max(...latencies)).toBeLessThan(1_500);
      expect(await count('select count(*) as n from durable.outbox')).toBe(0);
      // One key, announced twice, is one job.
      await addToOutbox(handle.db, outbox, [{ queue: 'things.created', data: { name: 'once' }, key: 'thing:once' }]);
      await addToOutbox(handle.db, outbox, [{ queue: 'things.created', data: { name: 'once' }, key: 'thing:once' }]);
      await relay.flush();
      expect(await count(`select count(*) as n from pgboss.job where name = 'things.created'`)).toBe(6);
    } finally {
      await relay.stop();
    }
  });

  it('a consumer killed in the middle of a job: after a restart the job is done, exactly once', async () => {
    await jobs.declare('kill-test', { expireInSeconds: 2, retryLimit: 3, retryDelaySeconds: 1 });
    const first = worker(handle.url, 'hang');
    await first.printed('READY');
    await jobs.send('kill-test', { n: 7 }, 'kill-test:7');
    await first.printed('IN_PROGRESS');
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const [lost] = await rows<{ state: string }>(sql`select state from pgboss.job where name = 'kill-test'`);
    expect(lost!.state).toBe('active');

    const second = worker(handle.url, 'finish');
    try {
      await second.printed('READY');
      const took = await until(async () => (await rows<{ state: string }>(sql`select state from pgboss.job where name = 'kill-test'`))[0]!.state === 'completed', 30_000);
      console.log(`killed job completed ${took} ms after the restart (its attempt expires after 2 s)`);
      const [job] = await rows<{ retry_count: number }>(sql`select retry_count from pgboss.job where name = 'kill-test'`);
      expect(job!.retry_count).toBeGreaterThanOrEqual(1);
      expect(await count(`select count(*) as n from effects where n = 7`)).toBe(1);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((r) => second.child.once('exit', r));
    }
  });

  it('a job that always fails becomes a dead letter with its error, and can be retried', async () => {
    let attempts = 0;
    await jobs.work('always-fails', async () => {
      attempts += 1;
      throw new Error(`le service ne répond pas (essai ${attempts})`);
    }, { retryLimit: 1, retryDelaySeconds: 1 });
    await jobs.send('always-fails', { orderId: 42 }, 'always-fails:42');
    await until(async () => (await jobs.failed(1, 20)).total === 1);
    expect(attempts).toBe(2);
    const { items: [dead] } = await jobs.failed(1, 20);
    expect(dead).toMatchObject({ queue: 'always-fails', summary: '{"orderId": 42}', attempts: 2 });
    expect(dead!.error).toContain('le service ne répond pas (essai 2)');

    expect(await jobs.retry(dead!.id)).toBe(true);
    expect(await jobs.retry(dead!.id)).toBe(false);
    await until(async () => attempts === 3 && (await jobs.failed(1, 20)).total === 1);
    expect((await jobs.failed(1, 20)).items[0]).toMatchObject({ id: dead!.id, attempts: 3 });
  });

  it('an idle process asks PostgreSQL once a sweep for all its queues, and still starts a job sent elsewhere within it', async () => {
    // A process of its own, on a pool that counts what it sends.
    const statements: string[] = [];
    const client = postgres(handle.url, { max: 2, onnotice: () => {}, debug: (_connection, query) => { statements.push(query); } });
    const counted = drizzle(client) as unknown as Db;
    const other = await startJobQueue({ db: counted, log: quiet });
    try {
      const done: string[] = [];
      for (let q = 1; q <= 12; q += 1) await other.work(`idle.q${q}`, async ({ key }) => { done.push(key); });
      await new Promise((r) => setTimeout(r, 1_000));
      statements.length = 0;
      await new Promise((r) => setTimeout(r, 3_000));
      const fetches = statements.filter((q) => q.includes('FOR UPDATE SKIP LOCKED')).length;
      console.log(`idle, 12 queues, 3 s: ${statements.length} statements (${fetches} fetches)`);
      // pg-boss alone fetched each queue every 0.5 s: 72 statements here. The sweep asks about 6 times.
      expect(fetches).toBe(0);
      expect(statements.length).toBeLessThan(15);

      // Sent by this test's other queue, which has no consumer for it: the sweep wakes the one that has.
      const sent = Date.now();
      await jobs.send('idle.q7', { n: 1 }, 'idle-q7:1');
      const took = await until(async () => done.length === 1, 5_000);
      console.log(`a job sent by another process started ${took} ms after (${Date.now() - sent} ms)`);
      expect(took).toBeLessThan(1_500);
    } finally {
      await other.stop();
      await client.end({ timeout: 2 });
    }
  });
});
