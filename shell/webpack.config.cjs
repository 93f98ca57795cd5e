const { createConfig } = require('@vendange/build-config');

module.exports = createConfig({ name: 'shell', dir: __dirname, host: true, port: 3010 });
