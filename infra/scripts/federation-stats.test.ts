import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps, repoRoot } from './apps.mjs';

interface Shared { name: string; version: string; singleton: boolean; requiredVersion: string }

/** The build stats of every app: what each one shares through Module Federation. */
const stats = apps.map((a) => {
  const file = path.join(repoRoot, a.dir, 'dist', 'mf-stats.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the front ends first (node infra/scripts/build.mjs).`);
  return { app: a.dir, shared: (JSON.parse(readFileSync(file, 'utf8')) as { shared: Shared[] }).shared };
});

describe('Module Federation build stats', () => {
  it.each(['react', 'react-dom', 'jotai', 'swr', 'single-spa', '@vendange/store', '@vendange/i18n', '@lingui/core', '@lingui/react', '@emotion/react', '@vendange/ui/theme'])('every app shares %s as one singleton of one version', (name) => {
    const entries = stats.map((s) => ({ app: s.app, entry: s.shared.find((x) => x.name === name) }));
    for (const { app, entry } of entries) {
      expect(entry, `${app} does not share ${name}`).toBeDefined();
      expect(entry!.singleton, `${app} shares ${name} without singleton`).toBe(true);
    }
    expect(new Set(entries.map((e) => e.entry!.version)).size).toBe(1);
  });

  // Chakra UI and react-router through their facades (shared/build-config/src/facades.cjs), react-hook-form as is:
  // not singletons (each app renders in its own React root, with its own provider and router), but apps built
  // from the same sources must offer the same version, or the browser downloads one copy per app.
  it.each(['@vendange/chakra-facade', '@vendange/react-router-facade', 'react-hook-form'])('every app shares %s, one version across apps', (name) => {
    const entries = stats.map((s) => ({ app: s.app, entry: s.shared.find((x) => x.name === name) }));
    for (const { app, entry } of entries) {
      expect(entry, `${app} does not share ${name}`).toBeDefined();
      expect(entry!.singleton, `${app} shares ${name} as a singleton`).not.toBe(true);
    }
    expect(new Set(entries.map((e) => e.entry!.version)).size).toBe(1);
  });

  it('every MFE exposes its single-spa lifecycles and nothing reaches into another MFE', () => {
    for (const s of apps.filter((a) => a.dir !== 'shell')) {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, s.dir, 'dist', 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ path: string }>; remotes: unknown[] };
      expect(manifest.exposes.map((e) => e.path)).toEqual(['./lifecycles']);
      expect(manifest.remotes).toEqual([]);
    }
  });
});
