// Generates drizzle migrations for every service whose schema changed (each in its own schema).
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

for (const svc of readdirSync(path.join(repoRoot, 'services'))) {
  const dir = path.join(repoRoot, 'services', svc);
  if (!existsSync(path.join(dir, 'drizzle.config.ts'))) continue;
  console.log(`== ${svc}`);
  const res = spawnSync(path.join(repoRoot, 'node_modules/.bin/drizzle-kit'), ['generate'], { cwd: dir, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
