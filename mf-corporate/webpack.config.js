// Builds the corporate area as a federation remote.
const { createConfig } = require('@gpa/shared-ui/build/webpack.js');

module.exports = createConfig({ dir: __dirname, kind: 'remote', port: 3002, title: 'Corporate area' });
