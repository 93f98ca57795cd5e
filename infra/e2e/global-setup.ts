import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from './playwright.config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the platform as `npm start` does (same script), on its own port and a fresh data folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-e2e-'));
  // Tests read the mails the platform sent from <DATA_DIR>/outbox (helpers.ts readMail).
  process.env.VENDANGE_E2E_DATA_DIR = dataDir;
  const child = spawn(process.execPath, [path.join(repoRoot, 'infra/scripts/start.mjs')], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '0' },
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const until = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${E2E_PORT}/health`)).ok) break;
    } catch { /* starting */ }
    if (child.exitCode !== null || Date.now() > until) throw new Error(`The platform did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return async () => {
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* already gone */ }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
