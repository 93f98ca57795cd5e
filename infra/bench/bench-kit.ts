// What the bench scripts share: a measured server in its own process, and the JavaScript a page downloads.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const children: ChildProcess[] = [];
// A failed run must not leave a server holding its port for the next one.
process.on('exit', () => { for (const c of children) c.kill(); });

/** infra/bench/servers.ts (`hello` or the embedded `gateway`) on a port, resolved once it says it is ready. */
export async function startServer(kind: 'hello' | 'gateway', port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
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

/** Debian's Chromium as the machines have it. */
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

/** The demo owner logs in through the login form and lands on the dashboard home. */
export async function logInAsOwner(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel(/E-mail, identifiant/).fill('owner@vendange.test');
  await page.getByLabel(/Mot de passe/).fill('Vendange2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByTestId('dashboard-home').waitFor();
}

export interface JsWeight {
  kb: number;
  files: number;
  reactDomCopies: number;
  /** Each script's path and gzip size, largest first. */
  sizes: Array<{ url: string; gz: number }>;
}

/** The gzip size of every distinct .js response while `go` runs in a fresh context (empty cache). */
export async function measureJs(browser: Browser, go: (page: Page) => Promise<void>, storageState?: BrowserContextOptions['storageState']): Promise<JsWeight> {
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
  await context.close();
  const sizes = [...js].map(([url, body]) => ({ url: new URL(url).pathname, gz: gzipSync(body).length })).sort((a, b) => b.gz - a.gz);
  return {
    kb: sizes.reduce((n, s) => n + s.gz, 0) / 1024, files: js.size, sizes,
    reactDomCopies: [...js.values()].filter((b) => b.toString('utf8').includes('__reactContainer$')).length,
  };
}
