// The API half of the bench: the gateway in embedded mode, on the test PostgreSQL then on the embedded default
// (the npm-shipped server `npm start` uses), each path under load beside a bare Fastify hello-world of the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startServer } from './bench-kit';
import { budgetFor, type ApiFigure } from './budgets';
import { treeCpuMs } from './process-cpu';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

interface Case { name: string; path: string; token?: 'owner' | 'buyer'; method?: 'POST'; body?: () => string }

/** A path under load; `serverPid`: the server answering it, whose CPU per request is read (µs, its database aside). */
async function load(origin: string, c: Case, tokens: Record<string, string>, serverPid?: number) {
  const headers: Record<string, string> = c.token ? { authorization: `Bearer ${tokens[c.token]}` } : {};
  if (c.body) headers['content-type'] = 'application/json';
  const cpuBefore = treeCpuMs(serverPid);
  const r = await autocannon({ url: `${origin}${c.path}`, connections: CONNECTIONS, duration: DURATION, headers, method: c.method ?? 'GET', ...(c.body ? { body: c.body() } : {}) });
  const cpuAfter = treeCpuMs(serverPid);
  const cpuUs = cpuBefore === null || cpuAfter === null || r.requests.total === 0 ? undefined : ((cpuAfter - cpuBefore) * 1000) / r.requests.total;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuUs };
}

/** 200 requests, one at a time: what a fresh process compiles and caches on first use is not what is measured. */
async function warm(origin: string, c: Case, tokens: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = c.token ? { authorization: `Bearer ${tokens[c.token]}` } : {};
  if (c.body) headers['content-type'] = 'application/json';
  await autocannon({ url: `${origin}${c.path}`, connections: 1, amount: 200, headers, method: c.method ?? 'GET', ...(c.body ? { body: c.body() } : {}) });
}

