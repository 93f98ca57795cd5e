import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { withAdvisoryLock } from './advisory-lock';
import type { Db } from './db';
import { startDueSweep } from './job-sweep';
import { pgClientOf } from './pg-client';

// Durable work (docs/decisions/durable-work.md): one pg-boss per process, in its own schema of the one
// PostgreSQL, sharing the process's postgres.js pool. Services declare their queues and consumers while they
// register; what a consumer cannot do is retried with back-off, then kept as a dead letter an administrator sees.

/**
 * pg-boss 10 marks a worker's batch completed or failed without waiting for it: while the database is
 * down, that write rejects with nobody to hear it, and an unhandled rejection can end the process. The
 * write's loss is harmless (the job expires and is tried again), so its rejection goes to the queue's
 * 'error' event (logged) instead; callers that wait for it still get it.
 */
function hearBatchWrites(): void {
  type Manager = { prototype: Record<string, (...args: unknown[]) => Promise<unknown>> & { emit?: unknown } };
  const manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as Manager & { heard?: boolean };
  if (manager.heard) return;
  manager.heard = true;
  for (const name of ['complete', 'fail']) {
    const original = manager.prototype[name]!;
    // Named as the original: pg-boss promotes its manager's functions onto the queue by their names.
    const heard = function (this: { emit(event: string, error: unknown): void }, ...args: unknown[]) {
      const written = original.apply(this, args);
      written.catch((error: unknown) => this.emit('error', error));
      return written;
    };
    Object.defineProperty(heard, 'name', { value: name });
    manager.prototype[name] = heard;
  }
}
hearBatchWrites();

/** The schema pg-boss keeps its tables in (never a service's own). */
export const JOB_SCHEMA = 'pgboss';

/** One job as its consumer sees it. */
export interface JobContext<T> {
  /** The idempotency key: the same for every attempt of this job (an outbox row's id, or the key it was sent with). */
  key: string;
  data: T;
  /** 1 on the first attempt, 2 on the first retry… */
  attempt: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

/** How a queue retries: `retryLimit` more attempts after the first, waiting about retryDelay·2^n seconds (jittered). */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** An attempt still running after this long is taken as lost (its process died) and tried again. */
  expireInSeconds: number;
}

/**
 * Five retries over about a minute (2, 4, 8, 16, 32 s, jittered): enough for another service's restart or a
 * database failover, short enough that a buyer's mail is not an hour late. Then the job is a dead letter.
 */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: 120 };

/** A job whose retries are spent: what the administrator's list shows. */
export interface FailedJob {
  id: string;
  queue: string;
  /** The job's data, summed up for the list (the first 300 characters of its JSON). */
  summary: string;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string;
}

export interface JobQueue {
  /** Declares a queue and this process's consumer of it (call while the service registers). */
  work<T>(queue: string, handler: JobHandler<T>, policy?: Partial<RetryPolicy>): Promise<void>;
  /** Declares a queue without consuming it here (another process of the service does). */
  declare(queue: string, policy?: Partial<RetryPolicy>): Promise<void>;
  /** Sends a job at once; the same `key` sent twice makes one job. Prefer the outbox when a state change goes with it. */
  send<T extends object>(queue: string, data: T, key: string, options?: { startAfter?: Date }): Promise<void>;
  /** Cancels the job sent under `key` if it has not run yet (a reminder whose task moved); nothing when there is none. */
  cancel(queue: string, key: string): Promise<void>;
  /** Sends `data` to `queue` on a cron schedule (one job per slot across every process). */
  schedule(queue: string, cron: string, data?: object): Promise<void>;
  /** Tells this process's consumers of `queue` to fetch now instead of at their next poll. */
  wake(queue: string): void;
  /** Jobs whose retries are spent, newest first. */
  failed(page: number, limit: number): Promise<{ items: FailedJob[]; total: number }>;
  /** Gives a failed job one more attempt (same id, same idempotency key); false when it is not a failed job. */
  retry(id: string): Promise<boolean>;
  /** Stops fetching, lets running jobs finish (10 s at most: the rest are retried later), keeps the pool open. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  log: { error(obj: object, message: string): void; warn(obj: object, message: string): void };
  /**
   * How often the process looks for work nobody woke it for (job-sweep.ts: one query for all its queues). 0.5 s:
   * jobs sent from another process, retries and delayed jobs start within about half a second; from this
   * process, at once.
   */
  pollingIntervalSeconds?: number;
  /** How often pg-boss looks for attempts lost with their process (and archives). Tests make it 1 s. */
  maintenanceIntervalSeconds?: number;
}

