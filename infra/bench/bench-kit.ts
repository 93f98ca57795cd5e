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
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      if (!d.toString().includes('ready')) return;
      // From here on the server's output (its request logs) is drained unread.
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve();
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return child;
}

/**
 * A new empty database named `name` on the test PostgreSQL (TEST_DATABASE_URL, set by
 * infra/scripts/test-database.mjs: 127.0.0.1:5432, else an embedded server).
 */
export async function freshDatabase(name: string): Promise<string> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
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