async function logIn(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Vendange2026' }) });
  if (!res.ok) throw new Error(`bench login ${email}: ${res.status}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

/** A 20-line cart across the two demo sellers: up to ten priced formats of shop 2 (it has few), shop 1's fill the rest. */
export async function cartOf20(origin: string): Promise<string> {
  const orders = [];
  let lines = 0;
  for (const shopId of [2, 1]) {
    const res = await fetch(`${origin}/v1/products?shopIds=[${shopId}]&limit=25`);
    const { items } = (await res.json()) as { items: Array<{ id: number; status: string; productType: string; formats: Array<{ id: number; priceCents: number | null; stock: number | null }> }> };
    // What a buyer can put in a cart as it is: on sale, a priced format with the units, not a box to compose.
    const buyable = items.flatMap((p) => {
      const format = p.formats.find((f) => f.priceCents !== null && (f.stock === null || f.stock >= 6));
      return p.status === 'online' && p.productType !== 'box' && format ? [{ id: p.id, chosenFormat: { id: format.id }, quantity: 6 }] : [];
    }).slice(0, shopId === 2 ? 10 : 20 - lines);
    lines += buyable.length;
    orders.push({ seller: { id: shopId }, products: buyable });
  }
  if (lines < 20) console.warn(`bench: the cart holds ${lines} lines, not 20`);
  return JSON.stringify({ orders });
}

// The product list's page cache off (services/catalog/src/product-list-cache.ts): what a page costs when it is
// read from the database, and how that grows with the catalogue.
const noPageCache = { CATALOG_LIST_CACHE_ENTRIES: '0' };

/** Catalogue and order history sizes, each with the paths measured at that size. */
const stages: Array<{ products: number; orders: number; env?: Record<string, string>; cases: Case[] }> = [
  { products: 1_000, orders: 0, env: noPageCache, cases: [{ name: 'product list 1k, visitor page 25', path: '/v1/products?shopIds=[1]&limit=25&page=7' }] },
  {
    products: 10_000, orders: 0, cases: [
      { name: 'GET /v1/users/me', path: '/v1/users/me', token: 'owner' },
      { name: 'public shop read /v1/shops/coteaux', path: '/v1/shops/coteaux' },
      { name: 'GET /v1/shops/me', path: '/v1/shops/me', token: 'owner' },
      { name: 'product list 10k, visitor page 25', path: '/v1/products?shopIds=[1]&limit=25&page=7' },
      { name: 'get-cart-price, 20 lines, 2 sellers', path: '/v1/orders/get-cart-price', method: 'POST', token: 'buyer', body: () => cart },
    ],
  },
  {
    products: 10_000, orders: 0, env: noPageCache, cases: [
      { name: 'product list 10k, visitor, no page cache', path: '/v1/products?shopIds=[1]&limit=25&page=7' },
      { name: 'product list 10k, owner caviste+search, no page cache', path: '/v1/products?shopIds=[1]&typology=caviste&search=gigondas&sort=-createdAt', token: 'owner' },
    ],
  },
  {
    products: 100_000, orders: 100_000, env: noPageCache, cases: [
      { name: 'product list 100k, visitor page 25', path: '/v1/products?shopIds=[1]&limit=25&page=7' },
      { name: 'orders list 100k, owner page 25 + count', path: '/v1/orders?limit=25', token: 'owner' },
    ],
  },
];
let cart = '';

// BENCH_CASES=users/me,shops/me: only the paths whose names hold one of these (a quick run while working on them);
// a stage with none of them is skipped (the seeds only add what is missing, so a later stage still has its data).
const only = process.env.BENCH_CASES?.split(',').map((s) => s.trim()).filter(Boolean);
const chosen = (c: Case) => !only || only.some((o) => c.name.includes(o));

/**
 * A path's figures, with the hello-world measured just before it (its ratio's base); `cpuUs` the server's CPU
 * per request and `baseCpuUs` the hello-world's (their quotient moves far less with the machine's load).
 */
type Figure = ApiFigure & { base?: number; cpuUs?: number; baseCpuUs?: number; spread?: readonly [number, number] };

/**
 * BENCH_ROUNDS=n: each path measured n times, each time after its own hello-world; the row is the round with the
 * median ratio, with the lowest and highest ratio beside it. On a shared virtual machine one round's ratio moved
 * from 21 % to 29 % between two runs a quarter of an hour apart (session 27): one round says little near a budget.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
type Loaded = Awaited<ReturnType<typeof load>>;

/**
 * The work a database owes after a seed of 100,000 rows, done before the measurements instead of during them:
 * autovacuum's analyze and the checkpoint of the seed's writes landed in the middle of a run (its hello-worlds fell
 * from ~33,000 to 15,000-22,000 requests a second while nothing else ran, session 25).
 */
async function settleDatabase(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe('VACUUM (ANALYZE)');
    await sql.unsafe('CHECKPOINT');
  } catch (error) {
    console.warn(`The database could not be settled before measuring (${(error as Error).message}): figures may move more.`);
  } finally {
    await sql.end();
  }
}

/**
 * Every path on one database, stage after stage (the data only grows). A hello-world runs beside the gateway
 * (idle while a path is measured) and is measured again just before each path, the ratio's base: the machine is
 * shared, and a hello-world measured once at the start read from 8,800 to 27,000 requests a second between two
 * runs minutes apart, which made a path's ratio a measure of its neighbours' load.
 */
async function measureTarget(target: string, databaseUrl: string, port: number): Promise<Figure[]> {
  // BENCH_PORT moves the hello-world to the port after the gateway's (agents sharing a machine each keep a range).
  const helloPort = process.env.BENCH_PORT ? port + 1 : port + 50;
  const helloOrigin = `http://127.0.0.1:${helloPort}`;
  const hello = await startServer('hello', helloPort);
  const helloCase: Case = { name: 'hello', path: '/' };
  const base = await load(helloOrigin, helloCase, {}, hello.pid);
  const figures: Figure[] = [{ target, name: 'bare Fastify hello-world', rps: base.rps, p50: base.p50, p99: base.p99, ratio: 1, errors: 0, cpuUs: base.cpuUs }];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-bench-api-'));
  try {
    for (const full of stages) {
      const stage = { ...full, cases: full.cases.filter(chosen) };
      if (stage.cases.length === 0) continue;
      const gw = await startServer('gateway', port, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BENCH_PRODUCTS: String(stage.products),
        // One load generator is one client: the per-client limits (global and per route) would answer 429s, so they are off.
        RATE_LIMIT_PER_MINUTE: '0', ...(stage.orders ? { BENCH_ORDERS: String(stage.orders) } : {}), ...stage.env });
      const origin = `http://127.0.0.1:${port}`;
      const tokens = { owner: await logIn(origin, 'owner@vendange.test'), buyer: await logIn(origin, 'buyer@vendange.test') };
      cart = await cartOf20(origin);
      await settleDatabase(databaseUrl);
      // A few requests first: the first ones of a fresh process compile and warm what every later one reuses.
      for (const c of stage.cases) await warm(origin, c, tokens);
      for (const c of stage.cases) {
        const rounds: Array<{ just: Loaded; r: Loaded; ratio: number }> = [];
        for (let i = 0; i < ROUNDS; i += 1) {
          const just = await load(helloOrigin, helloCase, {}, hello.pid);
          const r = await load(origin, c, tokens, gw.pid);
          rounds.push({ just, r, ratio: r.rps / just.rps });
        }
        // The round with the median ratio, whole (its hello-world, percentiles and CPU), and the spread of the others.
        const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
        const { just, r, ratio } = sorted[Math.floor((sorted.length - 1) / 2)]!;
        figures.push({ target, name: c.name, ...r, ratio, base: just.rps, baseCpuUs: just.cpuUs,
          ...(ROUNDS > 1 ? { spread: [sorted[0]!.ratio, sorted.at(-1)!.ratio] as const } : {}) });
      }
      gw.kill();
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    hello.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** Rows of the bench table for both databases, each path with its budget. */
export async function measureApi(freshDatabase: (name: string) => Promise<string>, embeddedDatabase: () => Promise<{ url: string; stop: () => Promise<void> }>): Promise<string[]> {
  // BENCH_PORT=n: the gateways on n and n+2, their hello-worlds on n+1 and n+3, the database named after n, so two
  // runs on one machine do not meet (default: 3902 and 3905, hello-worlds 50 ports above).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const figures = await measureTarget('PostgreSQL', await freshDatabase(port ? `vendange_bench_api_${port}` : 'vendange_bench_api'), port ?? 3902);
  // BENCH_EMBEDDED=0: the test PostgreSQL only (a quicker run while working on one path).
  if (process.env.BENCH_EMBEDDED === '0') return figures.map((f) => formatRow(f, figures));
  const embedded = await embeddedDatabase();
  try {
    figures.push(...await measureTarget('embedded', embedded.url, port ? port + 2 : 3905));
  } finally {
    await embedded.stop();
  }
  return figures.map((f) => formatRow(f, figures));
}

const num = (n: number, w = 7) => n.toFixed(0).padStart(w);

function formatRow(f: Figure, all: Figure[]): string {
  const budget = budgetFor(f, all);
  const base = f.base === undefined ? '' : ` (hello ${num(f.base, 5)})`;
  // The server's CPU per request, and the hello-world's CPU per request divided by it (information, no budget).
  const cpu = f.cpuUs === undefined ? '' : `  cpu ${num(f.cpuUs, 5)} µs/req${f.baseCpuUs === undefined ? '' : ` (cpu ratio ${(f.baseCpuUs / f.cpuUs).toFixed(3)})`}`;
  const spread = f.spread ? ` [${f.spread[0].toFixed(3)}-${f.spread[1].toFixed(3)} over ${ROUNDS}]` : '';
  return `${f.target.padEnd(10)} ${f.name.padEnd(40)} ${num(f.rps)} req/s  p50 ${num(f.p50, 4)} ms  p99 ${num(f.p99, 4)} ms  ratio ${f.ratio.toFixed(3)}${spread}${base}${cpu}${f.errors ? `  ${f.errors} ERRORS` : ''}${budget ? `  ${budget}` : ''}`;
}
