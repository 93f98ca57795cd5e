// Fills the English catalogs from infra/scripts/translations-en.json and fails when a string has no
// English yet, so that no screen ships half translated.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './apps.mjs';

const checkOnly = process.argv.includes('--check');
const dict = JSON.parse(readFileSync(path.join(repoRoot, 'infra/scripts/translations-en.json'), 'utf8'));
const missing = [];
for (const dir of ['shared/ui', ...apps.map((a) => a.dir)]) {
  const file = path.join(repoRoot, dir, 'src/locales/en.po');
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const m = /^msgid "(.*)"$/.exec(lines[i]);
    if (!m || !m[1] || !lines[i + 1].startsWith('msgstr')) continue;
    const source = JSON.parse(`"${m[1]}"`);
    const english = dict[source];
    if (english === undefined) missing.push(`${dir}: ${source}`);
    else lines[i + 1] = `msgstr ${JSON.stringify(english)}`;
  }
  const next = lines.join('\n');
  if (checkOnly && next !== readFileSync(file, 'utf8')) missing.push(`${dir}: en.po is not up to date (run npm run i18n:extract)`);
  if (!checkOnly) writeFileSync(file, next);
}
if (missing.length) {
  console.error(`English missing for:\n  ${missing.join('\n  ')}\nAdd them to infra/scripts/translations-en.json.`);
  process.exit(1);
}
console.log('English catalogs complete.');
