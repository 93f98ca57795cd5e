// Vitest's global setup: every test runs on a real PostgreSQL. The server at 127.0.0.1:5432 (or
// TEST_DATABASE_URL) when it answers, as in CI; otherwise an embedded one started here for the whole run,
// in a temporary folder removed afterwards. Suites create their own database on it (openTestDatabase).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresAnswers } from './postgres-answers.mjs';

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAnswers(url)) {
    process.env.TEST_DATABASE_URL = url;
    return undefined;
  }
  const { startEmbeddedPostgres } = await import('./embedded-postgres.mjs');
  const dir = mkdtempSync(path.join(tmpdir(), 'vendange-test-pg-'));
  const server = await startEmbeddedPostgres({ dir, name: 'postgres' });
  process.env.TEST_DATABASE_URL = server.url;
  console.log(`No PostgreSQL at ${url}: tests run on an embedded one (127.0.0.1:${server.port}).`);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
