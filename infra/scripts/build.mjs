// Builds the shell and the six MFEs, each only when its inputs changed (hash stamp in dist/).
// Usage: node infra/scripts/build.mjs [--force] [--only=mfe-shop,shell] [--jobs=2]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './apps.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const jobs = Number(args.find((a) => a.startsWith('--jobs='))?.slice(7) ?? 2);

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** What a build makes besides dist/ (mfe-shop's server-rendered storefront): one missing means building again. */
const extraOutputs = { 'mfe-shop': ['dist-server/node/storefront-server.cjs', 'dist-server/public/manifest.json'] };
const outputsComplete = (dir) => (extraOutputs[dir] ?? []).every((f) => existsSync(path.join(repoRoot, dir, f)));

const sharedFront = ['access', 'api-client', 'build-config', 'contracts', 'i18n', 'mfe-kit', 'route-registry', 'store', 'ui'];

/** Hash of everything a front-end build reads: its sources, the shared packages, the lockfile and env. */
export function inputsHash(dir) {
  const files = [
    ...walk(path.join(repoRoot, dir, 'src'), []),
    path.join(repoRoot, dir, 'webpack.config.cjs'), path.join(repoRoot, dir, 'package.json'),
    ...sharedFront.flatMap((p) => walk(path.join(repoRoot, 'shared', p), [])),
    path.join(repoRoot, 'package-lock.json'),
  ].filter((f) => existsSync(f) && statSync(f).isFile()).sort();
  const hash = createHash('sha256');
  for (const f of files) hash.update(path.relative(repoRoot, f)).update(readFileSync(f));
  hash.update(process.env.VENDANGE_BUILD_ID ?? '');
  return hash.digest('hex').slice(0, 16);
}

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--config', 'webpack.config.cjs', '--mode', 'production'], {
      cwd: path.join(repoRoot, app.dir), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Build of ${app.dir} failed:\n${output}`));
      console.log(`  built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

export async function buildAll() {
  const todo = [];
  for (const app of apps) {
    if (only && !only.includes(app.dir)) continue;
    const stamp = path.join(repoRoot, app.dir, 'dist', '.build-hash');
    const hash = inputsHash(app.dir);
    if (!force && outputsComplete(app.dir) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
    todo.push({ ...app, stamp, hash });
  }
  if (todo.length === 0) return console.log('Front ends are up to date.');
  console.log(`Building ${todo.map((a) => a.dir).join(', ')} (${jobs} at a time)…`);
  const queue = [...todo];
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      await build(app);
      writeFileSync(app.stamp, app.hash);
    }
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
