// Production servers as compiled JavaScript (npm run start:prod): one ES module per process (the gateway,
// and each service of distributed mode), our workspace packages bundled in, third-party packages left
// to node_modules. Files that find things beside them (migrations, built front ends) keep finding them:
// each `import.meta.url` is rewritten to the source file's place, relative to the bundle.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from './apps.mjs';

export const serverOutDir = path.join(repoRoot, 'dist', 'server');

/** The entry points: name → source file (the gateway, then every service of infra/processes.json). */
export function serverEntries() {
  const defs = JSON.parse(readFileSync(path.join(repoRoot, 'infra/processes.json'), 'utf8'));
  return Object.fromEntries([['gateway', defs.gateway.entry], ...defs.services.map((s) => [s.name, s.entry])]);
}

const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      const relative = path.relative(serverOutDir, args.path).split(path.sep).join('/');
      const here = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', here), loader: 'ts' };
    });
  },
};

const workspaceOnly = {
  name: 'workspace-only',
  setup(b) {
    // Bare imports other than our own packages stay imports: node finds them in node_modules at run time.
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vendange/') ? undefined : { path: args.path, external: true }));
  },
};

/** Compiles every server entry into dist/server/<name>.mjs; returns the files written. */
export async function buildServers() {
  const started = Date.now();
  const entries = serverEntries();
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(repoRoot, file)])),
    outdir: serverOutDir, outExtension: { '.js': '.mjs' }, bundle: true, splitting: true, format: 'esm', platform: 'node',
    target: 'node20', sourcemap: true, logLevel: 'warning', plugins: [workspaceOnly, sourceUrls],
    banner: { js: "import { createRequire as __vendangeRequire } from 'node:module'; const require = __vendangeRequire(import.meta.url);" },
  });
  console.log(`Servers compiled to ${path.relative(repoRoot, serverOutDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return Object.keys(entries).map((name) => path.join(serverOutDir, `${name}.mjs`));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServers();