/** Failed jobs stay listed (and retryable) for 30 days before pg-boss archives them. */
const FAILED_KEPT_SECONDS = 30 * 24 * 3600;
const BATCH_SIZE = 5;
/** Each pg-boss worker's own polling, a backstop behind the sweep (which wakes it when its queue has work). */
const WORKER_BACKSTOP_SECONDS = 60;

/** A deterministic UUID for a key: pg-boss's job id, so that sending one key twice inserts one job. */
export function jobIdOf(key: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return key.toLowerCase();
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/**
 * pg-boss speaks node-postgres; this hands its statements to the process's postgres.js pool instead of opening
 * a second pool. node-postgres turns undefined into null and objects into JSON: postgres.js is told the same.
 */
function poolAdapter(db: Db): PgBoss.Db {
  const sql = pgClientOf(db);
  const param = (v: unknown): unknown => {
    if (v === undefined) return null;
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return v;
    if (v !== null && typeof v === 'object') return JSON.stringify(v);
    return v;
  };
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // pg-boss's own transactions (its migrations, its locked maintenance) are one text opening with BEGIN:
      // postgres.js runs those on a connection reserved for them, never on a shared one.
      if (/^\s*BEGIN\b/i.test(text)) {
        const reserved = await sql.reserve();
        try {
          return { rows: [...(await reserved.unsafe(text, values.map(param) as never[]))] };
        } catch (error) {
          // A script that failed half-way leaves its transaction open and aborted: end it, or the pool would hand
          // that connection out again and every later query on it would fail ("current transaction is aborted").
          await reserved.unsafe('ROLLBACK').catch(() => { /* the connection is gone: the pool replaces it */ });
          throw error;
        } finally {
          reserved.release();
        }
      }
      const rows = await sql.unsafe(text, values.map(param) as never[]);
      return { rows: [...rows] };
    },
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Starts this process's queue. Call once, before the services register their consumers. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const polling = options.pollingIntervalSeconds ?? 0.5;
  const boss = new PgBoss({
    db: poolAdapter(options.db), schema: JOB_SCHEMA,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
    // The expiry sweep (a cron) looks at the clock every 30 s: a minute's slot is never missed.
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const sql = pgClientOf(options.db);
  // Every process of the platform starts its own boss on the one schema, often at the same moment (distributed
  // mode): pg-boss checks then installs its schema, and creating a queue alters tables that reference
  // pgboss.queue, so two processes doing either at once fail (a second install, or a deadlock between two
  // create_queue). Those steps take one cluster-wide lock; sending and working on jobs never do.
  const schemaChange = <T>(work: () => Promise<T>): Promise<T> => withAdvisoryLock(sql, 'vendange:pgboss:schema', work);
  await schemaChange(() => boss.start());
  const workers = new Map<string, string[]>();
  const declared = new Set<string>();
  const wake = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };
  const stopSweep = startDueSweep({
    sql, schema: JOB_SCHEMA, intervalMs: polling * 1000, consumed: workers, wake,
    onError: (error) => options.log.error({ err: error }, 'job queue error'),
  });

  async function declare(queue: string, policy: Partial<RetryPolicy> = {}): Promise<void> {
    const p = { ...DEFAULT_RETRY, ...policy };
    const settings = { name: queue, retryLimit: p.retryLimit, retryDelay: p.retryDelaySeconds, retryBackoff: true, expireInSeconds: p.expireInSeconds };
    // Processes of one service start together: the first creates the queue, the others find it.
    await schemaChange(async () => {
      if (await boss.getQueue(queue)) await boss.updateQueue(queue, settings);
      else await boss.createQueue(queue, settings);
    });
    declared.add(queue);
  }

  return {
    declare,
    async work<T>(queue: string, handler: JobHandler<T>, policy?: Partial<RetryPolicy>) {
      await declare(queue, policy);
      // Known once pg-boss answers; the batch below runs after its first fetch.
      const worker: { id?: string } = {};
      worker.id = await boss.work<T>(queue, { batchSize: BATCH_SIZE, pollingIntervalSeconds: WORKER_BACKSTOP_SECONDS, includeMetadata: true }, async (jobs) => {
        // A full batch may leave more behind: the worker fetches again right after it instead of waiting.
        if (jobs.length === BATCH_SIZE && worker.id) boss.notifyWorker(worker.id);
        // Each job of the batch succeeds or fails on its own: a failed one is marked here, pg-boss completes the rest.
        await Promise.all(jobs.map(async (job) => {
          try {
            await handler({ key: job.id, data: job.data, attempt: job.retryCount + 1 });
          } catch (error) {
            const last = job.retryCount >= job.retryLimit;
            options.log[last ? 'error' : 'warn']({ err: error, queue, jobId: job.id, attempt: job.retryCount + 1 }, last ? 'job failed for good: now a dead letter' : 'job failed: it will be retried');
            await boss.fail(queue, job.id, { message: messageOf(error) });
          }
        }));
      });
      workers.set(queue, [...(workers.get(queue) ?? []), worker.id]);
    },
    async send(queue, data, key, sendOptions = {}) {
      if (!declared.has(queue)) await declare(queue);
      // startAfter: a delayed job (a reminder) waits in the queue, durable, until its time.
      await boss.send(queue, data, { id: jobIdOf(key), ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}) });
      if (!sendOptions.startAfter || sendOptions.startAfter.getTime() <= Date.now()) wake(queue);
    },
    async cancel(queue, key) {
      if (!declared.has(queue)) await declare(queue);
      // pg-boss cancels only jobs not completed yet; one already done or unknown is left as it is.
      await boss.cancel(queue, jobIdOf(key));
    },
    async schedule(queue, cron, data = {}) {
      if (!declared.has(queue)) await declare(queue);
      await boss.schedule(queue, cron, data);
    },
    wake,
    async failed(page, limit) {
      const offset = (page - 1) * limit;
      const rows = await sql.unsafe<Array<{ id: string; name: string; summary: string; error: string | null; attempts: number; created_on: Date | string; completed_on: Date | string | null; total: string }>>(
        `select id, name, left(data::text, 300) as summary,
                coalesce(output->>'message', output->'value'->>'message', output::text) as error,
                retry_count + 1 as attempts, created_on, completed_on, count(*) over () as total
           from ${JOB_SCHEMA}.job where state = 'failed'
          order by completed_on desc nulls last, id limit $1 offset $2`, [limit, offset]);
      const total = rows[0] ? Number(rows[0].total) : Number((await sql.unsafe<Array<{ n: string }>>(`select count(*) as n from ${JOB_SCHEMA}.job where state = 'failed'`))[0]?.n ?? 0);
      return {
        total,
        items: rows.map((r) => ({
          id: r.id, queue: r.name, summary: r.summary, error: r.error ?? '', attempts: Number(r.attempts),
          // drizzle's postgres.js client hands timestamps over as text: read either form.
          createdAt: new Date(r.created_on).toISOString(), failedAt: new Date(r.completed_on ?? r.created_on).toISOString(),
        })),
      };
    },
    async retry(id) {
      const [row] = await sql.unsafe<Array<{ name: string }>>(`select name from ${JOB_SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
      if (!row) return false;
      await boss.retry(row.name, id);
      wake(row.name);
      return true;
    },
    async stop() {
      stopSweep();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}
