import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { apps, repoRoot } from './apps.mjs';

interface Report {
  catalogs: Array<{ file: string; locale: 'fr' | 'en'; kind: 'first' | 'whole'; messages?: { whole: number; first: number } }>;
  firstFiles: string[];
  parts: Array<{ chunkFile: string; fr: string; en: string; messages: number }>;
}

const mfes = apps.filter((a: { dir: string }) => a.dir !== 'shell').map((a: { dir: string }) => a.dir) as string[];
const dist = (app: string, file = '') => path.join(repoRoot, app, 'dist', file);

/** The messages of a built catalog chunk: the one `JSON.parse(<string>)` it holds. */
function messagesOf(text: string): Record<string, unknown> {
  const m = /JSON\.parse\(("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\)/.exec(text);
  if (!m) throw new Error('no catalog in this chunk');
  return JSON.parse(vm.runInNewContext(m[1]) as string) as Record<string, unknown>;
}

function reportOf(app: string): Report {
  const file = dist(app, 'first-catalog.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the front ends first (node infra/scripts/build.mjs).`);
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

// The built MFEs, as a browser gets them: each first catalog holds every string its first chunks name and no
// other, each later chunk naming strings has its part holding exactly those, and each runtime holds the gate that
// loads a chunk's part before the chunk runs (shared/build-config/src/first-catalog.cjs).
describe('first catalogs of the built MFEs', () => {
  it.each(mfes)('%s: the first catalogs hold the strings of the first chunks, and only those', (app) => {
    const report = reportOf(app);
    const read = (file: string) => readFileSync(dist(app, file), 'utf8');
    const catalog = (locale: string, kind: string) => {
      const found = report.catalogs.filter((c) => c.locale === locale && c.kind === kind);
      expect(found, `${app}: one ${kind} ${locale} catalog`).toHaveLength(1);
      return messagesOf(read(found[0].file));
    };
    const whole = catalog('fr', 'whole');
    const first = catalog('fr', 'first');
    expect(Object.keys(catalog('en', 'first')).sort()).toEqual(Object.keys(first).sort());
    expect(Object.keys(catalog('en', 'whole')).sort()).toEqual(Object.keys(whole).sort());

    const firstCode = report.firstFiles.map(read);
    const named = Object.keys(whole).filter((id) => firstCode.some((t) => t.includes(`"${id}"`) || t.includes(`'${id}'`) || t.includes(`\`${id}\``)));
    expect(Object.keys(first).sort()).toEqual(named.sort());
    for (const id of named) expect(first[id]).toEqual(whole[id]);
    // A real cut: the first screen draws a small part of the app's strings.
    expect(Object.keys(first).length).toBeLessThan(Object.keys(whole).length / 4);
  });

  it.each(mfes)('%s: every later chunk naming strings has its part, and exactly those', (app) => {
    const report = reportOf(app);
    const read = (file: string) => readFileSync(dist(app, file), 'utf8');
    const whole = { fr: messagesOf(read(report.catalogs.find((c) => c.locale === 'fr' && c.kind === 'whole')!.file)), en: messagesOf(read(report.catalogs.find((c) => c.locale === 'en' && c.kind === 'whole')!.file)) };
    const named = (code: string) => Object.keys(whole.fr).filter((id) => code.includes(`"${id}"`) || code.includes(`'${id}'`) || code.includes(`\`${id}\``)).sort();
    const skip = new Set([...report.firstFiles, ...report.catalogs.map((c) => c.file)]);
    const withStrings = readdirSync(dist(app)).filter((f) => f.endsWith('.js') && !skip.has(f) && named(read(f)).length > 0).sort();
    expect(report.parts.map((p) => p.chunkFile).sort()).toEqual(withStrings);
    expect(withStrings.length).toBeGreaterThan(0);
    for (const part of report.parts) {
      const ids = named(read(part.chunkFile));
      for (const locale of ['fr', 'en'] as const) {
        const messages = JSON.parse(read(part[locale])) as Record<string, unknown>;
        expect(Object.keys(messages).sort(), `${part[locale]}`).toEqual(ids);
        for (const id of ids) expect(messages[id]).toEqual(whole[locale][id]);
      }
    }
  });

  it.each(mfes)('%s: its runtimes gate later chunks on their parts, and no marker is left', (app) => {
    const report = reportOf(app);
    const remoteEntry = readFileSync(dist(app, 'remoteEntry.js'), 'utf8');
    const gate = /(\{(?:"\d+":\["[0-9a-f]{8}","[0-9a-f]{8}"\],?)*\}),\w+\.f\.vendangeCatalog=function\(\w+,\w+\)\{var \w+=\w+\.vendangeCatalogGate,/.exec(remoteEntry);
    expect(gate, 'the catalog gate in remoteEntry.js').not.toBeNull();
    const map = JSON.parse(gate![1]!) as Record<string, [string, string]>;
    expect(Object.keys(map).sort()).toEqual(report.parts.map((p) => p.chunkFile.split('.')[0]).sort());
    for (const part of report.parts) {
      const id = part.chunkFile.split('.')[0]!;
      expect([`catalogs/fr-${id}.${map[id]![0]}.json`, `catalogs/en-${id}.${map[id]![1]}.json`]).toEqual([part.fr, part.en]);
    }
    for (const file of readdirSync(dist(app)).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(dist(app, file), 'utf8');
      expect(text, file).not.toContain('__VENDANGE_FIRST_CATALOG__');
      expect(text, file).not.toContain('__VENDANGE_CATALOG_PARTS__');
    }
    for (const c of report.catalogs) expect(report.firstFiles).not.toContain(c.file);
  });
});
