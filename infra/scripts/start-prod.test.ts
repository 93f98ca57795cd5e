import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgClientOf, type DatabaseHandle } from '@vendange/service-kit';
import { openTestDatabase } from '@vendange/service-kit/testing';
import { repoRoot } from './apps.mjs';
import { buildServers } from './build-server.mjs';

const PORT = 3411;
const base = `http://127.0.0.1:${PORT}`;
const gateway = path.join(repoRoot, 'dist/server/gateway.mjs');

/** Runs the compiled gateway as `npm run start:prod` does, with only the settings given (no inherited NODE_ENV or secrets). */
function startCompiled(settings: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [gateway], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...settings },
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  return { child, output: () => text, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

describe('production (npm run start:prod): compiled JavaScript, settings checked, drains on SIGTERM', () => {
  let db: DatabaseHandle;
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    await buildServers();
    db = await openTestDatabase('postgres');
    const o = pgClientOf(db.db).options;
    url = `postgres://${o.user}@${o.host[0]}:${o.port[0]}/${o.database}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-prod-'));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with no settings, or with the published development secrets, saying what to set', async () => {
    const bare = startCompiled({ PORT: String(PORT) });
    expect(await bare.exited).toBe(1);
    for (const name of ['JWT_SECRET is not set', 'INTERNAL_TOKEN is not set', 'DATABASE_URL is not set', 'PUBLIC_URL is not set']) expect(bare.output()).toContain(name);

    const defaults = startCompiled({
      PORT: String(PORT), DATABASE_URL: url, PUBLIC_URL: 'https://vins.example.com',
      JWT_SECRET: 'vendange-development-secret-change-me-in-production', INTERNAL_TOKEN: 'vendange-internal-development-token',
    });
    expect(await defaults.exited).toBe(1);
    expect(defaults.output()).toContain('JWT_SECRET is still the published development default');
    expect(defaults.output()).toContain('INTERNAL_TOKEN is still the published development default');
  }, 30_000);

  it('starts with real settings: migrated, no demo data, no Stripe sandbox; on SIGTERM under load no accepted request fails', async () => {
    const prod = startCompiled({
      PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: url, PUBLIC_URL: 'https://vins.example.com', DATA_DIR: dataDir, LOG_LEVEL: 'info',
      JWT_SECRET: 'p'.repeat(48), INTERNAL_TOKEN: 'q'.repeat(48), RATE_LIMIT_PER_MINUTE: '100000',
    });
    const until = Date.now() + 60_000;
    for (;;) {
      try { if ((await fetch(`${base}/readyz`)).ok) break; } catch { /* starting */ }
      if (Date.now() > until || prod.child.exitCode !== null) throw new Error(`production gateway did not start:\n${prod.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(prod.output()).toContain('running in production');
    expect(prod.output()).not.toContain('Demo data seeded');
    expect(prod.output()).not.toContain('Stripe test sandbox');
    expect(((await (await fetch(`${base}/v1/shops`)).json()) as { total: number }).total).toBe(0);
    expect(await (await fetch(`${base}/v1/payments/config`)).json()).toMatchObject({ available: false });

    // Load from 16 clients, each sending its next request as soon as the last one is answered, until the port closes.
    const statuses: number[] = [];
    let refused = 0;
    let stop = false;
    const client = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${base}/v1/shops?limit=5`);
          await res.arrayBuffer();
          statuses.push(res.status);
        } catch {
          refused += 1;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const clients = Array.from({ length: 16 }, client);
    await new Promise((r) => setTimeout(r, 1500));
    const before = statuses.length;
    prod.child.kill('SIGTERM');
    const code = await prod.exited;
    stop = true;
    await Promise.all(clients);

    // The server's own log: one line per answered request (written on answer), every one a 200, as many as the clients got.
    const lines = prod.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { msg: string; url?: string; statusCode?: number });
    const completed = lines.filter((l) => l.msg === 'request completed' && l.url === '/v1/shops?limit=5');
    console.log(`SIGTERM under load: ${before} answered before, ${statuses.length} in all; server completed ${completed.length}; ${refused} attempts found the port closed; exit ${code}`);
    expect(code).toBe(0);
    expect(before).toBeGreaterThan(50);
    expect(completed.length).toBe(statuses.length);
    expect(completed.every((l) => l.statusCode === 200)).toBe(true);
    expect(statuses.every((s) => s === 200)).toBe(true);
  }, 90_000);
});
