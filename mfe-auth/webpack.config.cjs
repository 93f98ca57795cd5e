const { createConfig } = require('@vendange/build-config');

module.exports = createConfig({ name: 'mfe_auth', dir: __dirname, port: 3011 });
