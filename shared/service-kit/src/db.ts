import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { withAdvisoryLock } from './advisory-lock';

/** One database handle type: services write drizzle queries once, against PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres';
  /** Applies one service's drizzle migrations inside its own Postgres schema. */
  migrate(folder: string, schema: string): Promise<void>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock named `key`: two processes of one service starting
   * together (replicas) migrate and seed one after the other, never both at once.
   */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** Any PostgreSQL: the demo's embedded one (npm start), a test database, or production's. */
  url: string;
  /** Connections of this process's pool. */
  max?: number;
}

/**
 * The pool's deadlines (docs/decisions/database.md): a connection attempt gives up after 3 s, a statement
 * after 15 s, a connection is recycled after 30 min and dropped after 20 s idle. After a lost connection,
 * postgres.js waits before connecting again, by default 3^n/100 s with n counting every failure of the pool,
 * up to 20 s: after a restart that left most requests waiting 10 to 20 s for a server back in 0.3 s.
 * Here the wait grows by 50 ms a failure, 500 ms at most.
 */
export const POOL_SETTINGS = { connectTimeoutS: 3, statementTimeoutMs: 15_000, idleTimeoutS: 20, maxLifetimeS: 30 * 60, maxReconnectWaitS: 0.5 } as const;

/** The advisory lock every migration of one database holds, whichever service and process runs it. */
export const MIGRATIONS_LOCK = 'vendange:migrations';

/** Seconds to wait before the next connection attempt, after `retries` failures of the pool. */
export const reconnectWait = (retries: number): number => Math.min(0.05 * retries, POOL_SETTINGS.maxReconnectWaitS);

/**
 * postgres.js reads the server's array types on every new connection, and a connection lost during that read
 * (a database restarting) rejects a promise nobody holds: an unhandled rejection, which ends a Node process.
 * The types are the same for every connection to one server: the first connection reads them (shared by the
 * client's connections, as postgres.js does for its LISTEN connection), the others never again. A database
 * away at start only delays this to the first connection, which reads them as before.
 */
async function fetchArrayTypesOnce(client: { options: { fetch_types: boolean }; (strings: TemplateStringsArray): PromiseLike<unknown> }): Promise<void> {
  try {
    await client`select 1`;
    client.options.fetch_types = false;
  } catch {
    // Not reachable yet: the first connection made later reads the types.
  }
}

/** Opens PostgreSQL through postgres.js (one driver, one code path) with drizzle over it. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(config.url, {
    max: config.max ?? 10, onnotice: () => {},
    connect_timeout: POOL_SETTINGS.connectTimeoutS, idle_timeout: POOL_SETTINGS.idleTimeoutS, max_lifetime: POOL_SETTINGS.maxLifetimeS, backoff: reconnectWait,
    connection: { statement_timeout: POOL_SETTINGS.statementTimeoutMs, application_name: 'vendange' },
  });
  await fetchArrayTypesOnce(client);
  const db = drizzle(client) as unknown as Db;
  const exclusive: DatabaseHandle['exclusive'] = (key, work) => withAdvisoryLock(client, key, work);
  return {
    db, kind: 'postgres', exclusive,
    // Every service's migrations share the `drizzle` schema (and may create extensions): PostgreSQL's
    // `create schema if not exists` is not safe against a concurrent one (a unique violation on pg_namespace),
    // so the services of one database migrate one at a time, whichever process runs them.
    migrate: (folder, schema) => exclusive(MIGRATIONS_LOCK, () => migrate(db as never, { migrationsFolder: folder, migrationsSchema: 'drizzle', migrationsTable: `${schema}_migrations` })),
    close: () => client.end({ timeout: 5 }),
  };
}
