// npm run bench: installs what it needs, then runs infra/bench/run.ts (prints figures; asserts nothing).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const res = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'infra/bench/run.ts')], { cwd: repoRoot, stdio: 'inherit' });
process.exit(res.status ?? 1);
