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

/** The page's hints (page-hints.ts): the remotes config inline and the owning MFE's first files announced. */
describe('page hints', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let staticDir: string;
  const sales = () => path.join(staticDir, 'mfe-dashboard-sales', 'dist');

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'vendange-hints-'));
    mkdirSync(path.join(staticDir, 'shell', 'dist'), { recursive: true });
    mkdirSync(sales(), { recursive: true });
    writeFileSync(path.join(staticDir, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Vendange</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(sales(), 'mf-manifest.json'), JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'lifecycles', assets: { js: { sync: ['5642.aaaa1111.js', '__federation_expose_lifecycles.bbbb2222.js'], async: ['9999.cccc3333.js'] } } }],
    }));
    writeFileSync(path.join(sales(), 'first-screen.json'), JSON.stringify({ files: ['3433.dddd4444.js'] }));
    handle = await migrateAll(await openTestDatabase('postgres'));
    // The CRM MFE served from elsewhere: its files are not named.
    app = await buildGateway({ env: readGatewayEnv({ STATIC_DIR: staticDir, DATA_DIR: staticDir, REMOTE_mfe_dashboard_crm: 'https://crm.example.test/mf-manifest.json' }), db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);
  const inlineRemotes = (html: string) => JSON.parse(/<script type="application\/json" id="vendange-remotes">(.*?)<\/script>/.exec(html)![1]!) as Record<string, { entry: string }>;

  it("announces the files of the page's MFE (entry, exposed module, French catalog), not its lazy chunks, and inlines the remotes", async () => {
    const res = await app.inject({ url: '/dashboard/orders?status=pending' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual(['remoteEntry.js', '5642.aaaa1111.js', '__federation_expose_lifecycles.bbbb2222.js', '3433.dddd4444.js'].map((f) => `/mfe/mfe-dashboard-sales/${f}`));
    const remotes = inlineRemotes(res.body);
    expect(remotes).toEqual((await app.inject({ url: '/remotes.json' })).json());
    expect(remotes.mfe_dashboard_crm!.entry).toBe('https://crm.example.test/mf-manifest.json');
    expect(res.body.indexOf('vendange-remotes')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('names nothing for an MFE served from elsewhere, and answers / with the hints too', async () => {
    const crm = await app.inject({ url: '/dashboard/clients' });
    expect(crm.statusCode).toBe(200);
    expect(preloads(crm.body)).toEqual([]);
    expect(inlineRemotes(crm.body).mfe_dashboard_sales!.entry).toBe('/mfe/mfe-dashboard-sales/mf-manifest.json');
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('vendange-remotes');
  });

  it('answers 304 to a browser holding the same page, and sees a rebuilt MFE', async () => {
    const first = await app.inject({ url: '/dashboard' });
    const again = await app.inject({ url: '/dashboard', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    writeFileSync(path.join(sales(), 'first-screen.json'), JSON.stringify({ files: ['3433.eeee5555.js'] }));
    const rebuilt = await app.inject({ url: '/dashboard', headers: { 'if-none-match': first.headers.etag as string } });
    expect(rebuilt.statusCode).toBe(200);
    expect(preloads(rebuilt.body)).toContain('/mfe/mfe-dashboard-sales/3433.eeee5555.js');
  });

  it('keeps a `</script>` in a remote address from closing the inline config', async () => {
    const { withPageHints } = await import('../src/page-hints');
    const html = withPageHints('<head></head>', { x: { entry: 'https://a.test/</script><script>alert(1)</script>' } }, []);
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(/id="vendange-remotes">(.*?)<\/script>/.exec(html)![1]!)).toEqual({ x: { entry: 'https://a.test/</script><script>alert(1)</script>' } });
  });
});
