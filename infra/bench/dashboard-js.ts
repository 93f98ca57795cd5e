// npx tsx infra/bench/dashboard-js.ts [--files]: the JavaScript (KB gzip) a fresh browser downloads to show the
// dashboard home after login, each main dashboard screen opened directly (owner, logged in) and the
// storefront shop page (visitor). Measures the front ends as built (run `npm run build` first); asserts nothing.
// Same approach as the bench's bundles(): the gateway in its own process, Debian's Chromium, every .js response gzipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { chromiumOptions, logInAsOwner, measureJs, startServer } from './bench-kit';

const PORT = Number(process.env.DASHBOARD_JS_PORT ?? 3904);
const ORIGIN = `http://127.0.0.1:${PORT}`;

interface Figure { label: string; kb: number; files: number; detail: string[] }

async function measure(browser: Browser, label: string, go: (page: Page) => Promise<void>, storageState?: BrowserContextOptions['storageState']): Promise<Figure> {
  const w = await measureJs(browser, go, storageState);
  return { label, kb: w.kb, files: w.files, detail: w.sizes.map((s) => `    ${(s.gz / 1024).toFixed(1).padStart(7)} KB  ${s.url}`) };
}

const logIn = (page: Page) => logInAsOwner(page, ORIGIN);

const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-dashboard-js-'));
const gateway = await startServer('gateway', PORT, { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
const browser = await chromium.launch(chromiumOptions);
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
