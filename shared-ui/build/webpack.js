// One small webpack config per app, built from this factory: the shell (host) and every area (remote)
// differ only in their name, port and what they expose.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared, federationName, serverSingletons, remoteEntryFile } = require('./federation');
const { RouteTablePlugin } = require('./route-table');

const CONTENT_SERVICE = process.env.CONTENT_SERVICE_URL || 'http://127.0.0.1:1337';

/** TypeScript and TSX: type checking runs once for the whole repo (npm run typecheck); the builds only transpile. */
const typescriptRule = (dir) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('ts-loader'),
    options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
  },
});

/**
 * Production source maps stay next to the build for operators (decoding reported errors) but are never
 * served, so the bundles carry no sourceMappingURL comment pointing at them.
 */
const browserDevtool = (production) => (production ? 'hidden-source-map' : 'eval-cheap-module-source-map');

/**
 * Module resolution of every browser build. React Router's package exports point every bundler at its
 * development build (warnings and checks that a visitor never needs); a production build takes its
 * production build instead.
 */
const browserResolve = (production, extra = {}) => ({
  extensions: ['.tsx', '.ts', '.js'],
  ...extra,
  alias: {
    ...(production
      ? {
          'react-router$': path.join(
            path.dirname(require.resolve('react-router/package.json')),
            'dist/production/index.mjs',
          ),
        }
      : {}),
    ...extra.alias,
  },
});

/** Content-hashed names in production, so that every file but index.html can be cached for good. */
const scriptFilenames = (production) => ({
  filename: production ? '[name].[contenthash:8].js' : '[name].js',
  chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
});

/**
 * The page every build serves (the site server fills in the head and #root); firstScripts run before the
 * build's own; the site's page (the shell's) links the web app manifest, an area's standalone page does not.
 */
const htmlPage = (title, firstScripts = [], { installable = false } = {}) =>
  new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, firstScripts, installable });

/** The file an area build adds for its standalone page: the federation runtime that the shell provides on the site. */
const RUNTIME_PROVIDER = 'federation-runtime';

/**
 * A server bundle: one CommonJS file per entry for Node (page imports become part of it), unminified since
 * nobody downloads it and readable stack traces are worth more than bytes.
 */
