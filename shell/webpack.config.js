const { createConfig } = require('@gpa/shared-ui/build/webpack.js');
const serviceWorkerConfig = require('./webpack.sw.js');
const { name } = require('./package.json');

// The shell is built with no remote URLs: it reads them at run time from site-manifest.json.
const shellConfig = createConfig({ dir: __dirname, kind: 'host', port: 3000, title: 'Guam Power Authority' });

// The production build adds the service worker (the development server serves the browser build only).
module.exports = (env, argv) => {
  const configs = shellConfig(env, argv);
  return Array.isArray(configs)
    ? [...configs, serviceWorkerConfig(argv.mode === 'production', name)]
    : configs;
};
