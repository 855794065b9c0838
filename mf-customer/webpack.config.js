// Builds the customer area as a federation remote.
const { createConfig } = require('@gpa/shared-ui/build/webpack.js');

module.exports = createConfig({ dir: __dirname, kind: 'remote', port: 3001, title: 'Customer area' });
