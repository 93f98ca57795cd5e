// npx tsx infra/bench/dashboard-js.ts [--files] [--lighthouse]: the front-end figures of infra/bench/front-end.ts on the
// front ends as built (run `npm run build` first; it never builds): the JavaScript (KB gzip) of the dashboard home after
// login, of each main dashboard screen opened directly (owner, logged in) and of the storefront shop page (visitor).
// --files lists each page's scripts, largest first; --all-screens measures every dashboard page of the route registry
// instead of the main ones (largest first), --screens=/dashboard/a,/dashboard/b only those; --lighthouse-only skips the JS figures; --lighthouse adds Lighthouse on /dashboard and /dashboard/orders
// logged in (median of LIGHTHOUSE_RUNS, 5). Gateway on port 3904 (DASHBOARD_JS_PORT) with BENCH_PRODUCTS (default 500)
// products in shop 1, on a fresh database of the test PostgreSQL. Asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import setupTestDatabase from '../scripts/test-database.mjs';
import { chromiumOptions, freshDatabase, startServer } from './bench-kit';
import { measureEveryScreen, measureRoutes, ownerSession, routeRows, sessionFor, SHOP_PATH, storefrontDocument } from './front-end';
import { lighthouseMedian, lighthouseRow } from './lighthouse-bench';

const PORT = Number(process.env.DASHBOARD_JS_PORT ?? 3904);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const stopDatabase = await setupTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-dashboard-js-'));
const gateway = await startServer('gateway', PORT, {
  DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, DATABASE_URL: await freshDatabase('vendange_dashboard_js'), BENCH_PRODUCTS: process.env.BENCH_PRODUCTS ?? '500',
});
const rows: string[] = [];
try {
  const browser = await chromium.launch(chromiumOptions);
  // --lighthouse-only: Lighthouse alone (quicker while working on the main thread).
  const files = process.argv.includes('--files');
  const screens = process.argv.find((a) => a.startsWith('--screens='))?.slice('--screens='.length).split(',');
  if (process.argv.includes('--all-screens') || screens) rows.push(...routeRows(await measureEveryScreen(browser, ORIGIN, screens), files));
  else if (!process.argv.includes('--lighthouse-only')) rows.push(...routeRows(await measureRoutes(browser, ORIGIN), files));
  const session = sessionFor(await ownerSession(browser, ORIGIN), ORIGIN);
  await browser.close();
  const doc = await storefrontDocument(ORIGIN);
  rows.push(`storefront shop page ${SHOP_PATH}: HTML ${(doc.bytes / 1024).toFixed(1)} KB (${(doc.gzipBytes / 1024).toFixed(1)} KB gzip), ${doc.cards} product cards`);
  console.log(rows.join('\n'));
  if (process.argv.some((a) => a.startsWith('--lighthouse'))) {
    // LIGHTHOUSE_PATHS=/dashboard: only these pages (an A/B of two builds on one page; a page takes minutes on a slow machine).
    const only = process.env.LIGHTHOUSE_PATHS?.split(',');
    const wanted = (url: string) => !only || only.includes(url);
    for (const url of ['/dashboard', '/dashboard/orders'].filter(wanted)) console.log(lighthouseRow(`${url} (owner, logged in)`, await lighthouseMedian(`${ORIGIN}${url}`, session)));
    if (wanted(SHOP_PATH)) console.log(lighthouseRow(`${SHOP_PATH} (visitor)`, await lighthouseMedian(`${ORIGIN}${SHOP_PATH}`)));
  }
} finally {
  gateway.kill();
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
  await stopDatabase?.();
}
process.exit(0);
