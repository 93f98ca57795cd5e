const { createConfig } = require('@vendange/build-config');

module.exports = createConfig({ name: 'mfe_cashregister', dir: __dirname, port: 3016 });
