const path = require('node:path');
const webpack = require('webpack');
const { createConfig } = require('@vendange/build-config');

const app = createConfig({ name: 'mfe_shop', dir: __dirname, port: 3012 });
const repoRoot = path.resolve(__dirname, '..');
const distServer = path.join(__dirname, 'dist-server');

/** Writes public/manifest.json: the storefront's entry scripts (the gateway puts them in each page) and every script it may load. */
class StorefrontManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StorefrontManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StorefrontManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const entry = [...compilation.entrypoints.get('storefront').getFiles()].filter((f) => f.endsWith('.js'));
        const all = Object.keys(compilation.assets).filter((f) => f.endsWith('.js')).sort();
        const manifest = { scripts: entry.map((f) => `${publicPath}${f}`), files: all.map((f) => `${publicPath}${f}`) };
        compilation.emitAsset('manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/**
 * The server-rendered storefront (src/ssr, docs/decisions/storefront-ssr.md): a Node build of the
 * renderer that the gateway calls, and the small browser build that hydrates its pages (served at
 * /storefront/). Same loaders as the app (SWC + the lingui macro); no Module Federation, no Chakra.
 */
function storefrontConfigs(main, mode) {
  const common = {
    mode,
    context: __dirname,
    devtool: false,
    resolve: main.resolve,
    module: main.module,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  const define = () => new webpack.DefinePlugin({ __DEV__: JSON.stringify(mode === 'development'), __APP_VERSION__: JSON.stringify('5.5.1') });
  const cache = (name) => ({ type: 'filesystem', cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', name), buildDependencies: { config: [__filename] } });
  const server = {
    ...common,
    name: 'storefront-server',
    target: 'node20',
    entry: { 'storefront-server': './src/ssr/server-entry.tsx' },
    // Self-contained (React included): the gateway loads it from any STATIC_DIR.
    output: { path: path.join(distServer, 'node'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    optimization: { minimize: false, moduleIds: 'deterministic' },
    plugins: [define()],
    cache: cache('mfe_shop_storefront_server'),
  };
  const client = {
    ...common,
    name: 'storefront-client',
    target: ['web', 'es2022'],
    entry: { storefront: './src/ssr/hydrate.ts' },
    output: {
      path: path.join(distServer, 'public'), publicPath: '/storefront/', uniqueName: 'storefront',
      filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true,
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [define(), new StorefrontManifestPlugin()],
    cache: cache('mfe_shop_storefront_client'),
  };
  return [server, client];
}

module.exports = (env = {}, argv = {}) => {
  const main = app(env, argv);
  // `webpack serve` (npm run dev) runs the app alone.
  if (env.WEBPACK_SERVE) return main;
  return [main, ...storefrontConfigs(main, main.mode)];
};
