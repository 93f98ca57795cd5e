// Runs a command after making sure dependencies are installed: node infra/scripts/with-deps.mjs tsx file.ts
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const [cmd, ...rest] = process.argv.slice(2);
const result = spawnSync(path.join(repoRoot, 'node_modules/.bin', cmd), rest, { cwd: repoRoot, stdio: 'inherit' });
process.exit(result.status ?? 1);
