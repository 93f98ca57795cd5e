import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './apps.mjs';

const PORT = 3300;
const base = `http://127.0.0.1:${PORT}`;
let child: ChildProcess;
let dataDir: string;
let logFile: string;
/** Seven processes starting at once on two busy cores (the rest of the suite runs beside): minutes, not seconds. */
const START_MS = 300_000;

/** Distributed mode as `npm run start:distributed` runs it: seven service processes behind the gateway. */
describe('distributed mode', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-dist-'));
    // The platform's output goes to a file beside dataDir, so that a start that fails says why.
    logFile = `${dataDir}.log`;
    const log = openSync(logFile, 'w');
    child = spawn(process.execPath, [path.join(repoRoot, 'infra/scripts/start.mjs'), '--distributed'], {
      cwd: repoRoot, detached: true, stdio: ['ignore', log, log],
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SERVICE_PORT_OFFSET: '300', LOG_LEVEL: 'warn', DATABASE_URL: '', VENDANGE_SKIP_BUILD: '1', START_TIMEOUT_MS: String(START_MS) },
    });
    closeSync(log);
    const started = Date.now();
    for (;;) {
      try { if ((await fetch(`${base}/health`, { signal: AbortSignal.timeout(5_000) })).ok) break; } catch { /* starting */ }
      if (Date.now() - started > START_MS || child.exitCode !== null) {
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        throw new Error(`distributed platform did not start in ${Math.round((Date.now() - started) / 1000)} s (exit ${child.exitCode}); its output ends with:\n${tail}`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`distributed platform up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }, START_MS + 30_000);

  afterAll(async () => {
    // The embedded PostgreSQL writes into dataDir while it shuts down: remove the folder once the whole group is gone.
    const alive = () => { try { process.kill(-child.pid!, 0); return true; } catch { return false; } };
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
    for (const until = Date.now() + 30_000; alive() && Date.now() < until;) await new Promise((r) => setTimeout(r, 200));
    if (alive()) process.kill(-child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    rmSync(logFile, { force: true });
  }, 40_000);

  it('proxies every service through the one gateway, with the same rules as embedded mode', async () => {
    const login = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@vendange.test', password: 'Vendange2026' }) });
    const { jwt } = (await login.json()) as { jwt: string };
    const auth = { authorization: `Bearer ${jwt}` };
    expect(((await (await fetch(`${base}/v1/users/me`, { headers: auth })).json()) as { id: number }).id).toBe(1);
    expect(((await (await fetch(`${base}/v1/shops/me`, { headers: auth })).json()) as { code: string }).code).toBe('COTEAUX');
    expect(((await (await fetch(`${base}/v1/products?shopIds=%5B1%5D`, { headers: auth })).json()) as { total: number }).total).toBe(6);
    expect(((await (await fetch(`${base}/v1/orders`, { headers: auth })).json()) as { total: number }).total).toBe(3);
    expect(((await (await fetch(`${base}/v1/clients`, { headers: auth })).json()) as { total: number }).total).toBe(3);
    expect(((await (await fetch(`${base}/v1/salespoints`, { headers: auth })).json()) as { total: number }).total).toBe(2);
    // The collaborator's map is read from identity over HTTP by the orders process.
    const staff = (await (await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'staff@vendange.test', password: 'Vendange2026' }) })).json()) as { jwt: string };
    expect((await fetch(`${base}/v1/orders`, { headers: { authorization: `Bearer ${staff.jwt}` } })).status).toBe(403);
    expect((await fetch(`${base}/v1/orders`, { headers: { authorization: 'Bearer a.b.c' } })).status).toBe(401);
  });

  it('registers a seller: identity creates the shop through an internal call to the shops process, and mails a link', async () => {
    const res = await fetch(`${base}/v1/auth/register`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'seller', firstname: 'Anne', lastname: 'Vigne', email: 'anne@example.test', password: 'Secret1', phone: '0612345678', shopName: 'Clos Anne', cgu: true }),
    });
    expect(res.status).toBe(201);
    const { jwt } = (await res.json()) as { jwt: string };
    const shop = (await (await fetch(`${base}/v1/shops/me`, { headers: { authorization: `Bearer ${jwt}` } })).json()) as { urlShop: string };
    expect(shop.urlShop).toBe('clos-anne');
    // Mails are jobs of the queue (docs/decisions/durable-work.md): the file appears shortly after the answer.
    const outbox = path.join(dataDir, 'distributed', 'outbox');
    const mailTo = (to: string) => {
      try {
        return readdirSync(outbox).map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; text: string }).find((m) => m.to === to);
      } catch { return undefined; /* no mail yet */ }
    };
    await expect.poll(() => mailTo('anne@example.test')?.text, { timeout: 10_000 }).toMatch(new RegExp(`http://localhost:${PORT}/auth/validate\\?token=`));
    expect((await fetch(`${base}/v1/collaborators`, { headers: { authorization: `Bearer ${jwt}` } })).status).toBe(200);
  });

  it('serves the merged OpenAPI document of every service', async () => {
    const doc = (await (await fetch(`${base}/v1/docs/json`)).json()) as { paths: Record<string, unknown> };
    for (const p of ['/v1/auth/login', '/v1/shops/{id}', '/v1/products', '/v1/orders', '/v1/clients', '/v1/salespoints', '/v1/notifications-centers', '/v1/maintenances']) expect(doc.paths).toHaveProperty([p]);
  });

  it('streams the notification of an order placed by a buyer to the owner, through the proxy (orders calls shops, catalog, identity and notifications over HTTP)', async () => {
    const login = async (email: string) => ((await (await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Vendange2026' }) })).json()) as { jwt: string }).jwt;
    const owner = { authorization: `Bearer ${await login('owner@vendange.test')}` };
    const list = await fetch(`${base}/v1/notifications-centers`, { headers: owner });
    expect(list.headers.get('x-unseen-count')).toBe('3');
    expect(((await list.json()) as unknown[]).length).toBe(3);
    expect(((await (await fetch(`${base}/v1/maintenances`)).json()) as { banner: boolean }).banner).toBe(false);

    const controller = new AbortController();
    const stream = await fetch(`${base}/v1/notifications-centers/stream`, { headers: { ...owner, 'accept-encoding': 'gzip' }, signal: controller.signal });
    try {
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('content-encoding')).toBeNull();
      const reader = stream.body!.getReader();
      let text = new TextDecoder().decode((await reader.read()).value);
      expect(text).toContain(': connected');
      const placed = await fetch(`${base}/v1/orders`, {
        method: 'POST', headers: { authorization: `Bearer ${await login('buyer@vendange.test')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ shopId: 1, lines: [{ productId: 2, quantity: 1 }] }),
      });
      expect(placed.status).toBe(201);
      const { id } = (await placed.json()) as { id: number };
      const until = Date.now() + 10_000;
      while (!text.includes('event: notification') && Date.now() < until) text += new TextDecoder().decode((await reader.read()).value);
      expect(text).toContain(`"redirectLink":"/dashboard/orders/${id}"`);
    } finally {
      controller.abort();
    }
  });
});
