// Lighthouse (issue 6 and issue 16 budgets): mobile preset with simulated throttling, the median of 5 runs
// per page, in the local Chromium; a visitor, or a logged-in user (a browser profile that holds the session).
// Prints; asserts nothing.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Lhr {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runWarnings: string[];
  finalDisplayedUrl?: string;
}

export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  runs: number;
}

/** A logged-in user: the localStorage of the origin (the dashboard keeps its token there, `vendange.jwt`). */
export interface BrowserSession {
  origin: string;
  localStorage: Record<string, string>;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--lang=fr-FR', '--accept-lang=fr-FR'];
const chromePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A Chromium profile folder that holds `session`, written from a page of the origin that loads no script
 * (/remotes.json), so the profile's HTTP cache stays empty: each run then starts from a copy of it, cold.
 */
async function sessionProfile(session: BrowserSession): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vendange-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: chromePath(), args: CHROME_FLAGS, locale: 'fr-FR' });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${session.origin}/remotes.json`);
  await page.evaluate((entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }, session.localStorage);
  await context.close();
  return dir;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * One Lighthouse run through its CLI (default config: the mobile preset, simulated throttling), in a fresh Chromium.
 * `profile`: a copy of that profile (a logged-in user) instead of an empty one; Lighthouse must then leave the
 * storage alone (--disable-storage-reset), the copy being as cold as a new profile (no cached script).
 */
function runOnce(url: string, profile?: string): Promise<Lhr> {
  const userDataDir = profile ? mkdtempSync(path.join(tmpdir(), 'vendange-lighthouse-run-')) : undefined;
  if (profile) cpSync(profile, userDataDir!, { recursive: true });
  return new Promise<Lhr>((resolve, reject) => {
    const child = spawn(process.execPath, [
      path.join(repoRoot, 'node_modules/lighthouse/cli/index.js'), url,
      '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`,
      ...(userDataDir ? ['--disable-storage-reset'] : []),
      // French, as the demo shop's visitors: the page speaks the browser's language. A later --user-data-dir wins
      // over the temporary one chrome-launcher passes first.
      `--chrome-flags=${[...CHROME_FLAGS, ...(userDataDir ? [`--user-data-dir=${userDataDir}`] : [])].join(' ')}`,
    ], { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${err.slice(-2000)}`));
      try {
        // LIGHTHOUSE_SAVE_DIR keeps each run's whole report (the main thread's breakdown, long tasks, LCP element).
        if (process.env.LIGHTHOUSE_SAVE_DIR) writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), out);
        resolve(JSON.parse(out) as Lhr);
      } catch (e) {
        reject(e);
      }
    });
  }).finally(() => { if (userDataDir) rmSync(userDataDir, { recursive: true, force: true }); });
}

/**
 * Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, NO_FCP in headless Chromium)
 * and asks to be run again: a failed run is retried, up to 3 times, and the retries are reported.
 */
async function runWithRetries(url: string, profile?: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, profile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`Lighthouse run ${attempt} on ${url} failed, running it again: ${(error as Error).message.split('\n').pop()}`);
    }
  }
}

/**
 * The median of each figure over RUNS runs (one after the other: Lighthouse wants the machine to itself);
 * with `session`, every run is logged in (a run that lands on the login page is an error, not a figure).
 */
export async function lighthouseMedian(url: string, session?: BrowserSession): Promise<LighthouseFigures> {
  const runs: Lhr[] = [];
  const profile = session ? await sessionProfile(session) : undefined;
  try {
    for (let i = 0; i < RUNS; i++) {
      const run = await runWithRetries(url, profile);
      if (session && new URL(run.finalDisplayedUrl ?? url).pathname !== new URL(url).pathname) {
        throw new Error(`Lighthouse on ${url} was not logged in: it ended on ${run.finalDisplayedUrl}`);
      }
      runs.push(run);
    }
  } finally {
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
  const warnings = new Set(runs.flatMap((r) => r.runWarnings));
  if (warnings.size) console.warn(`Lighthouse warnings for ${url}:\n  ${[...warnings].join('\n  ')}`);
  const score = (c: (typeof CATEGORIES)[number]) => Math.round(median(runs.map((r) => r.categories[c].score ?? 0)) * 100);
  const audit = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), fcpMs: audit('first-contentful-paint'), cls: audit('cumulative-layout-shift'),
    runs: runs.length,
  };
}

/** One line of the bench's report. */
export function lighthouseRow(label: string, f: LighthouseFigures): string {
  const s = f.scores;
  return `${label.padEnd(44)} Lighthouse mobile (median of ${f.runs}): performance ${s.performance}, accessibility ${s.accessibility}, `
    + `best practices ${s['best-practices']}, SEO ${s.seo}; FCP ${f.fcpMs.toFixed(0)} ms, LCP ${f.lcpMs.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}`;
}
