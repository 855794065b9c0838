// Builds the financials area as a federation remote.
const { createConfig } = require('@gpa/shared-ui/build/webpack.js');

module.exports = createConfig({ dir: __dirname, kind: 'remote', port: 3003, title: 'Financials area' });
