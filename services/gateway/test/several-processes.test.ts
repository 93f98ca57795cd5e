import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@vendange/contracts';
import { openDatabase, pgClientOf, type DatabaseHandle } from '@vendange/service-kit';
import { buildGateway } from '../src/app';
import { readGatewayEnv } from '../src/env';
import { startHarness, type Harness } from './harness';
import { openEventStream } from './event-stream';

// Two gateways on one database, each with its own connection pool, stand for two processes: what one
// changes or announces must reach the other at once (LISTEN/NOTIFY), not after a cache's TTL.
describe('two processes on one database', () => {
  let h: Harness;
  let second: { app: FastifyInstance; handle: DatabaseHandle; dataDir: string };
  beforeAll(async () => {
    h = await startHarness('postgres');
    const o = pgClientOf(h.handle.db).options;
    const handle = await openDatabase({ url: `postgres://${o.user}@${o.host[0]}:${o.port[0]}/${o.database}` });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-second-'));
    const app = await buildGateway({ env: readGatewayEnv({ DATA_DIR: dataDir }), db: handle.db, serveStatic: false });
    await app.ready();
    second = { app, handle, dataDir };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
    if (second) rmSync(second.dataDir, { recursive: true, force: true });
    await h?.close();
  });
  const auth = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });

  it('an order placed through one process reaches the owner\'s dashboard open on the other', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    const { readUntil, text, close } = await openEventStream(`${base}/v1/notifications-centers/stream`, await auth('owner@vendange.test'));
    try {
      await readUntil(/: connected/, 2000);
      const placed = await second.app.inject({ method: 'POST', url: '/v1/orders', headers: await auth('buyer@vendange.test'), payload: { shopId: 1, lines: [{ productId: 5, quantity: 1 }] } });
      expect(placed.statusCode, placed.body).toBe(201);
      const data = /event: notification\ndata: (.*)\n\n/.exec(await readUntil(/event: notification\ndata: .*\n\n/, 5000))?.[1];
      expect(data, text()).toBeDefined();
      expect(JSON.parse(data!)).toMatchObject({ type: 'newOrder', redirectLink: `/dashboard/orders/${placed.json().id}` });
    } finally {
      close();
      await new Promise((r) => setTimeout(r, 50));
      h.app.server.closeAllConnections();
    }
  });

  it('a shop that reserves its prices to members hides them at once on the other process, whose catalogue had them cached', async () => {
    const visitorPrices = async () => {
      const page = (await second.app.inject({ url: '/v1/products?shopIds=[2]' })).json<{ items: { formats: { priceCents: number | null }[] }[] }>();
      return page.items.flatMap((p) => p.formats.map((f) => f.priceCents));
    };
    expect((await visitorPrices()).some((p) => p !== null)).toBe(true);
    const owner2 = await auth('owner2@vendange.test');
    const shop = (await h.app.inject({ url: '/v1/shops/me', headers: owner2 })).json<Shop>();
    const set = await h.app.inject({ method: 'PUT', url: '/v1/shops/me/sales-rules', headers: owner2, payload: { ...shop.sales, membersOnlyPrices: true } });
    expect(set.statusCode, set.body).toBe(200);
    const until = Date.now() + 2000;
    while ((await visitorPrices()).some((p) => p !== null) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect((await visitorPrices()).every((p) => p === null)).toBe(true);
  });

  it('login guesses count across processes: five wrong passwords on one, the sixth try on the other is refused', async () => {
    const login = (app: FastifyInstance, password: string) => app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'agent@vendange.test', password }, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 5; i += 1) expect((await login(i % 2 ? second.app : h.app, `Wrong${i}`)).statusCode).toBe(401);
    const refused = await login(second.app, 'Vendange2026');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(h.app, 'Vendange2026')).statusCode).toBe(429);
  });

  it('a maintenance planned through one process shows its banner on the other at once', async () => {
    expect((await second.app.inject({ url: '/v1/maintenances' })).json().banner).toBe(false);
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const end = new Date(Date.now() + 7_200_000).toISOString();
    const planned = await h.app.inject({ method: 'POST', url: '/v1/admin/maintenances', headers: await auth('admin@vendange.test'), payload: { startDate: start, endDate: end } });
    expect(planned.statusCode, planned.body).toBe(201);
    const until = Date.now() + 2000;
    while (!(await second.app.inject({ url: '/v1/maintenances' })).json().banner && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect((await second.app.inject({ url: '/v1/maintenances' })).json().banner).toBe(true);
  });
});
