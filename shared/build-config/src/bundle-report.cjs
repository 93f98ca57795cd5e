/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by the webpack configs (like index.cjs). */
// Bundle analysis (docs/decisions/front-end-performance.md): with VENDANGE_BUNDLE_REPORT=<folder>, every
// production build writes <folder>/<app>.json (each chunk: files, raw size, the largest modules by package)
// and <folder>/<app>.md (the same as a table). Off by default: dist/ is served, the report stays out of it.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

/** 'node_modules/@chakra-ui/react/dist/esm/…' → '@chakra-ui/react'; app sources → 'app:<folder>'; facades → 'facade <request>'. */
function packageOf(resource) {
  // A generated facade (./facades.cjs), concatenated with the library parts it keeps.
  const facade = resource.match(/vendange-facades[\\/](.+)-[0-9a-f]{12}\.mjs$/);
  if (facade) return `facade ${facade[1].replace(/^_/, '@').replace(/_/g, '/')}`;
  const parts = resource.split(/[\\/]node_modules[\\/]/);
  if (parts.length > 1) {
    const rest = parts[parts.length - 1].split(/[\\/]/);
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const m = resource.match(/[\\/](shared[\\/][^\\/]+|shell|mfe-[^\\/]+)[\\/]/);
  return m ? `app:${m[1].replace(/\\/g, '/')}` : path.basename(resource);
}

class BundleReportPlugin {
  constructor(name, dir) {
    this.name = name;
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.done.tap('BundleReportPlugin', (stats) => {
      const { compilation } = stats;
      const { chunkGraph } = compilation;
      const chunks = [];
      for (const chunk of compilation.chunks) {
        const byPackage = new Map();
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          const resource = module.resource ?? module.rootModule?.resource ?? module.identifier();
          const key = packageOf(resource);
          byPackage.set(key, (byPackage.get(key) ?? 0) + module.size());
        }
        const files = [...chunk.files].filter((f) => f.endsWith('.js'));
        const bytes = files.reduce((n, f) => n + (compilation.assets[f]?.size() ?? 0), 0);
        const packages = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, size]) => ({ name, kb: +(size / 1024).toFixed(1) }));
        chunks.push({ files, kb: +(bytes / 1024).toFixed(1), initial: chunk.canBeInitial(), packages });
      }
      chunks.sort((a, b) => b.kb - a.kb);
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(path.join(this.dir, `${this.name}.json`), JSON.stringify(chunks, null, 2));
      const rows = chunks.filter((c) => c.kb >= 3).map((c) => `| ${c.files.join(', ')} | ${c.kb} | ${c.packages.map((p) => `${p.name} ${p.kb}`).join(', ')} |`);
      writeFileSync(path.join(this.dir, `${this.name}.md`), `| chunk | KB (minified) | largest parts (KB before minification) |\n|---|---|---|\n${rows.join('\n')}\n`);
    });
  }
}

module.exports = { BundleReportPlugin };
