import type { Sql } from 'postgres';

/** How long a process waits for a lock that other processes hold in turn (every service's migrations at start). */
export const LOCK_WAIT_MS = 300_000;

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock named `key`, taken in a transaction of its own
 * (`pg_advisory_xact_lock`): released when it ends, whatever happens. `work` runs on the pool's other connections.
 *
 * Not on a reserved connection: postgres.js 3.4.9's `reserve()` never resolves when it must open a new connection
 * while `fetch_types` is off (openDatabase turns it off once the types are read), so a second lock held at once in
 * one process hung its start (a distributed-mode CI run, session 32). A transaction starts with a plain query.
 */
export async function withAdvisoryLock<T>(sql: Sql, key: string, work: () => Promise<T>): Promise<T> {
  const result = await sql.begin(async (tx) => {
    // The pool's 15 s statement limit would end the wait for a lock other processes hold one after the other.
    await tx.unsafe(`set local statement_timeout = ${LOCK_WAIT_MS}`);
    await tx`select pg_advisory_xact_lock(hashtext(${key}))`;
    return { value: await work() };
  });
  return (result as { value: T }).value;
}
