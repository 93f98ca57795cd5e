import type { Sql } from 'postgres';

export interface DueSweepOptions {
  sql: Sql;
  /** pg-boss's schema. */
  schema: string;
  /** How often the one query runs. */
  intervalMs: number;
  /** The queues this process consumes (their names are its keys). */
  consumed: ReadonlyMap<string, unknown>;
  /** Wakes a queue's workers (each fetches at once, or again right after the batch it is running). */
  wake: (queue: string) => void;
  onError: (error: unknown) => void;
}

/**
 * One question for every queue of the process: which of them hold a job due now? pg-boss polls each queue on its
 * own, one fetch per queue and interval: with the platform's forty queues at 0.5 s, an idle gateway sent
 * PostgreSQL 80 statements a second and spent 5 % of a core on them (measured in session 27). This sweep asks
 * once per interval, on the partial index pg-boss keeps for waiting jobs (`job_i5`: name, start_after where
 * state < 'active'), and wakes only the workers whose queue has work; they keep a long interval of their own as
 * a backstop. Everything that makes a job due is seen within an interval, as before: a job sent by another
 * process, a retry whose back-off ends, a delayed job, an attempt expired by the maintenance, a cron's job.
 */
export function startDueSweep({ sql, schema, intervalMs, consumed, wake, onError }: DueSweepOptions): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const sweep = async () => {
    if (consumed.size > 0) {
      try {
        const due = await sql.unsafe<Array<{ name: string }>>(
          `select distinct name from ${schema}.job where state < 'active' and start_after < now()`);
        for (const { name } of due) if (consumed.has(name)) wake(name);
      } catch (error) {
        onError(error);
      }
    }
    // A sweep never overlaps the previous one: a slow database spaces them out instead of piling them up.
    if (!stopped) timer = setTimeout(() => { void sweep(); }, intervalMs).unref();
  };
  timer = setTimeout(() => { void sweep(); }, intervalMs).unref();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
