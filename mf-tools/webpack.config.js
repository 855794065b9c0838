// Builds the tools area as a federation remote.
const { createConfig } = require('@gpa/shared-ui/build/webpack.js');

// What the area exposes (its routes, and the tools other areas embed) is its package.json "exports".
module.exports = createConfig({ dir: __dirname, kind: 'remote', port: 3004, title: 'Tools area' });
