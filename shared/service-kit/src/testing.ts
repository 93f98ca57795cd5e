import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from './db';

/** The PostgreSQL CI provides; TEST_DATABASE_URL overrides it. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a real PostgreSQL answers (CI has one; a laptop may not). */
export async function postgresReachable(): Promise<boolean> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(TEST_POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The database kinds a service suite runs on: real PostgreSQL when reachable, and PGlite always. */
export async function testDatabaseKinds(): Promise<Array<'postgres' | 'pglite'>> {
  return (await postgresReachable()) ? ['postgres', 'pglite'] : ['pglite'];
}

/** A fresh, empty database of the kind asked: a new PostgreSQL database (dropped on close) or PGlite in memory. */
export async function openTestDatabase(kind: 'postgres' | 'pglite'): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const { default: postgres } = await import('postgres');
  const name = `vendange_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 2 });
    },
  };
}
