import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@vendange/service-kit';
import { openTestDatabase } from '@vendange/service-kit/testing';
import { buildGateway } from '../src/app';
import { migrateAll } from '../src/database';
import { readGatewayEnv } from '../src/env';

/** The front-end files the gateway serves from STATIC_DIR, here a temporary folder with a fake shell build. */
describe('static files', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let staticDir: string;
  const versionFile = () => path.join(staticDir, 'shell', 'dist', 'version.json');

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'vendange-static-'));
    mkdirSync(path.join(staticDir, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(staticDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>Vendange</title>');
    handle = await migrateAll(await openTestDatabase('postgres'));
    app = await buildGateway({ env: readGatewayEnv({ STATIC_DIR: staticDir, DATA_DIR: staticDir }), db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves version.json uncached, so that a new deployment is seen on the next poll', async () => {
    writeFileSync(versionFile(), JSON.stringify({ version: '0.1.0+0123456789ab' }));
    const res = await app.inject({ url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ version: '0.1.0+0123456789ab' });
    writeFileSync(versionFile(), JSON.stringify({ version: '0.1.0+ba9876543210' }));
    expect((await app.inject({ url: '/version.json' })).json()).toEqual({ version: '0.1.0+ba9876543210' });
  });

  it('answers 404 (not the app page) when the shell was built without it', async () => {
    rmSync(versionFile(), { force: true });
    const res = await app.inject({ url: '/version.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('still answers app pages with the shell', async () => {
    const res = await app.inject({ url: '/dashboard/orders' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Vendange');
  });

  it('answers a path that tries to leave the build folder in our shape and French, never the static plugin\'s English', async () => {
    for (const url of ['/%2e%2e/%2e%2e/etc/passwd', '/mfe/mfe-shop/..%2f..%2fpackage.json', '/shell/%00']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.json(), url).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
        expect(res.body).not.toMatch(/Forbidden|FST_|passwd/);
      }
    }
  });
});
