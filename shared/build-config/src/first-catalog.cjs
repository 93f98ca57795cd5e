/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by the webpack configs (like index.cjs). */
// An app's catalog holds the strings of every screen, yet its first screen draws a handful: the sales home used 7 of
// the sales catalog's 1,040 (front-end-performance.md, session 30). The build cuts, out of each `?first` catalog, the
// strings that the app's first chunks name (found in their minified code, once webpack has chunked the app), and
// adds to the app's runtime a gate that loads the whole catalog before any later chunk runs. No screen can then draw
// a message id: a string is either in the first chunks, hence in the first catalog, or in a chunk that waited for
// the whole one.
const vm = require('node:vm');
const { FIRST_CATALOG_MARKER } = require('./first-catalog-marker.cjs');

/** The property of the app's `__webpack_require__` that @vendange/mfe-kit sets to load the whole catalog. */
const GATE = 'vendangeCatalogGate';

/** The ids among `ids` that appear as a quoted string in one of `sources` (minified code). */
function idsNamedIn(sources, ids) {
  const named = new Set();
  for (const id of ids) {
    if (sources.some((text) => text.includes(`"${id}"`) || text.includes(`'${id}'`) || text.includes(`\`${id}\``))) named.add(id);
  }
  return named;
}

/** Where the string literal that starts at `start` ends (after its closing quote). */
function literalEnd(text, start) {
  const quote = text[start];
  if (!`"'\``.includes(quote)) throw new Error(`first-catalog: a string literal was expected at ${start}`);
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i + 1;
  }
  throw new Error('first-catalog: unterminated string literal');
}

/**
 * Replaces each marker call in `text` (`MARKER("<whole catalog JSON>")`) with the JSON of its messages named in
 * `named`, as a string literal. Returns the new text and the counts, or null when there is no marker.
 */
function cutFirstCatalog(text, named) {
  let at = text.indexOf(`${FIRST_CATALOG_MARKER}(`);
  if (at < 0) return null;
  let out = '';
  let from = 0;
  const counts = [];
  while (at >= 0) {
    const start = at + FIRST_CATALOG_MARKER.length + 1;
    const end = literalEnd(text, start);
    if (text[end] !== ')') throw new Error('first-catalog: the marker takes one string');
    const whole = JSON.parse(vm.runInNewContext(text.slice(start, end)));
    const first = Object.fromEntries(Object.entries(whole).filter(([id]) => named.has(id)));
    counts.push({ whole: Object.keys(whole).length, first: Object.keys(first).length });
    out += text.slice(from, at) + JSON.stringify(JSON.stringify(first));
    from = end + 1;
    at = text.indexOf(`${FIRST_CATALOG_MARKER}(`, from);
  }
  return { text: out + text.slice(from), counts };
}

/** The whole catalogs of an asset's text (the marker's argument), for the ids they hold. */
function catalogIdsIn(text) {
  const ids = new Set();
  let at = text.indexOf(`${FIRST_CATALOG_MARKER}(`);
  while (at >= 0) {
    const start = at + FIRST_CATALOG_MARKER.length + 1;
    const end = literalEnd(text, start);
    for (const id of Object.keys(JSON.parse(vm.runInNewContext(text.slice(start, end))))) ids.add(id);
    at = text.indexOf(`${FIRST_CATALOG_MARKER}(`, end);
  }
  return ids;
}

function resourceOf(module) {
  return module.rootModule?.resource ?? module.resource ?? '';
}

/**
 * The chunks an app runs before its catalog gate is set: its entry points' and those of the chunk groups they start
 * (the shell's bootstrap, an MFE's exposed lifecycles), which load before its code registers its strings.
 */
function firstChunks(compilation) {
  const { chunkGraph } = compilation;
  const entryChunks = new Set();
  for (const entrypoint of compilation.entrypoints.values()) for (const chunk of entrypoint.chunks) entryChunks.add(chunk);
  const chunks = new Set(entryChunks);
  for (const group of compilation.chunkGroups) {
    const fromEntry = group.origins.some((o) => o.module && [...chunkGraph.getModuleChunksIterable(o.module)].some((c) => entryChunks.has(c)));
    if (fromEntry) for (const chunk of group.chunks) chunks.add(chunk);
  }
  return chunks;
}

