// One command installs what the tests need and runs them all: npm test
// typecheck, lint, catalogs, unit + service tests (vitest, on a real PostgreSQL: 127.0.0.1:5432 or an embedded one),
// front-end builds (once), then browser journeys (Playwright in Debian's Chromium) against `npm start`.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const artifacts = path.join(repoRoot, 'infra/e2e/.artifacts');
mkdirSync(artifacts, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
/** What went wrong, said again at the very end: CI shows only the tail of a long log. */
const failures = [];

function step(title, fn) {
  const t = Date.now();
  console.log(`\n=== ${title}`);
  const ok = fn();
  console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  if (!ok) failures.push(`step failed: ${title}`);
  return ok;
}
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

/** Debian packages the tests drive for real: chromium (journeys) and socat (the customer display's pseudo-terminals). */
const systemTools = [
  { bin: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { bin: '/usr/bin/socat', pkg: 'socat' },
];
function ensureSystemTools() {
  const missing = systemTools.filter((t) => !existsSync(t.bin));
  if (missing.length === 0) return true;
  const pkgs = missing.map((t) => t.pkg).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${missing.map((t) => t.bin).join(', ')}: install Debian's ${pkgs} (apt-get install ${pkgs}), or set CHROMIUM_PATH.`);
    return false;
  }
  console.log(`Installing Debian ${pkgs} for the tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, { stdio: 'inherit' });
  return missing.every((t) => existsSync(t.bin));
}

/** A suite hook's error (beforeAll, afterAll), which vitest's JSON report drops: its JUnit report keeps it. */
function hookErrors(junitFile, testFile) {
  if (!existsSync(junitFile)) return [];
  const xml = readFileSync(junitFile, 'utf8');
  const unescape = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const cases = xml.matchAll(/<testcase classname="([^"]*)" name="([^"]*)"[^>]*>\s*<failure message="([^"]*)"/g);
  return [...cases].filter((m) => unescape(m[1]) === testFile).map((m) => `${unescape(m[2])}: ${unescape(m[3]).split('\n')[0].slice(0, 400)}`);
}

function countVitest(file, junitFile) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests; totals.failed += r.numFailedTests; totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A file that failed to load, or whose beforeAll failed, fails without a failed test: name it.
  for (const f of r.testResults ?? []) {
    if (f.status !== 'failed') continue;
    const failedTests = (f.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    const why = (f.message ?? '').split('\n')[0].slice(0, 300);
    failures.push(`vitest file failed: ${path.relative(repoRoot, f.name)} (${failedTests} failed tests)${why ? `: ${why}` : ''}`);
    // The summary is what survives a truncated log: name each failed test and the first line of its error.
    for (const a of f.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      const first = (a.failureMessages ?? []).join('\n').split('\n').find((l) => l.trim()) ?? '';
      failures.push(`  test failed: ${a.fullName ?? a.title}: ${first.slice(0, 400)}`);
    }
    if (failedTests === 0) for (const hook of hookErrors(junitFile, path.relative(repoRoot, f.name))) failures.push(`  hook failed: ${hook}`);
  }
}
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  totals.passed += s.expected + (s.flaky ?? 0); totals.failed += s.unexpected; totals.skipped += s.skipped;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = (t.results ?? []).map((r) => r.error?.message ?? '').find(Boolean) ?? '';
        failures.push(`journey failed: ${spec.file}:${spec.line} ${spec.title}: ${error.split('\n')[0].slice(0, 400)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
}

let ok = true;
ok = step('install', () => { ensureDeps(); return true; }) && ok;
ok = step('chromium and socat', ensureSystemTools) && ok;
ok = step('typecheck', () => run(bin('tsc'), ['-p', 'tsconfig.json'])) && ok;
ok = step('lint (architecture borders)', () => run(bin('eslint'), ['.', '--max-warnings=0'])) && ok;
ok = step('English catalogs complete', () => run(process.execPath, ['infra/scripts/i18n-fill-en.mjs', '--check'])) && ok;
ok = step('build front ends', () => run(process.execPath, ['infra/scripts/build.mjs'])) && ok;
ok = step('unit and service tests (vitest)', () => {
  const before = failures.length;
  const json = path.join(artifacts, 'vitest.json');
  const junit = path.join(artifacts, 'vitest.xml');
  const res = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--reporter=junit', `--outputFile.json=${json}`, `--outputFile.junit=${junit}`]);
  countVitest(json, junit);
  if (!res && failures.length === before) failures.push("vitest exited non-zero with no failed file: look for 'Unhandled Errors' in its output");
  return res;
}) && ok;
ok = step('browser journeys (playwright)', () => {
  const res = run(bin('playwright'), ['test', '-c', 'infra/e2e/playwright.config.ts']);
  countPlaywright(path.join(artifacts, 'report.json'));
  return res;
}) && ok;

console.log(`\nAll tests in ${((Date.now() - started) / 60000).toFixed(1)} min (screenshots and traces of failures: infra/e2e/.artifacts).`);
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
