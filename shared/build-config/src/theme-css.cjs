/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by the webpack configs (like index.cjs). */
// The dashboard theme's page CSS (cascade layers, reset, global styles, token variables: ~49 KB, 7 KB gzip), written
// into every app's index.html at build time. Chakra works it out from the theme and inserts it from each React root's
// provider at run time: measured at 4x CPU, ~430 ms to build the system of which half is this CSS, then its
// serialisation and insertion once per root (front-end-performance.md, session 28). The runtime system says
// `prebuiltGlobalCss` and skips both (patches/@chakra-ui+react+3.37.0.patch).
//
// Rendered by render-theme-css.ts through emotion's server rendering (what the provider would insert), once per
// content of its inputs: the theme's sources, Chakra's and emotion's versions and the Chakra patch.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');
const themeEntry = path.join(repoRoot, 'shared/ui/src/theme.ts');
const renderer = path.join(__dirname, 'render-theme-css.ts');

/** `file` and the files it imports by relative path, recursively (the theme's own sources). */
function localSources(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const found = [`${base}.ts`, `${base}.tsx`, base, path.join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
    if (found) localSources(found, seen);
  }
  return seen;
}

const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;

/** What the CSS depends on, hashed: the cache's key. */
function inputsHash() {
  const hash = createHash('sha256');
  for (const file of [...localSources(themeEntry), renderer].sort()) hash.update(`${path.relative(repoRoot, file)}\n${readFileSync(file, 'utf8')}\n`);
  hash.update(`chakra ${versionOf('@chakra-ui/react')} emotion ${versionOf('@emotion/react')}\n`);
  const patch = path.join(repoRoot, 'patches', `@chakra-ui+react+${versionOf('@chakra-ui/react')}.patch`);
  if (existsSync(patch)) hash.update(readFileSync(patch));
  return hash.digest('hex').slice(0, 16);
}

/** The theme's page CSS, rendered once per content of its inputs (node_modules/.cache/vendange-theme-css). */
function themeCss() {
  const file = path.join(repoRoot, 'node_modules/.cache/vendange-theme-css', `${inputsHash()}.css`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const css = execFileSync(process.execPath, ['--import', 'tsx', renderer], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  // The first rule sets the cascade layers' order; without it the page would draw unstyled, silently.
  if (!css.startsWith('@layer ')) throw new Error(`The theme's CSS could not be rendered (it starts with ${JSON.stringify(css.slice(0, 80))}).`);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside then renamed: two builds at once never read half a file.
  writeFileSync(`${file}.${process.pid}.part`, css);
  renameSync(`${file}.${process.pid}.part`, file);
  return css;
}

/** The file the shell also serves the CSS as (hashed: immutable), for documents without it (themeCssFilePlugin). */
function themeCssFile(css) {
  return `theme.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
}

/**
 * Emits the CSS as `file` in the build's output. A document that is not an app's index.html (the storefront's
 * server-rendered page, which hands over to the shell when a session is stored) lacks the inline copy: the shell
 * then links this file before its first render (shell/src/theme-css.ts).
 */
class ThemeCssFilePlugin {
  constructor(file, css) {
    this.file = file;
    this.css = css;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ThemeCssFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ThemeCssFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new sources.RawSource(this.css));
      });
    });
  }
}

module.exports = { themeCss, themeCssFile, ThemeCssFilePlugin, inputsHash };
