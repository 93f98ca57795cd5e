import type { Sql } from 'postgres';
import type { Db } from './db';

/**
 * The postgres.js client under a drizzle database: for what drizzle does not do (LISTEN/NOTIFY, a job
 * queue sharing the pool). drizzle's postgres-js driver keeps it as `$client`.
 */
export function pgClientOf(db: Db): Sql {
  const client = (db as unknown as { $client?: Sql }).$client;
  if (!client || typeof client.listen !== 'function') throw new Error('This database handle is not a postgres.js client: open it with openDatabase().');
  return client;
}
