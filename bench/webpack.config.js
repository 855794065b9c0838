// The monolith build, only for comparison with the federated site (npm run build:monolith, npm run bench):
// the shell and the four areas' public modules (their package.json "exports") in one build, one React, each area's routes module and
// each page still its own chunk. It is deployed like the federated site (deploy/monolith: index.html, its
// chunks, server/shell.js) so that the same site server renders and serves it.
const path = require('node:path');
const {
  typescriptRule,
  scriptFilenames,
  browserResolve,
  htmlPage,
  serverBundleConfig,
  browserDevtool,
} = require('@gpa/shared-ui/build/webpack.js');
const serviceWorkerConfig = require('@gpa/shell/webpack.sw.js');
const { NormalModuleReplacementPlugin } = require('webpack');

const root = path.join(__dirname, '..');
const outputPath = path.join(root, 'deploy', 'monolith');
// The areas are imported, not loaded from remotes: the federation runtime gives way to a static module table.
// The runtime core the host hands to the areas' remote entries is not needed either: an empty module.
const alias = {
  '@module-federation/enhanced/runtime$': path.join(__dirname, 'src/federationRuntime.ts'),
  '@module-federation/runtime-core$': path.join(__dirname, 'src/noRuntimeCore.ts'),
};
const resolve = { extensions: ['.tsx', '.ts', '.js'], alias };
// The shell's host starts no area containers here: its loader gives way to the same static module table.
const shellFederation = path.join(root, 'shell', 'src', 'federation');
const staticContainers = new NormalModuleReplacementPlugin(/^\.\/areaContainers$/, (resource) => {
  if (resource.context === shellFederation) resource.request = path.join(__dirname, 'src/areaContainers.ts');
});

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const browser = {
    name: 'monolith',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: './src/index.ts',
    // As the federated builds: maps for operators, none named in the bundles.
    devtool: browserDevtool(production),
    // server/ is the server build's (built at the same time).
    output: {
      path: outputPath,
      publicPath: '/',
      ...scriptFilenames(production),
      clean: { keep: /^server[\\/]/ },
    },
    resolve: browserResolve(production, { alias }),
    module: { rules: [typescriptRule(__dirname)] },
    plugins: [htmlPage('Guam Power Authority'), staticContainers],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
  const server = serverBundleConfig({
    dir: __dirname,
    production,
    name: 'monolith:server',
    entry: { shell: './src/server.ts' },
    outputPath: path.join(outputPath, 'server'),
    resolve,
  });
  // The same service worker as the site's (/sw.js at the root), so that both builds do the same work.
  const worker = serviceWorkerConfig(production, browser.name);
  return [browser, server, { ...worker, output: { ...worker.output, path: outputPath } }];
};
