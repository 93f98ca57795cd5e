import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from './db';

/**
 * The PostgreSQL tests run on: TEST_DATABASE_URL, which the test run's global setup sets to the server at
 * 127.0.0.1:5432 when it answers (as in CI), else to an embedded server it started (infra/scripts/test-database.mjs).
 */
export const testPostgresUrl = (): string => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The database kinds a service suite runs on: one, a real PostgreSQL (PGlite is retired). */
export async function testDatabaseKinds(): Promise<Array<'postgres'>> {
  return ['postgres'];
}

/** A fresh, empty database on the test server (one per suite), dropped on close. `kind` is kept for older callers. */
export async function openTestDatabase(_kind: 'postgres' = 'postgres'): Promise<DatabaseHandle & { url: string }> {
  const { default: postgres } = await import('postgres');
  const name = `vendange_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(testPostgresUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(testPostgresUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    /** For a child process that opens its own pool on the same database. */
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 2 });
    },
  };
}
