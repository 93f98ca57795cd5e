// The front-end half of the bench (issue 16 budgets): builds once, then the JavaScript each dashboard route
// downloads, the storefront shop page with 500 products (HTML and JS), and Lighthouse (last, alone).
// infra/bench/dashboard-js.ts is the same measure as a command line, without building or Lighthouse.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { chromiumOptions, logInAsOwner, measureJs, startServer, type JsWeight } from './bench-kit';
import { lighthouseMedian, lighthouseRow, type BrowserSession } from './lighthouse-bench';
import { paths } from '@vendange/route-registry';

/** Issue 16's front-end budgets (KB gzip of JavaScript; bytes of the shop page's document). */
export const BUDGETS = { homeAfterLoginKb: 300, dashboardScreenKb: 400, storefrontJsKb: 100, storefrontHtmlKb: 150, lighthouseDashboard: 85, lighthouseStorefront: 95 };

/** The shop the bench seeds (shop 1, BENCH_PRODUCTS products) and its page. */
export const SHOP_PATH = '/domaine-des-coteaux';

/** The main dashboard screens, each opened directly (as from a bookmark), with the test id that says it is drawn. */
export const DASHBOARD_SCREENS: Array<[path: string, testId: string]> = [
  ['/dashboard', 'dashboard-home'],
  ['/dashboard/orders', 'orders-list'],
  ['/dashboard/products', 'products-list'],
  ['/dashboard/clients', 'clients-list'],
  ['/dashboard/settings', 'settings-link-delivery'],
  ['/dashboard/customize', 'customize-screen'],
  ['/dashboard/salespoints', 'salespoints-list'],
  // The till of shop 1's first sales point (demo data), as a seller opens it from a bookmark on the tablet.
  ['/dashboard/salespoints/1/new-order', 'till-screen'],
];

export interface RouteFigure extends JsWeight { label: string; budgetKb?: number }

/** The owner's session (token in localStorage) after the login form, to open screens directly. */
export async function ownerSession(browser: Browser, origin: string): Promise<BrowserContextOptions['storageState'] & object> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await logInAsOwner(page, origin);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The localStorage of `origin` in a Playwright storage state: what a Lighthouse browser needs to be logged in. */
export function sessionFor(state: Awaited<ReturnType<typeof ownerSession>>, origin: string): BrowserSession {
  const entries = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  return { origin, localStorage: Object.fromEntries(entries.map((e) => [e.name, e.value])) };
}

/**
 * JavaScript (KB gzip, fresh browser context each) of: the dashboard home reached through the login form,
 * every main dashboard screen opened directly by the logged-in owner, and the storefront shop page (visitor).
 */
export async function measureRoutes(browser: Browser, origin: string): Promise<RouteFigure[]> {
  const figures: RouteFigure[] = [];
  const measure = async (label: string, go: (page: Page) => Promise<void>, budgetKb?: number, storageState?: BrowserContextOptions['storageState']) => {
    figures.push({ label, budgetKb, ...(await measureJs(browser, go, storageState)) });
  };
  await measure('dashboard home (owner, after login)', (page) => logInAsOwner(page, origin), BUDGETS.homeAfterLoginKb);
  const session = await ownerSession(browser, origin);
  for (const [url, testId] of DASHBOARD_SCREENS) {
    await measure(`${url} (owner, opened directly)`, async (page) => {
      await page.goto(`${origin}${url}`);
      await page.getByTestId(testId).first().waitFor();
    }, BUDGETS.dashboardScreenKb, session);
  }
  await measure(`storefront shop page ${SHOP_PATH} (visitor)`, async (page) => {
    await page.goto(`${origin}${SHOP_PATH}`);
    await page.getByTestId('product-card').first().waitFor();
  }, BUDGETS.storefrontJsKb);
  return figures;
}

/** The shop page's document as a visitor's browser receives it: bytes, gzip bytes and product cards. */
export async function storefrontDocument(origin: string): Promise<{ bytes: number; gzipBytes: number; cards: number }> {
  const res = await fetch(`${origin}${SHOP_PATH}`, { headers: { 'accept-language': 'fr-FR', cookie: 'isOver18=true' } });
  const body = Buffer.from(await res.arrayBuffer());
  return { bytes: body.length, gzipBytes: gzipSync(body).length, cards: body.toString('utf8').split('data-testid="product-card"').length - 1 };
}

