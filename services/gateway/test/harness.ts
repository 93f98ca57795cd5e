import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { announceChange, listenForChanges, type DatabaseHandle } from '@vendange/service-kit';
import { openTestDatabase } from '@vendange/service-kit/testing';
import { buildGateway } from '../src/app';
import { migrateAll, seedAll } from '../src/database';
import { readGatewayEnv } from '../src/env';

export interface Harness {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** A session token for a demo account. */
  tokenOf(email: string, password?: string): Promise<string>;
  /** Every route the gateway registered. */
  routes: RouteOptions[];
  /** Mails sent so far (the outbox of the embedded default), oldest first. */
  mails(): { to: string; subject: string; text: string }[];
  /** The token of the newest link to `pathPart` mailed to `to`. */
  tokenMailedTo(to: string, pathPart: string): string;
  /**
   * Waits until the durable work set off so far is done: every outbox relayed, no job waiting or running
   * (mails, notifications and stock releases are jobs: docs/decisions/durable-work.md).
   */
  settle(timeoutMs?: number): Promise<void>;
  /**
   * Runs a statement straight on the tables, as another process or a job would, and returns once what its
   * triggers announced (`catalog:<id>`, `shop:<id>`, `user:<id>`) has reached the caches of this process: a
   * read right after sees the change, as it would a moment after the commit in production.
   */
  writeOutside(statement: SQL): Promise<void>;
  close(): Promise<void>;
}

/** The whole API as the gateway serves it in embedded mode, on a fresh seeded database. */
export async function startHarness(kind: 'postgres' = 'postgres', opts: { settings?: Record<string, string>; rateLimitPerMinute?: number } = {}): Promise<Harness> {
  const handle = await openTestDatabase(kind);
  const migrated = await migrateAll(handle);
  await seedAll(migrated);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-api-'));
  const routes: RouteOptions[] = [];
  const app = await buildGateway({
    // Suites send thousands of requests from one address: limits are off unless a suite measures them.
    env: readGatewayEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: String(opts.rateLimitPerMinute ?? 0) }), db: handle.db, serveStatic: false, onRoute: (r) => routes.push(r), serviceSettings: { RESPONSE_CROSS_CHECK: '1', ...opts.settings },
  });
  const outbox = path.join(dataDir, 'outbox');
  const mails = () => {
    let files: string[] = [];
    try { files = readdirSync(outbox).sort(); } catch { /* nothing sent yet */ }
    return files.map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; subject: string; text: string });
  };
  await app.ready();
  const tokens = new Map<string, string>();
  // Every service's outbox, found in the catalog: a service that gains one is waited for without anyone listing it
  // here (the pos outbox was missed once, and a mailed receipt raced the test that read it).
  const outboxes = ((await handle.db.execute(sql`select table_schema from information_schema.tables where table_name = 'outbox' order by 1`)) as unknown as Array<{ table_schema: string }>)
    .map((r) => sql`(select count(*) from ${sql.identifier(r.table_schema)}.outbox)`);
  const pending = async () => {
    const [row] = await handle.db.execute(sql`
      select ${sql.join(outboxes, sql` + `)}
        + (select count(*) from pgboss.job where state in ('created', 'retry', 'active') and name not like '\_\_pgboss%' and start_after < now() + interval '10 seconds') as n`) as unknown as Array<{ n: string }>;
    return Number(row!.n);
  };
  // The caches listen on this client's one LISTEN connection, which hands out notifications in commit order:
  // once a marker sent after the write arrives, every announcement of the write has been handled.
  let markers = 0;
  const waiting = new Map<string, () => void>();
  let listening: Promise<unknown> | null = null;
  const writeOutside = async (statement: SQL) => {
    listening ??= listenForChanges(handle.db, (key) => waiting.get(key)?.());
    await listening;
    await handle.db.execute(statement);
    const marker = `harness:${(markers += 1)}`;
    const arrived = new Promise<void>((resolve) => waiting.set(marker, resolve));
    await announceChange(handle.db, marker);
    await arrived;
    waiting.delete(marker);
  };
  return {
    app, handle, routes, mails, writeOutside,
    async settle(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while ((await pending()) > 0) {
        if (Date.now() > until) throw new Error('durable work still pending after the harness waited for it');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    tokenMailedTo(to, pathPart) {
      const mail = mails().reverse().find((m) => m.to === to && m.text.includes(pathPart));
      const token = mail && /[?&]token=([\w-]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error(`no ${pathPart} link mailed to ${to}`);
      return token;
    },
    async tokenOf(email, password = 'Vendange2026') {
      const hit = tokens.get(email);
      if (hit) return hit;
      const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
      const jwt = res.json<{ jwt: string }>().jwt;
      tokens.set(email, jwt);
      return jwt;
    },
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
