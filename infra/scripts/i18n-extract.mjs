// Extracts every app's interface strings into its fr/en catalogs. French is the source language: --overwrite
// writes each French message again, so a message changed in the code (an explicit id's too) reaches fr.po.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { apps, repoRoot } from './apps.mjs';

for (const dir of ['shared/ui', ...apps.map((a) => a.dir)]) {
  console.log(`\n== ${dir}`);
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--overwrite'], { cwd: path.join(repoRoot, dir), stdio: 'inherit' });
}
