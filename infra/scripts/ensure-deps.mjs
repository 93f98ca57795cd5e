import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

/**
 * Runs `npm install` when node_modules is missing or older than the lockfile or a patch of `patches/` (applied by
 * patch-package on postinstall: docs/decisions/database.md, "The driver's patch").
 */
export function ensureDeps() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const patches = path.join(repoRoot, 'patches');
  const sources = [path.join(repoRoot, 'package-lock.json'), ...(existsSync(patches) ? readdirSync(patches).map((f) => path.join(patches, f)) : [])];
  const stale = !existsSync(marker) || sources.some((f) => existsSync(f) && statSync(f).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing dependencies (npm install)…');
  execSync('npm install --no-audit --no-fund', { cwd: repoRoot, stdio: 'inherit' });
  // npm leaves its marker as it was when nothing else changed: touched, so a patch newer than it is applied once.
  if (existsSync(marker)) utimesSync(marker, new Date(), new Date());
}