/** The chunks holding catalogs, with what each holds: loaded by the gate itself, so never held by it. */
function catalogChunks(compilation) {
  const found = [];
  for (const chunk of compilation.chunks) {
    const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
    const catalogs = modules.map(resourceOf).filter((r) => /\.po(\?|$)/.test(r));
    if (catalogs.length === 0) continue;
    if (catalogs.length !== modules.length) throw new Error(`first-catalog: chunk ${chunk.id} holds a catalog and other modules; the catalog gate would let them run ungated`);
    const [file, query = ''] = catalogs[0].split('?');
    found.push({ chunk, locale: file.split('/').pop().replace(/\.po$/, ''), kind: query.includes('first') ? 'first' : 'whole' });
  }
  return found;
}

class FirstCatalogPlugin {
  apply(compiler) {
    const { Compilation, RuntimeGlobals, RuntimeModule, Template, sources } = compiler.webpack;

    class CatalogGateRuntimeModule extends RuntimeModule {
      constructor() {
        super('vendange catalog gate', RuntimeModule.STAGE_ATTACH);
      }

      generate() {
        const skip = Object.fromEntries(catalogChunks(this.compilation).map(({ chunk }) => [chunk.id, 1]));
        return Template.asString([
          `var catalogChunks = ${JSON.stringify(skip)};`,
          `${RuntimeGlobals.ensureChunkHandlers}.vendangeCatalog = function(chunkId, promises) {`,
          Template.indent([
            `var gate = ${RuntimeGlobals.require}.${GATE};`,
            'if (gate && !catalogChunks[chunkId]) promises.push(gate());',
          ]),
          '};',
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap('FirstCatalogPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap('FirstCatalogPlugin', (chunk, set) => {
        set.add(RuntimeGlobals.require);
        compilation.addRuntimeModule(chunk, new CatalogGateRuntimeModule());
      });
      const cut = new Map();
      // After minifying (the ids are then plain literals) and before the real content hashes are worked out.
      compilation.hooks.processAssets.tap({ name: 'FirstCatalogPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const jsOf = (chunks) => [...chunks].flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js'));
        const marked = Object.keys(compilation.assets).filter((f) => f.endsWith('.js') && compilation.assets[f].source().toString().includes(`${FIRST_CATALOG_MARKER}(`));
        if (marked.length === 0) return;
        const ids = new Set();
        for (const file of marked) for (const id of catalogIdsIn(compilation.assets[file].source().toString())) ids.add(id);
        const firstTexts = jsOf(firstChunks(compilation)).filter((f) => !marked.includes(f)).map((f) => compilation.assets[f].source().toString());
        const named = idsNamedIn(firstTexts, ids);
        for (const file of marked) {
          const { text, counts } = cutFirstCatalog(compilation.assets[file].source().toString(), named);
          compilation.updateAsset(file, new sources.RawSource(text));
          for (const chunk of compilation.chunks) if (chunk.files.has(file)) cut.set(chunk, counts[0]);
        }
      });
      // `first-catalog.json`, once the files have their final names: which files hold which catalogs, and the files
      // the first catalogs were cut for (read by the tests on the built apps).
      compilation.hooks.processAssets.tap({ name: 'FirstCatalogPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const jsOf = (chunk) => [...chunk.files].filter((f) => f.endsWith('.js'));
        const report = {
          catalogs: catalogChunks(compilation).flatMap(({ chunk, locale, kind }) => jsOf(chunk).map((file) => ({ file, locale, kind, messages: cut.get(chunk) }))),
          firstFiles: [...firstChunks(compilation)].flatMap(jsOf).sort(),
        };
        compilation.emitAsset('first-catalog.json', new sources.RawSource(JSON.stringify(report)));
      });
    });
  }
}

module.exports = { FirstCatalogPlugin, idsNamedIn, cutFirstCatalog, catalogIdsIn, GATE };
