const { createConfig } = require('@vendange/build-config');

module.exports = createConfig({ name: 'mfe_shop', dir: __dirname, port: 3012 });
