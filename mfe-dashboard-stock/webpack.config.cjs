const { createConfig } = require('@vendange/build-config');

module.exports = createConfig({ name: 'mfe_dashboard_stock', dir: __dirname, port: 3015 });
