// npm run bench: figures for the closing notes, measured in one run on this machine (not a test).
// BENCH_ONLY=api or BENCH_ONLY=web runs one half; BENCH_SECONDS sets each load's length (10 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startEmbeddedPostgres } from '../scripts/embedded-postgres.mjs';
import setupTestDatabase from '../scripts/test-database.mjs';
import { CONNECTIONS, measureApi } from './api';
import { measureFrontEnd } from './front-end';
import { pricingCartMedianMs } from './pricing-bench';

const only = process.env.BENCH_ONLY;
const rows: string[] = [];

/** A new empty database on the test server (127.0.0.1:5432, else an embedded one started for the bench). */
async function freshDatabase(name: string): Promise<string> {
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The embedded default as `npm start` runs it (infra/scripts/embedded-postgres.mjs), in a folder of its own. */
async function embeddedDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vendange-bench-embedded-'));
  const server = await startEmbeddedPostgres({ dir, name: 'vendange_bench' });
  return { url: server.url, stop: async () => { await server.stop(); rmSync(dir, { recursive: true, force: true }); } };
}

console.log(`Vendange bench: autocannon -c ${CONNECTIONS}, server in its own process, same 2-core machine.\n`);
const cart = pricingCartMedianMs();
rows.push(`pricing a 100-line seller cart (@vendange/pricing)  median ${cart.medianMs.toFixed(2)} ms  p95 ${cart.p95Ms.toFixed(2)} ms`);
const stopTestDatabase = await setupTestDatabase();
if (only !== 'web') rows.push(...(await measureApi(freshDatabase, embeddedDatabase)));
if (only !== 'api') rows.push(...(await measureFrontEnd(freshDatabase)));
await stopTestDatabase?.();
console.log(rows.join('\n'));
process.exit(0);
