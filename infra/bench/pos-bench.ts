// The cash register in the bench (issue 21): a till sale recorded end to end through the till's own call
// (POST /v1/salespoints/{id}/sales: pos → orders' till sale → the ticket and its journal entry; the stock exit
// follows through orders' outbox), p50 and p99 at 1 and 10 connections, and how long after the last sale the
// stock exits are all written; then the till screen: its JavaScript (gzip) and its time to usable on a mid-range
// phone (Moto G4 profile, CPU slowed 4x), on the front ends as built (`npm run build`; the full bench builds them).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import type { ProductDetail, SalesPoint, TillCatalogue } from '@vendange/contracts';
import { chromiumOptions, measureJs, startServer } from './bench-kit';
import { ownerSession } from './front-end';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Shop 1's « Caveau de vente » (duty paid): the tills' bottles leave from it. */
const CAVEAU = 2;
const TILLS = 10;
const PHONE_RUNS = 5;
const ORDERS = 100_000;

async function json<T>(origin: string, url: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${origin}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw new Error(`bench pos ${method} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** Two wines of their own in the caveau, a million bottles each (the load sells thousands), priced 18,00 € and 24,00 € incl. VAT. */
async function caveauWines(origin: string, token: string): Promise<number[]> {
  const formats: number[] = [];
  for (const [name, priceCents] of [[`Bench caveau rouge ${Date.now()}`, 1500], [`Bench caveau blanc ${Date.now()}`, 2000]] as const) {
    const product = await json<ProductDetail>(origin, '/v1/products', token, 'POST', {
      shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents }],
    });
    const formatId = product.formats[0]!.id!;
    await json(origin, '/v1/stocks/movements?shopId=1', token, 'POST', { kind: 'entry', reason: 'purchase', warehouseId: CAVEAU, lines: [{ formatId, quantity: 1_000_000 }] });
    formats.push(formatId);
  }
  return formats;
}

interface Load { rps: number; p50: number; p99: number; sales: number; errors: number }

/** Sales for DURATION seconds, each with a fresh key, the i-th request on `points[i % points.length]`. */
async function sellUnderLoad(origin: string, token: string, points: number[], body: Record<string, unknown>, connections: number): Promise<Load> {
  let i = 0;
  const r = await autocannon({
    url: origin, connections, duration: DURATION,
    requests: [{
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      setupRequest: (req) => {
        const point = points[i++ % points.length]!;
        return { ...req, path: `/v1/salespoints/${point}/sales?shopId=1`, body: JSON.stringify({ ...body, key: randomUUID(), soldAt: new Date().toISOString() }) };
      },
    }],
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, sales: r['2xx'], errors: r.non2xx + r.errors };
}

/**
 * The till opened directly on a Moto G4 profile (360×640, touch, CPU slowed 4x), cold (fresh context each run):
 * the time until the first product of the grid is shown, and until a tap on it puts a line on the ticket.
 */
async function tillOnPhone(browser: Browser, url: string, storageState: BrowserContextOptions['storageState']): Promise<{ usable: number; firstLine: number }> {
  const usable: number[] = [];
  const firstLine: number[] = [];
  for (let run = 0; run < PHONE_RUNS; run += 1) {
    const context = await browser.newContext({ ...devices['Moto G4'], locale: 'fr-FR', storageState });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t = performance.now();
    await page.goto(url);
    const product = page.getByTestId('till-product').first();
    await product.waitFor({ state: 'visible', timeout: 60_000 });
    usable.push(performance.now() - t);
    await product.click();
    await page.getByTestId('till-line').first().waitFor({ timeout: 30_000 });
    firstLine.push(performance.now() - t);
    await context.close();
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  return { usable: median(usable), firstLine: median(firstLine) };
}

export async function measurePos(freshDatabase: (name: string) => Promise<string>): Promise<string[]> {
  const port = 3909;
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = await freshDatabase('vendange_bench_pos');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-bench-pos-'));
  const gw = await startServer('gateway', port, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PUBLIC_URL: origin, RATE_LIMIT_PER_MINUTE: '0',
    // A shop with history: 100,000 orders over four years (a till's sale is an order of that shop).
    BENCH_ORDERS: String(ORDERS) });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const rows: string[] = [];
  // Each figure is printed as soon as it is measured, and kept for the run's table.
  const out = (row: string) => { console.log(row); rows.push(row); };
  try {
    const { jwt } = await json<{ jwt: string }>(origin, '/v1/auth/login', '', 'POST', { email: 'owner@vendange.test', password: 'Vendange2026' });
    const formats = await caveauWines(origin, jwt);
    const points: number[] = [];
    for (let n = 1; n <= TILLS; n += 1) {
      const point = await json<SalesPoint>(origin, '/v1/salespoints', jwt, 'POST', { shopId: 1, name: `Bench caisse ${n}`, warehouseId: CAVEAU, paymentTypes: ['cash', 'card'] });
      points.push(point.id);
    }
    // The sale as the till sends it: the prices its catalogue showed, two bottles of one wine and one of the other, by card.
    const catalogue = await json<TillCatalogue>(origin, `/v1/salespoints/${points[0]}/catalogue?shopId=1`, jwt);
    const items = formats.map((f) => catalogue.items.find((it) => it.formatId === f)!);
    const lines = items.map((it, k) => ({ productId: it.productId, formatId: it.formatId, vintageId: it.vintageId, quantity: k === 0 ? 2 : 1, unitTtcCents: it.unitTtcCents }));
    const total = lines.reduce((s, l) => s + l.quantity * l.unitTtcCents, 0);
    const body = { clientId: null, lines, payments: [{ type: 'card', amountCents: total }] };
    // A few sales first, one at a time: what a fresh process compiles and caches on first use is not what is measured.
    for (let n = 0; n < 20; n += 1) {
      await json(origin, `/v1/salespoints/${points[n % TILLS]}/sales?shopId=1`, jwt, 'POST', { ...body, key: randomUUID(), soldAt: new Date().toISOString() });
    }
    const row = (label: string, r: Load) => `pos        ${label}`.padEnd(76)
      + `${r.rps.toFixed(0).padStart(5)} sales/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  (${r.sales} sales)${r.errors ? `  ${r.errors} ERRORS` : ''}`;
    out(row('till sale end to end, 1 till, 1 conn.', await sellUnderLoad(origin, jwt, [points[0]!], body, 1)));
    out(row(`till sale end to end, ${TILLS} tills at once, 10 conn.`, await sellUnderLoad(origin, jwt, points, body, 10)));
    out(row('till sale end to end, 1 till, 10 conn. (its lock queues them)', await sellUnderLoad(origin, jwt, [points[0]!], body, 10)));
    const lastSale = performance.now();
    // Every ticket has its order, its journal entry and, once orders' outbox has run, its stock exit. Sales still
    // in flight when the load stopped finish meanwhile: the figures are read once the exits have caught up.
    const figures = () => sql<[{ tickets: number; journal: number; orders: number; exits: number }]>`select
      (select count(*)::int from pos.tickets where kind = 'sale') as tickets,
      (select count(*)::int from pos.journal_entries where kind = 'ticket') as journal,
      (select count(*)::int from orders.orders where channel = 'cashRegister') as orders,
      (select count(distinct document_id)::int from stock.movements where reason = 'sale' and format_id = ${formats[0]!}) as exits`;
    let [counts] = await figures();
    while (performance.now() - lastSale < 120_000 && counts.exits < counts.orders) {
      await new Promise((r) => setTimeout(r, 200));
      [counts] = await figures();
    }
    out(`pos        ${counts.tickets} tickets, ${counts.journal} journal entries, ${counts.orders} till orders, ${counts.exits} stock exits: `
      + `all written ${(performance.now() - lastSale).toFixed(0)} ms after the last sale answered`);

    const browser = await chromium.launch(chromiumOptions);
    try {
      const session = await ownerSession(browser, origin);
      const till = `${origin}/dashboard/salespoints/${points[0]}/new-order`;
      const js = await measureJs(browser, async (page) => {
        await page.goto(till);
        await page.getByTestId('till-product').first().waitFor().catch(async (error: unknown) => {
          await page.screenshot({ path: path.join(tmpdir(), 'vendange-bench-till.png') });
          console.warn(`bench pos: the till showed no product (screenshot ${path.join(tmpdir(), 'vendange-bench-till.png')}): ${(await page.locator('body').innerText()).slice(0, 500)}`);
          throw error;
        });
      }, session);
      out(`pos        till screen /dashboard/salespoints/{id}/new-order (opened directly): ${js.kb.toFixed(1)} KB gzip JS in ${js.files} files (budget <= 400 KB: ${js.kb <= 400 ? 'ok' : 'OVER BUDGET'})`);
      for (const f of js.sizes.slice(0, 6)) out(`pos            ${(f.gz / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
      const phone = await tillOnPhone(browser, till, session);
      out(`pos        till on a mid-range phone (Moto G4, CPU 4x, median of ${PHONE_RUNS}, cold): product grid shown ${phone.usable.toFixed(0)} ms, first tap on the ticket ${phone.firstLine.toFixed(0)} ms`);
    } finally {
      await browser.close();
    }
    return rows;
  } finally {
    await sql.end();
    gw.kill();
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
