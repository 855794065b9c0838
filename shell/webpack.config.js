const { createConfig } = require('@gpa/shared-ui/build/webpack.js');
const { ChunkGroupFilesPlugin } = require('@gpa/shared-ui/build/chunk-group-files.js');
const serviceWorkerConfig = require('./webpack.sw.js');
const { name } = require('./package.json');
const { DefinePlugin } = require('webpack');

// The shell is built with no remote URLs: it reads them at run time from site-manifest.json.
const shellConfig = createConfig({ dir: __dirname, kind: 'host', port: 3000, title: 'Guam Power Authority' });

// The host (shell/src/federation/federationHost.ts) loads and starts each area's container itself and runs
// only in browsers: the runtime keeps its sharing, and its remote loader (manifest snapshots, preloading) and
// Node paths stay out of the bundle (the flags the enhanced plugin defines for experiments.optimization's
// disableSnapshot, disableRemote and target).
const hostRuntimeFlags = new DefinePlugin({
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  FEDERATION_OPTIMIZE_NO_REMOTE: true,
  ENV_TARGET: JSON.stringify('web'),
});
// No vendors chunk beside each lazy chunk: it split the host's few small package modules (versions, zustand's
// entry) into a request of their own on every page with an area's code.
const withHostOptions = (browser) => ({
  ...browser,
  plugins: [...browser.plugins, hostRuntimeFlags],
  optimization: { ...browser.optimization, splitChunks: { cacheGroups: { defaultVendors: false } } },
});

// The production build adds the service worker (the development server serves the browser build only), and
// lists the files of the federation host's chunks (shell/src/federation/areas.ts names them) and of the content
// entry checks (shared-ui's content client), which the site server names in every page.
module.exports = (env, argv) => {
  const configs = shellConfig(env, argv);
  if (!Array.isArray(configs)) return withHostOptions(configs);
  const [browser, ...others] = configs;
  const withHostFiles = withHostOptions({
    ...browser,
    plugins: [
      ...browser.plugins,
      new ChunkGroupFilesPlugin('federation-host', 'federation-host.json'),
      new ChunkGroupFilesPlugin('content-entries', 'content-entries.json'),
    ],
  });
  return [withHostFiles, ...others, serviceWorkerConfig(argv.mode === 'production', name)];
};
