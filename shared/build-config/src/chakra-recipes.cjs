/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, beside facades.cjs. */
// Which Chakra UI recipes the front ends' components style themselves with (docs/decisions/front-end-performance.md).
//
// Chakra's `defaultConfig` carries all 76 recipes of its components; every page downloaded and evaluated them
// although the front ends draw about twenty components. The theme (shared/ui/src/theme-recipes.ts) lists the
// recipes it keeps; a component whose recipe is missing would draw unstyled (Chakra falls back to an empty
// recipe, silently), so `theme-recipes.test.ts` compares that list with what this module finds: the recipe keys
// (`createRecipeContext({ key: "button" })`, `useSlotRecipe({ key: "dialog" })`…) in the sources of every Chakra
// name the front ends import, and of every Chakra module those sources import in turn.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { chakraFacade } = require('./facades.cjs');

const repoRoot = path.resolve(__dirname, '../../..');
const esmRoot = () => path.join(path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [repoRoot] })), 'dist/esm');

/** The files Chakra's entry takes `name` from (a namespace like `Dialog` is one file of re-exports). */
function filesOfExport(indexSource, name) {
  const files = [];
  for (const m of indexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    if (m[1].split(',').some((part) => part.trim().split(/\s+as\s+/).pop().trim() === name)) files.push(m[2]);
  }
  for (const m of indexSource.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const part of m[1].split(',')) {
      const [local, exported] = part.trim().split(/\s+as\s+/).map((s) => s.trim());
      if ((exported ?? local) !== name) continue;
      const ns = indexSource.match(new RegExp(`import\\s+\\*\\s+as\\s+${local.replace(/\$/g, '\\$')}\\s+from\\s*['"](\\.[^'"]+)['"]`));
      if (ns) files.push(ns[1]);
    }
  }
  return files;
}

/** Recipe keys found in `entryFiles` and every relative module they import (Chakra's own theme left out). */
function recipeKeysFrom(entryFiles) {
  const root = esmRoot();
  const themeDir = path.join(root, 'theme');
  const seen = new Set();
  const keys = new Set();
  const queue = [...entryFiles];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file) || file.startsWith(themeDir) || path.basename(file) === 'preset.js') continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\bkey:\s*"([A-Za-z]+)"/g)) keys.add(m[1]);
    for (const m of source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) queue.push(path.resolve(path.dirname(file), m[1]));
  }
  return keys;
}

/** The recipe keys the Chakra names imported by the front ends use, split into recipes and slot recipes. */
function usedChakraRecipes() {
  const root = esmRoot();
  const indexSource = readFileSync(path.join(root, 'index.js'), 'utf8');
  const facade = chakraFacade();
  if (!facade) throw new Error('A front end imports @chakra-ui/react whole: the used recipes cannot be known.');
  const entries = facade.names.flatMap((name) => filesOfExport(indexSource, name).map((f) => path.join(root, f)));
  const found = recipeKeysFrom(entries);
  const defined = (file) => new Set([...readFileSync(path.join(root, 'theme', file), 'utf8').matchAll(/^\s*(\w+):\s*\w+Recipe,?$/gm)].map((m) => m[1]));
  const recipes = defined('recipes.js');
  const slotRecipes = defined('slot-recipes.js');
  return {
    recipes: [...found].filter((k) => recipes.has(k)).sort(),
    slotRecipes: [...found].filter((k) => slotRecipes.has(k)).sort(),
  };
}

module.exports = { usedChakraRecipes };
