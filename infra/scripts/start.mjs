// One command from a fresh clone to a running platform: install, build what changed, start.
//   npm start                  embedded: one process, PGlite in .data/ (or DATABASE_URL), http://localhost:3000
//   npm run start:distributed  every service as its own process (infra/processes.json), the gateway proxying
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
const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const children = [];

function run(name, entry, env) {
  const child = spawn(process.execPath, [tsx, path.join(repoRoot, entry)], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      console.error(`${name} stopped (${code ?? signal}); stopping the platform.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

if (!distributed) {
  run('gateway', 'services/gateway/src/main.ts', {});
} else {
  const defs = JSON.parse(readFileSync(path.join(repoRoot, 'infra/processes.json'), 'utf8'));
  const dataDir = path.join(process.env.DATA_DIR ?? path.join(repoRoot, '.data'), 'distributed');
  // SERVICE_PORT_OFFSET moves every service port, so that two platforms can run side by side (tests).
  const offset = Number(process.env.SERVICE_PORT_OFFSET ?? 0);
  const portOf = (svc) => svc.port + offset;
  const identity = defs.services.find((s) => s.name === 'identity');
  const serviceUrls = Object.fromEntries(defs.services.map((svc) => [`SERVICE_URL_${svc.name.toUpperCase()}`, `http://127.0.0.1:${portOf(svc)}`]));
  // Services build mail links on the gateway's public origin, and call each other's internal routes.
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  for (const svc of defs.services) {
    run(svc.name, svc.entry, {
      PORT: String(portOf(svc)), DATA_DIR: dataDir, IDENTITY_URL: `http://127.0.0.1:${portOf(identity)}`, PUBLIC_URL: publicUrl, ...serviceUrls,
    });
  }
  await Promise.all(defs.services.map((s) => waitFor(`http://127.0.0.1:${portOf(s)}/health`, 120_000)));
  run('gateway', defs.gateway.entry, { GATEWAY_MODE: 'distributed', ...serviceUrls });
}
