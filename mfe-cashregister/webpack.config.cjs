const { createConfig } = require('@vendange/build-config');

const base = createConfig({ name: 'mfe_cashregister', dir: __dirname, port: 3016 });

/**
 * The camera scanner reads barcodes with ZXing compiled to WebAssembly (barcode-detector): its .wasm is emitted as a
 * hashed file of this build, served by the platform like the chunks (the till's machines have no internet, and the
 * library's default would fetch it from a CDN).
 */
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({ test: /\.wasm$/i, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } });
  return config;
};
