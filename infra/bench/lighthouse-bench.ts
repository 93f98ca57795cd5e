// Lighthouse on storefront pages (issue 6 budget): mobile preset with simulated throttling, the
// median of 5 runs per page, in the local Chromium. Prints; asserts nothing (the budgets are in the tests).
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Lhr {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runWarnings: string[];
}

export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One Lighthouse run through its CLI (default config: the mobile preset, simulated throttling), in a fresh Chromium. */
function runOnce(url: string): Promise<Lhr> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      path.join(repoRoot, 'node_modules/lighthouse/cli/index.js'), url,
      '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`,
      // French, as the demo shop's visitors: the page speaks the browser's language.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --lang=fr-FR --accept-lang=fr-FR',
    ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as Lhr);
      } catch (e) {
        reject(e);
      }
    });
  });
}

/**
 * Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, NO_FCP in headless Chromium)
 * and asks to be run again: a failed run is retried, up to 3 times, and the retries are reported.
 */
async function runWithRetries(url: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`Lighthouse run ${attempt} on ${url} failed, running it again: ${(error as Error).message.split('\n').pop()}`);
    }
  }
}

/** The median of each figure over RUNS runs (one after the other: Lighthouse wants the machine to itself). */
export async function lighthouseMedian(url: string): Promise<LighthouseFigures> {
  const runs: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runWithRetries(url));
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
