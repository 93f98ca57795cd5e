const { createConfig } = require('@vendange/build-config');

module.exports = createConfig({ name: 'mfe_dashboard_crm', dir: __dirname, port: 3014 });