function serverBundleConfig({ dir, production, name, entry, outputPath, externals, resolve = {} }) {
  return {
    mode: production ? 'production' : 'development',
    name,
    context: dir,
    target: 'node20',
    entry,
    devtool: false,
    output: {
      path: outputPath,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '',
      clean: true,
    },
    externals,
    resolve: { extensions: ['.tsx', '.ts', '.js'], ...resolve },
    module: { rules: [typescriptRule(dir)] },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * What an area offers the rest of the site: its package.json `exports` (always `./routes`, plus the
 * components other areas embed), exposed to Module Federation under the same names. One list for both.
 */
function publicModules(pkg) {
  const modules = Object.fromEntries(
    Object.entries(pkg.exports ?? {}).filter(([name]) => name !== './package.json'),
  );
  if (!modules['./routes'])
    throw new Error(`${pkg.name}: package.json "exports" must name its "./routes" module`);
  return modules;
}

/**
 * An area's production build leaves the federation runtime to the shell, which carries it anyway
 * (experiments.externalRuntime: remoteEntry.js 28 -> 9 KB gzip). The area's own standalone QA page
 * has no shell, so it loads this file first: the runtime on its own, under the name the area expects.
 */
function runtimeProviderConfig(dir, packageName) {
  return {
    mode: 'production',
    name: `${packageName}:federation-runtime`,
    context: dir,
    entry: { [RUNTIME_PROVIDER]: path.join(__dirname, 'standaloneRuntime.js') },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * An area's federation container. The shell provides the runtime to the areas (federationHost.ts). This
 * build runs only in browsers: the container leaves out the runtime's Node paths. On the site the container
 * consumes no remote and reads no manifest snapshot (the host starts every area), so its bundler runtime
 * leaves both out; the development server's remotes keep them.
 */
const areaContainer = (name, exposes, production) =>
  new ModuleFederationPlugin({
    name,
    filename: remoteEntryFile,
    exposes,
    shared,
    manifest: true,
    dts: false,
    experiments: {
      externalRuntime: production,
      optimization: { target: 'web', disableRemote: production, disableSnapshot: production },
    },
  });

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} options.kind
 * @param {number} options.port       dev server port
 * @param {string} options.title      page title of the app's own index.html
 */
function createConfig({ dir, kind, port, title }) {
  const pkg = require(path.join(dir, 'package.json'));
  const name = federationName(path.basename(dir));
  const isRemote = kind === 'remote';
  const exposes = isRemote ? publicModules(pkg) : undefined;

  /**
   * The server build, in dist/server/ so that one release carries both: the shell's is the render function
   * (dist/server/shell.js, everything bundled, including the singletons it provides); an area's is its
   * routes module (dist/server/routes.js) with the singletons left as require() calls that the site server
   * answers with the shell's copies.
   */
  const serverConfig = (production) =>
    serverBundleConfig({
      dir,
      production,
      name: `${pkg.name}:server`,
      entry: isRemote ? { routes: './src/routes.tsx' } : { shell: './src/server/index.ts' },
      outputPath: path.join(dir, 'dist', 'server'),
      externals: isRemote
        ? Object.fromEntries(serverSingletons.map((name) => [name, `commonjs ${name}`]))
        : undefined,
    });

  return (env, argv) => {
    const production = argv.mode === 'production';
    const browser = browserConfig(production);
    // The development server serves the browser build only (remotes keep their own runtime there).
    if (env?.WEBPACK_SERVE) return browser;
    return [
      browser,
      serverConfig(production),
      ...(isRemote && production ? [runtimeProviderConfig(dir, pkg.name)] : []),
    ];
  };

  function browserConfig(production) {
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: browserDevtool(production),
      output: {
        path: path.join(dir, 'dist'),
        // A remote's chunks load relative to wherever its build is deployed (the site manifest decides);
        // the shell serves every deep URL of the site, so its own files need an absolute path.
        publicPath: isRemote ? 'auto' : process.env.SHELL_PUBLIC_PATH || '/',
        uniqueName: name,
        ...scriptFilenames(production),
        // dist/server/ and the runtime provider come from the other builds (built at the same time).
        clean: { keep: new RegExp(`^(server[\\\\/]|${RUNTIME_PROVIDER}\\.js$)`) },
      },
      resolve: browserResolve(production),
      module: {
        rules: [typescriptRule(dir)],
      },
      plugins: [
        // An area is a federation remote. The shell is a plain build: it becomes the federation host at run
        // time, with the first area a page loads (shell/src/federation/federationHost.ts), so the runtime
        // is no part of its main.js.
        ...(isRemote ? [areaContainer(name, exposes, production)] : []),
        // The shell's page is the site's: its title is the site's name alone (not "Guam Power Authority | Guam Power Authority").
        htmlPage(
          isRemote ? `${title} | Guam Power Authority` : title,
          isRemote && production ? [`${RUNTIME_PROVIDER}.js`] : [],
          { installable: !isRemote },
        ),
        ...(isRemote ? [new RouteTablePlugin(path.join(dir, 'src/routes.tsx'))] : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: kind === 'host' ? [{ directory: path.join(dir, 'dev'), publicPath: '/' }] : false,
        proxy: [{ context: ['/api', '/uploads'], target: CONTENT_SERVICE, changeOrigin: true }],
      },
      infrastructureLogging: { level: 'warn' },
      name: pkg.name,
    };
  }
}

module.exports = {
  createConfig,
  typescriptRule,
  scriptFilenames,
  browserResolve,
  htmlPage,
  serverBundleConfig,
  browserDevtool,
};
