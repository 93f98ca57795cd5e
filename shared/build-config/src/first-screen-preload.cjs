/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by the webpack configs (like index.cjs). */
// The shell's index.html names only `main.js`; the chunks of its first screen (the bootstrap and the shared
// libraries it consumes: react-dom, the Chakra facade, the router…) were requested only once main.js had arrived
// and run the federation runtime: one round trip and main's evaluation later. Preload hints let the browser fetch
// them beside main.js (front-end-performance.md, session 24).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The script files the first screen needs: the chunks of the chunk groups started by `import(request)` for each of
 * `requests` and,
 * through the shared modules those chunks consume, the chunks holding this build's own provided copies (what the
 * runtime loads when no other app offers a newer version; a consumer's fallback chunk may be another file with the
 * same content), followed transitively. Lazy imports are not followed.
 */
function firstScreenFiles(compilation, requests) {
  const { chunkGraph } = compilation;
  const starts = [...compilation.chunkGroups].filter((g) => g.origins.some((o) => requests.includes(o.request)));
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE_SHARED) provided.set(`${module._shareScope}/${module._name}`, module);
  const files = new Set();
  const seen = new Set();
  const queue = starts.flatMap((g) => g.chunks);
  while (queue.length) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      const own = provided.get(`${module.options.shareScope}/${module.options.shareKey}`) ?? module;
      for (const block of own.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) queue.push(...group.chunks);
      }
    }
  }
  return [...files].sort();
}

class FirstScreenPreloadPlugin {
  /** @param {{ requests: string[], publicPath: string }} o the dynamic imports the first screen waits for */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('FirstScreenPreloadPlugin', (data) => {
        const links = firstScreenFiles(compilation, this.o.requests).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.o.publicPath}${file}` }));
        // After main.js's tag: it stays the first request of the page.
        data.assetTags.scripts.push(...links);
        return data;
      });
    });
  }
}


/**
 * An MFE's `first-screen.json`: the files of its French catalog, which its lifecycles fetch at mount, after its
 * remote entry. The gateway adds them to the preload hints of the pages the MFE owns (services/gateway
 * page-hints.ts), beside the entry and the exposed module's files read from mf-manifest.json.
 */
class FirstScreenListPlugin {
  /** @param {{ requests: string[] }} o */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstScreenListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstScreenListPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('first-screen.json', new RawSource(JSON.stringify({ files: firstScreenFiles(compilation, this.o.requests) })));
      });
    });
  }
}

module.exports = { FirstScreenListPlugin, FirstScreenPreloadPlugin, firstScreenFiles };
