// One command from a fresh clone to a running platform: install, build what changed, start.
//   npm start                  the demo, embedded: one process, an embedded PostgreSQL in .data/ (or DATABASE_URL), http://localhost:3000
//   npm run start:distributed  the demo, every service as its own process (infra/processes.json), the gateway proxying
//   npm run start:prod         production (NODE_ENV=production): compiled JavaScript, settings checked, no demo data
//                              (add --distributed for one process per service)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
// Tests that start the API only may skip the front-end build check.
if (!process.env.VENDANGE_SKIP_BUILD) {
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}

const distributed = process.argv.includes('--distributed');
const production = process.argv.includes('--prod');
const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const children = [];
let compiled = {};
if (production) {
  const { buildServers, serverEntries, serverOutDir } = await import('./build-server.mjs');
  await buildServers();
  compiled = Object.fromEntries(Object.entries(serverEntries()).map(([name, file]) => [file, path.join(serverOutDir, `${name}.mjs`)]));
}
// The demo says so (NODE_ENV=development: demo data, Stripe sandbox, development secrets); production is checked.
const mode = { NODE_ENV: production ? 'production' : 'development' };
const dataRoot = process.env.DATA_DIR ?? path.join(repoRoot, '.data');
// The demo's database: a real PostgreSQL shipped by npm, its data in <DATA_DIR>/postgres, shared by every
// process. Production brings its own (DATABASE_URL, checked by each process).
let embedded = null;
if (!production && !process.env.DATABASE_URL) {
  const { startEmbeddedPostgres } = await import('./embedded-postgres.mjs');
  embedded = await startEmbeddedPostgres({ dir: path.join(dataRoot, 'postgres') });
  console.log(`Embedded PostgreSQL on 127.0.0.1:${embedded.port} (data in ${path.relative(repoRoot, path.join(dataRoot, 'postgres')) || dataRoot}), ready in ${(embedded.startedInMs / 1000).toFixed(1)} s.`);
  mode.DATABASE_URL = embedded.url;
}

function run(name, entry, env) {
  const args = production ? [compiled[entry]] : [tsx, path.join(repoRoot, entry)];
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...mode, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping && signal !== 'SIGTERM') {
      console.error(`${name} stopped (${code ?? signal}); stopping the platform.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
/** Each process drains its accepted requests on SIGTERM: wait for all of them (30 s at most) before leaving. */
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGTERM');
  const left = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
  Promise.race([Promise.all(left), new Promise((resolve) => setTimeout(resolve, 30_000))])
    .then(() => embedded?.stop())
    .finally(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

if (!distributed) {
  run('gateway', 'services/gateway/src/main.ts', {});
} else {
  const defs = JSON.parse(readFileSync(path.join(repoRoot, 'infra/processes.json'), 'utf8'));
  const dataDir = path.join(dataRoot, 'distributed');
  // SERVICE_PORT_OFFSET moves every service port, so that two platforms can run side by side (tests).
  const offset = Number(process.env.SERVICE_PORT_OFFSET ?? 0);
  const portOf = (svc) => svc.port + offset;
  const identity = defs.services.find((s) => s.name === 'identity');
  // SERVICE_REPLICAS_<SERVICE>=2 runs that many processes of one service (ports +100, +200…); every caller
  // and the gateway share the calls between them (SERVICE_URL_<SERVICE> lists them all).
  const replicasOf = (svc) => Math.max(1, Number(process.env[`SERVICE_REPLICAS_${svc.name.toUpperCase()}`] ?? 1) || 1);
  const portsOf = (svc) => Array.from({ length: replicasOf(svc) }, (_, i) => portOf(svc) + 100 * i);
  const serviceUrls = Object.fromEntries(defs.services.map((svc) => [`SERVICE_URL_${svc.name.toUpperCase()}`, portsOf(svc).map((p) => `http://127.0.0.1:${p}`).join(',')]));
  // Services build mail links on the gateway's public origin, and call each other's internal routes.
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  for (const svc of defs.services) {
    for (const port of portsOf(svc)) {
      run(port === portOf(svc) ? svc.name : `${svc.name}:${port}`, svc.entry, {
        PORT: String(port), DATA_DIR: dataDir, IDENTITY_URL: `http://127.0.0.1:${portOf(identity)}`, PUBLIC_URL: publicUrl, ...serviceUrls,
      });
    }
  }
  // START_TIMEOUT_MS: a busy machine (tests running beside) starts seven processes slower than a quiet one.
  const startTimeout = Number(process.env.START_TIMEOUT_MS ?? 120_000);
  await Promise.all(defs.services.flatMap((s) => portsOf(s).map((port) => waitFor(`http://127.0.0.1:${port}/health`, startTimeout))));
  run('gateway', defs.gateway.entry, { GATEWAY_MODE: 'distributed', ...serviceUrls });
}
