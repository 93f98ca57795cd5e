import { asc, inArray, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { jobIdOf, type JobQueue } from './job-queue';
import type { OutboxTable } from './outbox-table';
import { pgClientOf } from './pg-client';

export { outboxTable, type OutboxTable } from './outbox-table';

/** The channel that wakes the relays when an outbox row commits (payload: the service's schema). */
export const OUTBOX_CHANNEL = 'vendange_outbox';

/** One job announced by a state change. */
export interface OutboxMessage {
  queue: string;
  data: Record<string, unknown>;
  /**
   * A key of the work itself (`order-expired:12`): announcing it twice makes one job. Without it, each message
   * is a job of its own, keyed by its row id.
   */
  key?: string;
}

/**
 * Writes `messages` into the outbox with `tx`, the transaction that makes the state change they announce:
 * they become jobs only if it commits. Pass the plain database when no change goes with them (still durable
 * from here on). The NOTIFY, delivered on commit only, wakes the relays at once.
 */
export async function addToOutbox(tx: Db, table: OutboxTable, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(table).values(messages.map((m) => ({ queue: m.queue, data: m.data, ...(m.key ? { id: jobIdOf(m.key) } : {}) })))
    .onConflictDoNothing();
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${getTableConfig(table).schema ?? ''})`);
}

export interface OutboxRelayOptions {
  db: Db;
  table: OutboxTable;
  jobs: JobQueue;
  log: { error(obj: object, message: string): void };
  /** A safety net for a NOTIFY missed while the listening connection reconnected. */
  pollMs?: number;
}

const BATCH = 100;

/**
 * Moves committed outbox rows into the job queue: each under its row id, so a row sent twice (the process died
 * between the send and the delete) still makes one job. Rows are locked (skip locked) while moved, so several
 * processes of a service relay side by side without sending a row at the same time.
 */
export async function startOutboxRelay(options: OutboxRelayOptions): Promise<{ stop(): Promise<void>; flush(): Promise<number> }> {
  const { db, table, jobs, log } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function relayOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx.select().from(table).orderBy(asc(table.createdAt)).limit(BATCH).for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      for (const row of rows) await jobs.send(row.queue, row.data, row.id);
      await tx.delete(table).where(inArray(table.id, rows.map((r) => r.id)));
      return rows.length;
    });
  }

  /** Relays until the outbox is empty; a call while one runs makes it go round once more. */
  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          for (let n = await relayOnce(); n > 0; n = await relayOnce()) total += n;
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'outbox relay failed: the rows stay and are relayed at the next round');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  const schema = getTableConfig(table).schema ?? '';
  // Every service's relay hears every outbox's NOTIFY: each moves its own rows only.
  const { unlisten } = await pgClientOf(db).listen(OUTBOX_CHANNEL, (payload) => { if (payload === schema) void flush(); }, () => void flush());
  const timer = setInterval(() => void flush(), options.pollMs ?? 5_000);
  timer.unref();
  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten().catch(() => { /* the connection is already gone */ });
      await running;
    },
  };
}
