// npx tsx infra/bench/main-thread-profile.ts [path...]: where a logged-in dashboard page spends its main thread on a
// cold load (CPU throttled 4x as Lighthouse's mobile preset; PROFILE_NETWORK=mobile adds its slow 4G), by function and
// by script, from a CDP CPU profile; and its layout shifts (what Lighthouse's CLS adds up), with the boxes that moved.
// PROFILE_VISITOR=1 loads the paths as a visitor (the storefront). Gateway on DASHBOARD_JS_PORT (3905) on a fresh database. Prints; asserts nothing. Run `npm run build` first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import setupTestDatabase from '../scripts/test-database.mjs';
import { chromiumOptions, freshDatabase, startServer } from './bench-kit';
import { ownerSession } from './front-end';

const PORT = Number(process.env.DASHBOARD_JS_PORT ?? 3905);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number; children?: number[] }

const stopDatabase = await setupTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-main-thread-'));
const gateway = await startServer('gateway', PORT, { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, DATABASE_URL: await freshDatabase('vendange_main_thread'), BENCH_PRODUCTS: '500' });
try {
  const browser = await chromium.launch(chromiumOptions);
  const state = await ownerSession(browser, ORIGIN);
  const runs = Number(process.env.PROFILE_RUNS ?? 3);
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  for (const p of paths.length ? paths : ['/dashboard']) {
    const figures: Array<{ blocking: number; shown: number }> = [];
    for (let run = 1; run <= runs; run++) {
      // PROFILE_VISITOR=1: as a visitor (no session), for the storefront's server-rendered pages.
      const visitor = process.env.PROFILE_VISITOR === '1';
      const context = await browser.newContext({ storageState: visitor ? undefined : state, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`  console ${m.type()}: ${m.text().slice(0, 300)}`); });
      // Each long task (a string: the TypeScript loader would add helpers the page does not have).
      await page.addInitScript(`window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`);
      // Each layout shift, with the boxes that moved (what Lighthouse's CLS adds up).
      await page.addInitScript(`window.__shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ at: Math.round(e.startTime), value: e.value, moved: e.sources.map((s) => (s.node && s.node.nodeName ? '<' + s.node.nodeName.toLowerCase() + (s.node.className && typeof s.node.className === 'string' ? ' .' + s.node.className.split(' ')[0] : '') + '>' : '?') + ' y ' + Math.round(s.previousRect.y) + ' -> ' + Math.round(s.currentRect.y)) }); }).observe({ type: 'layout-shift', buffered: true });`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // PROFILE_NETWORK=mobile: also Lighthouse's applied "slow 4G" (request latency 562.5 ms, 1,474.56 Kbps down, 675 up),
      // for what a phone waits (the preload hints and the request chain only show there; localhost has no latency).
      if (process.env.PROFILE_NETWORK === 'mobile') {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
      }
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const t0 = Date.now();
      await page.goto(`${ORIGIN}${p}`);
      await page.waitForSelector(visitor ? 'h1' : 'main h1, main h2', { timeout: 60_000 });
      const shown = Date.now() - t0;
      await page.waitForTimeout(1500);
      const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] } };
      const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks);
      const blocking = longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      figures.push({ blocking, shown });
      const last = run === runs;
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ at: number; value: number; moved: string[] }> }).__shifts);
      const shifted = shifts.reduce((sum, e) => sum + e.value, 0);
      console.log(`${p} run ${run}: first paint ${fcp.toFixed(0)} ms, heading after ${shown} ms, ${blocking.toFixed(0)} ms blocking (4x CPU, beyond 50 ms a task), layout shift ${shifted.toFixed(3)}`);
      for (const e of shifts) console.log(`  shift ${e.value.toFixed(3)} at ${e.at} ms: ${e.moved.join(', ')}`);
      if (last) console.log(`long tasks of the last run:\n${longTasks.map(([start, d]) => `  at ${start.toFixed(0).padStart(6)} ms: ${d.toFixed(0).padStart(4)} ms`).join('\n')}`);
      if (process.env.PROFILE_OUT) writeFileSync(`${process.env.PROFILE_OUT}${p.replace(/\W+/g, '_')}.cpuprofile`, JSON.stringify(profile));
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const self = new Map<number, number>();
      profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
      const fn = new Map<string, number>();
      const script = new Map<string, number>();
      for (const [id, ms] of self) {
        const n = byId.get(id)!;
        const file = n.callFrame.url.replace(ORIGIN, '') || `(${n.callFrame.functionName || 'program'})`;
        script.set(file, (script.get(file) ?? 0) + ms);
        const key = `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
        fn.set(key, (fn.get(key) ?? 0) + ms);
      }
      const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${n}`).join('\n');
      if (last) console.log(`self time by script:\n${top(script, 15)}\nby function:\n${top(fn, 20)}`);
      await context.close();
    }
    console.log(`${p}: median of ${runs}: heading after ${median(figures.map((f) => f.shown))} ms, ${median(figures.map((f) => f.blocking)).toFixed(0)} ms blocking`);
  }
  await browser.close();
} finally {
  gateway.kill();
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
  await stopDatabase?.();
}
process.exit(0);
