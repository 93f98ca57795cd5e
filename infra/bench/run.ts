// npm run bench: figures for the closing notes, measured in one run on this machine (not a test).
// BENCH_ONLY=api, web, invoices, fec, stock, pos or crm runs one part; BENCH_SECONDS sets each load's length (10 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../scripts/embedded-postgres.mjs';
import setupTestDatabase from '../scripts/test-database.mjs';
import { CONNECTIONS, measureApi } from './api';
import { freshDatabase } from './bench-kit';
import { measureFrontEnd } from './front-end';
import { measureFec } from './fec-bench';
import { measureStock } from './stock-bench';
import { measureCrm } from './crm-bench';
import { measurePos } from './pos-bench';
import { measureInvoices } from './invoices-bench';
import { pricingCartMedianMs } from './pricing-bench';

const only = process.env.BENCH_ONLY;
const rows: string[] = [];

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
if (!only || only === 'api') rows.push(...(await measureApi(freshDatabase, embeddedDatabase)));
if (!only || only === 'invoices') rows.push(...(await measureInvoices(freshDatabase)));
if (!only || only === 'fec') rows.push(...(await measureFec(freshDatabase)));
if (!only || only === 'stock') rows.push(...(await measureStock(freshDatabase)));
if (!only || only === 'web') rows.push(...(await measureFrontEnd(freshDatabase)));
// After web: the till's screen is measured on the front ends it built (BENCH_ONLY=pos: on those built before).
if (!only || only === 'pos') rows.push(...(await measurePos(freshDatabase)));
if (!only || only === 'crm') rows.push(...(await measureCrm(freshDatabase)));
await stopTestDatabase?.();
console.log(rows.join('\n'));
process.exit(0);
