// npm run bench: figures for the closing notes, measured in one run on this machine (not a test).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import postgres from 'postgres';
import setupTestDatabase from '../scripts/test-database.mjs';
import { chromiumOptions, logInAsOwner, measureJs, startServer } from './bench-kit';
import { lighthouseMedian, lighthouseRow } from './lighthouse-bench';
import { pricingCartMedianMs } from './pricing-bench';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

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
const fmt = (n: number) => n.toFixed(0).padStart(7);

async function throughput() {
  const hello = await startServer('hello', 3901);
  const base = await load('http://127.0.0.1:3901/');
  hello.kill();
  rows.push(`bare Fastify hello-world                    ${fmt(base.rps)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms  (ratio 1.00)`);

  const targets: Array<{ label: string; env: Record<string, string>; cleanup?: () => Promise<void> }> = [{ label: 'PostgreSQL', env: { DATABASE_URL: await freshDatabase('vendange_bench_api') } }];

  for (const target of targets) {
    const gw = await startServer('gateway', 3902, { ...target.env, BENCH_PRODUCTS: '10000' });
    const login = await fetch('http://127.0.0.1:3902/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@vendange.test', password: 'Vendange2026' }) });
    const { jwt } = (await login.json()) as { jwt: string };
    const cases: Array<{ name: string; url: string; headers: Record<string, string> }> = [
      { name: 'public shop read (1 row)', url: 'http://127.0.0.1:3902/v1/shops/coteaux', headers: {} },
      { name: 'orders list (JWT + access + page)', url: 'http://127.0.0.1:3902/v1/orders', headers: { authorization: `Bearer ${jwt}` } },
      // 10,000 products in shop 1: a priced page of 25 (public grid, TTC by @vendange/pricing), then staff with a typology and a search.
      { name: 'product list 10k, visitor page 25', url: 'http://127.0.0.1:3902/v1/products?shopIds=[1]&limit=25&page=7', headers: {} },
      { name: 'product list 10k, owner caviste+search', url: 'http://127.0.0.1:3902/v1/products?shopIds=[1]&typology=caviste&search=gigondas&sort=-createdAt', headers: { authorization: `Bearer ${jwt}` } },
    ];
    for (const c of cases) {
      const r = await load(c.url, c.headers);
      rows.push(`gateway ${target.label.padEnd(10)} ${c.name.padEnd(34)} ${fmt(r.rps)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (ratio ${(r.rps / base.rps).toFixed(3)})${r.errors ? `  ${r.errors} errors` : ''}`);
    }
    gw.kill();
    await new Promise((r) => setTimeout(r, 1000));
    await target.cleanup?.();
  }
}

async function bundles() {
  const { buildAll } = await import('../scripts/build.mjs');
  await buildAll();
  const dir = mkdtempSync(path.join(tmpdir(), 'vendange-bench-web-'));
  // PUBLIC_URL: the storefront's canonical links and Open Graph point at the origin measured.
  const gw = await startServer('gateway', 3903, { DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:3903', DATABASE_URL: await freshDatabase('vendange_bench_web') });
  const browser = await chromium.launch(chromiumOptions);
  async function measure(label: string, go: (page: import('@playwright/test').Page) => Promise<void>) {
    const w = await measureJs(browser, go);
    rows.push(`${label.padEnd(44)} ${w.kb.toFixed(1).padStart(7)} KB gzip JS in ${w.files} files, react-dom copies: ${w.reactDomCopies}`);
  }
  await measure('storefront shop page (/domaine-des-coteaux)', async (page) => {
    await page.goto('http://127.0.0.1:3903/domaine-des-coteaux');
    await page.getByTestId('product-card').first().waitFor();
  });
  await measure('dashboard home (owner, after login)', (page) => logInAsOwner(page, 'http://127.0.0.1:3903'));
  await browser.close();
  // Lighthouse last, one run at a time, with nothing else loading the machine.
  for (const [label, url] of [
    ['storefront shop page (/domaine-des-coteaux)', 'http://127.0.0.1:3903/domaine-des-coteaux'],
    ['storefront product page (Les Galets)', 'http://127.0.0.1:3903/domaine-des-coteaux/cotes-du-rhone-les-galets-1'],
  ] as const) rows.push(lighthouseRow(label, await lighthouseMedian(url)));
  gw.kill();
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dir, { recursive: true, force: true });
}

console.log(`Vendange bench: autocannon -c ${CONNECTIONS} -d ${DURATION}s, server in its own process, same 2-core machine.\n`);
const cart = pricingCartMedianMs();
rows.push(`pricing a 100-line seller cart (@vendange/pricing)  median ${cart.medianMs.toFixed(2)} ms  p95 ${cart.p95Ms.toFixed(2)} ms`);
const stopTestDatabase = await setupTestDatabase();
await throughput();
await bundles();
await stopTestDatabase?.();
console.log(rows.join('\n'));
process.exit(0);
