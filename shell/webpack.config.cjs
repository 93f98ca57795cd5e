const { createConfig } = require('@vendange/build-config');
const { version } = require('./package.json');

/**
 * Emits version.json ({ version: "<package version>+<compilation hash, 12 chars>" }): the shell polls
 * it (spec point 4, every 5 minutes) and offers a reload when it differs from the version it runs.
 */
class VersionFilePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const body = JSON.stringify({ version: `${version}+${compilation.hash.slice(0, 12)}` });
        compilation.emitAsset('version.json', new sources.RawSource(body));
      });
    });
  }
}

const base = createConfig({ name: 'shell', dir: __dirname, host: true, port: 3010 });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new VersionFilePlugin());
  return config;
};
