const { createConfig } = require('@gpa/shared-ui/build/webpack.js');

// The shell is built with no remote URLs: it reads them at run time from site-manifest.json.
module.exports = createConfig({ dir: __dirname, kind: 'host', port: 3000, title: 'Guam Power Authority' });
