/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by the webpack configs (like index.cjs). */
// An app's catalog holds the strings of every screen, yet a screen draws a few of them: the sales home used 7 of the
// sales catalog's 1,040 (front-end-performance.md, session 30). Once webpack has chunked and minified an MFE, this
// plugin reads the message ids each chunk names (quoted in its code) and splits the catalog along the chunks:
// - the `?first` catalog (`import('./locales/fr.po?first')`, what the MFE waits for before drawing) keeps the
//   strings of its first chunks, those that run before it registers its strings;
// - every later chunk that names strings gets its part, a JSON file per language, and the app's runtime gets a gate
//   that loads a chunk's part before the chunk runs (a `__webpack_require__.f` handler, as webpack loads a chunk's
//   CSS).
// No screen can then draw a message id: a string is named by a chunk that ran, and that chunk's strings were loaded
// before it did. A language switch loads the whole catalogs (@vendange/i18n).
const crypto = require('node:crypto');
const vm = require('node:vm');
const { FIRST_CATALOG_MARKER } = require('./first-catalog-marker.cjs');

/** The property of the app's `__webpack_require__` that @vendange/mfe-kit sets to load a chunk's strings. */
const GATE = 'vendangeCatalogGate';
/** The languages of every part, in the order of the runtime's map. */
const LOCALES = ['fr', 'en'];
/** What the runtime's gate reads its map of parts from, written in once the parts are known. */
const PARTS_MARKER = '__VENDANGE_CATALOG_PARTS__';

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

/** The whole catalog a `?first` catalog's chunk carries (the marker's argument), as compiled messages. */
function wholeCatalogIn(text) {
  const at = text.indexOf(`${FIRST_CATALOG_MARKER}(`);
  if (at < 0) throw new Error('first-catalog: no marker in a ?first catalog chunk');
  const start = at + FIRST_CATALOG_MARKER.length + 1;
  return JSON.parse(vm.runInNewContext(text.slice(start, literalEnd(text, start))));
}

/** The messages of `whole` whose ids are in `ids`. */
function pick(whole, ids) {
  return Object.fromEntries(Object.entries(whole).filter(([id]) => ids.has(id)));
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

/** The chunks holding catalogs, with what each holds. They get no part (their ids are the catalog's own keys). */
function catalogChunks(compilation) {
  const found = [];
  for (const chunk of compilation.chunks) {
    const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
    const catalogs = modules.map(resourceOf).filter((r) => /\.po(\?|$)/.test(r));
    if (catalogs.length === 0) continue;
    if (catalogs.length !== modules.length) throw new Error(`first-catalog: chunk ${chunk.id} holds a catalog and other modules, which would get no strings; import each catalog on its own`);
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
        // The map holds each part's content hashes only (French, English): it is on every page of the MFE.
        const file = (locale, i) => `${RuntimeGlobals.publicPath} + "catalogs/${locale}-" + chunkId + "." + part[${i}] + ".json"`;
        return Template.asString([
          `var catalogParts = ${PARTS_MARKER};`,
          `${RuntimeGlobals.ensureChunkHandlers}.vendangeCatalog = function(chunkId, promises) {`,
          Template.indent([
            `var gate = ${RuntimeGlobals.require}.${GATE}, part = catalogParts[chunkId];`,
            `if (gate && part) promises.push(gate({ fr: ${file('fr', 0)}, en: ${file('en', 1)} }));`,
          ]),
          '};',
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap('FirstCatalogPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap('FirstCatalogPlugin', (chunk, set) => {
        set.add(RuntimeGlobals.require);
        set.add(RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new CatalogGateRuntimeModule());
      });
      const jsOf = (chunk) => [...chunk.files].filter((f) => f.endsWith('.js'));
      const textOf = (file) => compilation.assets[file].source().toString();
      /** Per chunk: its first catalog's counts, or its part's files per language. */
      const firstCounts = new Map();
      const parts = new Map();
      // After minifying (the ids are then plain literals) and before the real content hashes are worked out.
      compilation.hooks.processAssets.tap({ name: 'FirstCatalogPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const map = {};
        cutCatalogs(map);
        // Every runtime reads the map, empty when the app has no `?first` catalog.
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of jsOf(chunk)) {
            const text = textOf(file);
            if (text.includes(PARTS_MARKER)) compilation.updateAsset(file, new sources.RawSource(text.split(PARTS_MARKER).join(JSON.stringify(map))));
          }
        }
      });
      /** Cuts the first catalogs and writes each later chunk's part, filling `map` (chunk id -> [fr hash, en hash]). */
      function cutCatalogs(map) {
        const catalogs = catalogChunks(compilation);
        const firstCatalogs = catalogs.filter((c) => c.kind === 'first');
        if (firstCatalogs.length === 0) return;
        const whole = Object.fromEntries(firstCatalogs.map(({ chunk, locale }) => [locale, wholeCatalogIn(textOf(jsOf(chunk)[0]))]));
        const ids = new Set(Object.values(whole).flatMap((messages) => Object.keys(messages)));
        const catalogSet = new Set(catalogs.map((c) => c.chunk));
        const first = firstChunks(compilation);
        const named = idsNamedIn([...first].filter((c) => !catalogSet.has(c)).flatMap(jsOf).map(textOf), ids);
        for (const { chunk } of firstCatalogs) {
          const [file] = jsOf(chunk);
          const { text, counts } = cutFirstCatalog(textOf(file), named);
          compilation.updateAsset(file, new sources.RawSource(text));
          firstCounts.set(chunk, counts[0]);
        }
        for (const chunk of compilation.chunks) {
          if (first.has(chunk) || catalogSet.has(chunk)) continue;
          const own = idsNamedIn(jsOf(chunk).map(textOf), ids);
          if (own.size === 0) continue;
          const files = {};
          map[chunk.id] = LOCALES.map((locale) => {
            if (!whole[locale]) throw new Error(`first-catalog: no ${locale} ?first catalog`);
            const content = JSON.stringify(pick(whole[locale], own));
            const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
            files[locale] = `catalogs/${locale}-${chunk.id}.${hash}.json`;
            compilation.emitAsset(files[locale], new sources.RawSource(content));
            return hash;
          });
          parts.set(chunk, { ...files, messages: own.size });
        }
      }
      // `first-catalog.json`, once the files have their final names: which files hold which catalogs, the files the
      // first catalogs were cut for, and each later chunk's part (read by the tests on the built apps).
      compilation.hooks.processAssets.tap({ name: 'FirstCatalogPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const report = {
          catalogs: catalogChunks(compilation).flatMap(({ chunk, locale, kind }) => jsOf(chunk).map((file) => ({ file, locale, kind, messages: firstCounts.get(chunk) }))),
          firstFiles: [...firstChunks(compilation)].flatMap(jsOf).sort(),
          parts: [...parts].map(([chunk, part]) => ({ chunkFile: jsOf(chunk)[0], ...part })),
        };
        compilation.emitAsset('first-catalog.json', new sources.RawSource(JSON.stringify(report)));
      });
    });
  }
}

module.exports = { FirstCatalogPlugin, idsNamedIn, cutFirstCatalog, wholeCatalogIn, GATE };
