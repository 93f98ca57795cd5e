import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** One database handle type for both drivers: services write drizzle queries once. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies one service's drizzle migrations inside its own Postgres schema. */
  migrate(folder: string, schema: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** A PostgreSQL URL; when absent, an embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
}

/** Opens PostgreSQL through postgres.js when a URL is given, else PGlite in a data folder. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(config.url, { max: 10, onnotice: () => {} });
    const db = drizzle(client) as unknown as Db;
    return {
      db, kind: 'postgres',
      migrate: (folder, schema) => migrate(db as never, { migrationsFolder: folder, migrationsSchema: 'drizzle', migrationsTable: `${schema}_migrations` }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = config.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client) as unknown as Db;
  return {
    db, kind: 'pglite',
    migrate: (folder, schema) => migrate(db as never, { migrationsFolder: folder, migrationsSchema: 'drizzle', migrationsTable: `${schema}_migrations` }),
    close: () => client.close(),
  };
}
