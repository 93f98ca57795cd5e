const { createConfig } = require('@vendange/build-config');

module.exports = createConfig({ name: 'mfe_dashboard_sales', dir: __dirname, port: 3013 });
