// npx tsx infra/bench/dashboard-js.ts [--files]: the JavaScript (KB gzip) a fresh browser downloads to show the
// dashboard home after login, each main dashboard screen opened directly (owner, logged in) and the
// storefront shop page (visitor). Measures the front ends as built (run `npm run build` first); asserts nothing.
// Same approach as the bench's bundles(): the gateway in its own process, Debian's Chromium, every .js response gzipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.DASHBOARD_JS_PORT ?? 3904);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OWNER = { email: 'owner@vendange.test', password: 'Vendange2026' };

const children: ChildProcess[] = [];
// A failed run must not leave the gateway holding its port.
process.on('exit', () => { for (const c of children) c.kill(); });

/** The gateway in embedded mode (infra/bench/servers.ts), on PGlite in a temporary folder. */
async function startGateway(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'infra/bench/servers.ts'), 'gateway', String(PORT)], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: ORIGIN },
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
  return child;
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/auth/login`);
  await page.getByLabel(/E-mail, identifiant/).fill(OWNER.email);
  await page.getByLabel(/Mot de passe/).fill(OWNER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByTestId('dashboard-home').waitFor();
}

interface Figure { label: string; kb: number; files: number; detail: string[] }

/** Sums the gzip size of every distinct .js response while `go` runs in a fresh context (empty cache). */
async function measure(browser: Browser, label: string, go: (page: Page) => Promise<void>, storageState?: BrowserContextOptions['storageState']): Promise<Figure> {
  const context = await browser.newContext({ locale: 'fr-FR', storageState });
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
  const sizes = [...js].map(([url, body]) => ({ url: new URL(url).pathname, gz: gzipSync(body).length }));
  await context.close();
  const detail = sizes.sort((a, b) => b.gz - a.gz).map((s) => `    ${(s.gz / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
  return { label, kb: sizes.reduce((n, s) => n + s.gz, 0) / 1024, files: js.size, detail };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-dashboard-js-'));
const gateway = await startGateway(dataDir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const figures: Figure[] = [];
try {
  figures.push(await measure(browser, 'dashboard home (owner, after login)', logIn));

  // The owner's session (token in localStorage), so each screen below is opened directly, as from a bookmark.
  const loginContext = await browser.newContext({ locale: 'fr-FR' });
  const loginPage = await loginContext.newPage();
  await logIn(loginPage);
  const session = await loginContext.storageState();
  await loginContext.close();

  const screens: Array<[string, string]> = [
    ['/dashboard', 'dashboard-home'],
    ['/dashboard/products', 'products-list'],
    ['/dashboard/orders', 'orders-list'],
    ['/dashboard/settings', 'settings-link-delivery'],
    ['/dashboard/customize', 'customize-screen'],
  ];
  for (const [url, testId] of screens) {
    figures.push(await measure(browser, `${url} (owner, opened directly)`, async (page) => {
      await page.goto(`${ORIGIN}${url}`);
      await page.getByTestId(testId).first().waitFor();
    }, session));
  }
  figures.push(await measure(browser, 'storefront shop page /domaine-des-coteaux', async (page) => {
    await page.goto(`${ORIGIN}/domaine-des-coteaux`);
    await page.getByTestId('product-card').first().waitFor();
  }));
} finally {
  await browser.close();
  gateway.kill();
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}

// --files: every script of each page, largest first.
const listFiles = process.argv.includes('--files');
for (const f of figures) {
  console.log(`${f.label.padEnd(46)} ${f.kb.toFixed(1).padStart(7)} KB gzip JS in ${f.files} files`);
  if (listFiles) console.log(f.detail.join('\n'));
}
process.exit(0);