/** Every dashboard page without a parameter, from the route registry's `paths`: the 400 KB budget holds for each. */
export function everyDashboardPath(): string[] {
  return [...new Set(Object.values(paths).filter((p) => p.startsWith('/dashboard') && !p.includes(':')))].sort();
}

/**
 * The JavaScript of every dashboard page opened directly by the owner (`everyDashboardPath`). A page is taken as drawn
 * once loaded and 3 s went by (no test id to wait for on each); a module the demo shop has off draws its notice.
 * `only`: these pages alone (while working on a few).
 */
export async function measureEveryScreen(browser: Browser, origin: string, only?: readonly string[]): Promise<RouteFigure[]> {
  const session = await ownerSession(browser, origin);
  const figures: RouteFigure[] = [];
  for (const url of everyDashboardPath().filter((p) => !only || only.includes(p))) {
    const weight = await measureJs(browser, async (page) => {
      await page.goto(`${origin}${url}`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(3000);
    }, session);
    figures.push({ label: `${url} (owner, opened directly)`, budgetKb: BUDGETS.dashboardScreenKb, ...weight });
  }
  return figures.sort((a, b) => b.kb - a.kb);
}

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

/** One line per route; `files` adds each page's scripts, largest first. */
export function routeRows(figures: RouteFigure[], files = false): string[] {
  return figures.flatMap((f) => [
    `${f.label.padEnd(46)} ${f.kb.toFixed(1).padStart(7)} KB gzip JS in ${String(f.files).padStart(2)} files, react-dom copies: ${f.reactDomCopies}`
      + (f.budgetKb ? `  (budget <= ${f.budgetKb} KB: ${mark(f.kb <= f.budgetKb)})` : ''),
    ...(files ? f.sizes.map((s) => `    ${(s.gz / 1024).toFixed(1).padStart(7)} KB  ${s.url}`) : []),
  ]);
}

/** Rows of the bench table; `freshDatabase(name)` gives an empty database URL. */
export async function measureFrontEnd(freshDatabase: (name: string) => Promise<string>): Promise<string[]> {
  const rows: string[] = [];
  const { buildAll } = await import('../scripts/build.mjs');
  await buildAll();
  const dir = mkdtempSync(path.join(tmpdir(), 'vendange-bench-web-'));
  const origin = 'http://127.0.0.1:3903';
  // PUBLIC_URL: the storefront's canonical links and Open Graph point at the origin measured.
  // BENCH_PRODUCTS=500: the shop page of the budget (shop 1, domaine-des-coteaux, with 500 products).
  const gw = await startServer('gateway', 3903, { DATA_DIR: dir, PUBLIC_URL: origin, DATABASE_URL: await freshDatabase('vendange_bench_web'), BENCH_PRODUCTS: '500' });
  try {
    const browser = await chromium.launch(chromiumOptions);
    const figures = await measureRoutes(browser, origin);
    const session = sessionFor(await ownerSession(browser, origin), origin);
    await browser.close();
    rows.push(...routeRows(figures));
    const doc = await storefrontDocument(origin);
    rows.push(`storefront shop page ${SHOP_PATH}, 500 products: HTML ${(doc.bytes / 1024).toFixed(1)} KB (${(doc.gzipBytes / 1024).toFixed(1)} KB gzip), ${doc.cards} product cards in the document`
      + `  (budget <= ${BUDGETS.storefrontHtmlKb} KB: ${mark(doc.bytes / 1024 <= BUDGETS.storefrontHtmlKb)})`);
    // Lighthouse last, one run at a time, with nothing else loading the machine.
    const pages: Array<[string, string, number, BrowserSession | undefined]> = [
      [`storefront shop page ${SHOP_PATH} (500 products)`, `${origin}${SHOP_PATH}`, BUDGETS.lighthouseStorefront, undefined],
      ['storefront product page (Les Galets)', `${origin}${SHOP_PATH}/cotes-du-rhone-les-galets-1`, BUDGETS.lighthouseStorefront, undefined],
      ['/dashboard (owner, logged in)', `${origin}/dashboard`, BUDGETS.lighthouseDashboard, session],
      ['/dashboard/orders (owner, logged in)', `${origin}/dashboard/orders`, BUDGETS.lighthouseDashboard, session],
    ];
    for (const [label, url, budget, s] of pages) {
      const f = await lighthouseMedian(url, s);
      rows.push(`${lighthouseRow(label, f)}  (budget performance >= ${budget}: ${mark(f.scores.performance >= budget)})`);
    }
  } finally {
    gw.kill();
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
