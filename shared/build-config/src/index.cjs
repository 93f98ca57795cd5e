// One webpack + Module Federation configuration for the shell and every MFE, so that shared
// singletons, loaders and output naming never drift between apps.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BundleReportPlugin } = require('./bundle-report.cjs');
const { chakraFacade, reactRouterFacade } = require('./facades.cjs');
const { FirstScreenListPlugin, FirstScreenPreloadPlugin } = require('./first-screen-preload.cjs');
const { FirstCatalogPlugin } = require('./first-catalog.cjs');
const { themeCss, themeCssFile, ThemeCssFilePlugin } = require('./theme-css.cjs');

const repoRoot = path.resolve(__dirname, '../../..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;

/**
 * Shared by the shell and every MFE: singletons (one React, one jotai store, one i18n), and libraries
 * downloaded once (react-router and Chakra UI through facades, react-hook-form).
 */
function sharedModules() {
  const singleton = (name, pkg = name) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}`, version: versionOf(pkg) });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    jotai: singleton('jotai'),
    'jotai/': singleton('jotai'),
    swr: singleton('swr'),
    'single-spa': singleton('single-spa'),
    '@lingui/core': singleton('@lingui/core'),
    '@lingui/react': singleton('@lingui/react'),
    '@emotion/react': singleton('@emotion/react'),
    '@vendange/store': singleton('@vendange/store'),
    '@vendange/api-client': singleton('@vendange/api-client'),
    '@vendange/i18n': singleton('@vendange/i18n'),
    // The Chakra system (tokens turned into CSS variables, the recipes used): built once per page, not once per app.
    '@vendange/ui/theme': singleton('@vendange/ui'),
    ...facadeShared('@chakra-ui/react', '@vendange/chakra-facade', chakraFacade),
    ...facadeShared('react-router', '@vendange/react-router-facade', reactRouterFacade),
    // Loaded by several apps on the same page (the login form, then the sales home): served whole when shared,
    // and measured lighter that way (25/11/2026). Not a singleton: a form lives inside one app.
    // Left out after measuring: zod (whole, 87 KB gzip, vs ~27 KB tree-shaken per app) and libphonenumber-js.
    'react-hook-form': library('react-hook-form'),
  };
}

/** A library shared by version (the highest compatible one already loaded), not as a singleton. */
function library(name) {
  return { singleton: false, requiredVersion: `^${versionOf(name)}`, version: versionOf(name) };
}

/**
 * A library through its generated facade (./facades.cjs): one copy of the parts the front ends use,
 * downloaded once. Not a singleton, exact version: an app whose facade differs (built from other sources)
 * keeps its own copy instead of receiving a module that lacks one of its imports. That is safe for both:
 * each app renders in its own React root, with its own ChakraProvider and its own router (MfeRouter).
 * VENDANGE_FACADES=0: each app keeps its own copies (react-router then a singleton), for comparisons.
 */
function facadeShared(request, shareKey, make) {
  const f = process.env.VENDANGE_FACADES === '0' ? null : make();
  if (!f) return request === 'react-router' ? { [request]: { singleton: true, requiredVersion: `^${versionOf(request)}`, version: versionOf(request) } } : {};
  return { [request]: { import: f.file, shareKey, version: f.version, requiredVersion: f.version, singleton: false, strictVersion: false } };
}

/**
 * @param {object} o
 * @param {string} o.name federation name (snake_case), e.g. 'mfe_shop' or 'shell'
 * @param {string} o.dir the app folder (absolute)
 * @param {boolean} [o.host] the shell: no exposes, HTML at '/', runtime remotes
 * @param {number} o.port dev-server port when run alone
 */
function createConfig({ name, dir, host = false, port }) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const dev = mode === 'development';
    const pageCss = themeCss();
    const pageCssFile = themeCssFile(pageCss);
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: '[name].[fullhash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic', development: dev } },
                  experimental: { plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] },
                },
              },
            },
          },
          // `?first`: the strings of the app's first chunks only, cut by FirstCatalogPlugin (a production build; in
          // development the whole catalog).
          { test: /\.po$/, oneOf: [
            { resourceQuery: /first/, use: [...(dev ? [] : [require.resolve('./first-catalog-loader.cjs')]), '@lingui/loader'] },
            { use: '@lingui/loader' },
          ] },
          // The shared packages are barrels (`export * from './forms'`) without side effects at import: told so,
          // webpack drops what an app does not use (the forms, zod and react-hook-form left the sales home's chunk).
          { include: path.join(repoRoot, 'shared'), exclude: /node_modules/, sideEffects: false },
          // Images imported by screens (e.g. the seasonal auth banners): hashed files served next to the
          // chunks, so the gateway caches them as immutable (its HASHED pattern wants `.<hash>.<ext>`).
          { test: /\.(svg|png|jpe?g|webp)$/i, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes: { './lifecycles': './src/lifecycles.tsx' } }),
          shared: sharedModules(),
          dts: false,
          manifest: true,
          // Browser only: the runtime's Node.js paths go. MFEs load no remote of their own (only the shell reads
          // mf-manifest.json), so their runtime also drops the manifest snapshot plugin (front-end-performance.md).
          experiments: { optimization: { target: 'web', ...(host ? {} : { disableSnapshot: true }) } },
        }),
        new webpack.DefinePlugin({
          __BUILD_ID__: JSON.stringify(process.env.VENDANGE_BUILD_ID ?? new Date().toISOString()),
          __APP_VERSION__: JSON.stringify('5.5.1'),
          __DEV__: JSON.stringify(dev),
          // The shell links it when its document lacks the inline copy (theme-css.cjs).
          __THEME_CSS_FILE__: JSON.stringify(pageCssFile),
        }),
        ...(host ? [new ThemeCssFilePlugin(pageCssFile, pageCss)] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Vendange',
          filename: 'index.html',
          favicon: path.join(__dirname, 'favicon.svg'),
          publicPath: '/',
          // The theme's page CSS, in the HTML rather than worked out by the scripts (theme-css.cjs).
          themeCss: pageCss,
        }),
        // The shell's bootstrap and its French catalog (French first: an English browser also fetches those 2 KB).
        host ? new FirstScreenPreloadPlugin({ requests: ['./bootstrap', './locales/fr.po'], publicPath: '/' }) : new FirstScreenListPlugin({ requests: ['./locales/fr.po?first'] }),
        // An MFE's first screen draws a few of its strings; the shell's chrome draws most of its own (76 of 99), so
        // the shell keeps one catalog (front-end-performance.md, session 30).
        ...(dev || host ? [] : [new FirstCatalogPlugin()]),
        ...(process.env.VENDANGE_BUNDLE_REPORT && !dev ? [new BundleReportPlugin(name, path.resolve(process.env.VENDANGE_BUNDLE_REPORT))] : []),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      cache: { type: 'filesystem', cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', name),
        // The cache takes node_modules as unchanged while versions are: a patched package (patches/) must
        // invalidate it too.
        buildDependencies: { config: [__filename], patches: [path.join(repoRoot, 'patches') + path.sep] } },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/v1', '/remotes.json', '/mfe'], target: process.env.GATEWAY_URL ?? 'http://localhost:3000' }],
      },
    };
  };
}

module.exports = { createConfig, sharedModules };
