import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StartedPlatform {
  dataDir: string;
  /** Stops every process (SIGTERM to the group), waits for the launcher to leave, removes the data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the platform as `npm start` does (the same script, `args` such as `--distributed`), on its own port and
 * a fresh data folder (its own embedded PostgreSQL), and waits until `readyPath` answers.
 */
export async function startPlatform(opts: { port: number; args?: string[]; env?: Record<string, string>; readyPath?: string; timeoutMs?: number }): Promise<StartedPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-e2e-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'infra/scripts/start.mjs'), ...(opts.args ?? [])], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
    env: { ...process.env, PORT: String(opts.port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '0', ...opts.env },
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* already gone */ }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + (opts.timeoutMs ?? 240_000);
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${opts.port}${opts.readyPath ?? '/health'}`)).ok) return { dataDir, stop };
    } catch { /* starting */ }
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`The platform did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
