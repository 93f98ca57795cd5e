// npm run bench: figures for the closing notes, measured in one run on this machine (not a test).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { postgresReachable, TEST_POSTGRES_URL } from '../../shared/service-kit/src/testing';
import { lighthouseMedian, lighthouseRow } from './lighthouse-bench';
import { pricingCartMedianMs } from './pricing-bench';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const children: ChildProcess[] = [];
// A failed run must not leave a server holding its port for the next one.
process.on('exit', () => { for (const c of children) c.kill(); });

async function startServer(kind: 'hello' | 'gateway', port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'infra/bench/servers.ts'), kind, String(port)], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return child;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const rows: string[] = [];
const fmt = (n: number) => n.toFixed(0).padStart(7);

async function throughput() {
  const hello = await startServer('hello', 3901);
  const base = await load('http://127.0.0.1:3901/');
  hello.kill();
  rows.push(`bare Fastify hello-world                    ${fmt(base.rps)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms  (ratio 1.00)`);

  const targets: Array<{ label: string; env: Record<string, string>; cleanup?: () => void }> = [];
  if (await postgresReachable()) targets.push({ label: 'PostgreSQL', env: { DATABASE_URL: TEST_POSTGRES_URL.replace(/\/postgres$/, '/test') } });
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'vendange-bench-'));
  targets.push({ label: 'PGlite (embedded default)', env: { DATA_DIR: pgliteDir }, cleanup: () => rmSync(pgliteDir, { recursive: true, force: true }) });

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
    target.cleanup?.();
  }
}

async function bundles() {
  const { buildAll } = await import('../scripts/build.mjs');
  await buildAll();
  const dir = mkdtempSync(path.join(tmpdir(), 'vendange-bench-web-'));
  // PUBLIC_URL: the storefront's canonical links and Open Graph point at the origin measured.
  const gw = await startServer('gateway', 3903, { DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:3903' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  async function measure(label: string, go: (page: import('@playwright/test').Page) => Promise<void>) {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const js = new Map<string, Buffer>();
    page.on('response', async (res) => {
      if (!res.url().endsWith('.js') || js.has(res.url())) return;
      js.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
    });
    await go(page);
    // Not 'networkidle': a logged-in page keeps its notification stream open by design.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const gz = [...js.values()].reduce((n, b) => n + gzipSync(b).length, 0);
    const reactDom = [...js.values()].filter((b) => b.toString('utf8').includes('__reactContainer$')).length;
    rows.push(`${label.padEnd(44)} ${(gz / 1024).toFixed(1).padStart(7)} KB gzip JS in ${js.size} files, react-dom copies: ${reactDom}`);
    await context.close();
  }
  await measure('storefront shop page (/domaine-des-coteaux)', async (page) => {
    await page.goto('http://127.0.0.1:3903/domaine-des-coteaux');
    await page.getByTestId('product-card').first().waitFor();
  });
  await measure('dashboard home (owner, after login)', async (page) => {
    await page.goto('http://127.0.0.1:3903/auth/login');
    await page.getByLabel(/E-mail, identifiant/).fill('owner@vendange.test');
    await page.getByLabel(/Mot de passe/).fill('Vendange2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByTestId('dashboard-home').waitFor();
  });
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
await throughput();
await bundles();
console.log(rows.join('\n'));
process.exit(0);
