// One package's production build (webpack with the package's own config, made by shared-ui/build) and the
// build-info.json it records: what the build was made against, which a release checks against the live shell.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { areas } = require('../lib/packages');
const { externalRuntime, shared } = require('@gpa/shared-ui/build/federation.js');

const root = path.join(__dirname, '..', '..');
const BUILD_INFO = 'build-info.json';

/** The installed version of a package as seen from one folder (walks up the node_modules folders). */
function installedVersion(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (dir === path.dirname(dir)) return undefined;
  }
}

const packageOf = (moduleName) =>
  moduleName
    .split('/')
    .slice(0, moduleName.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What a build was made against: the versions of the shared singletons and of the federation runtime it
 * bundles (builtWith) and the ranges it requires from whoever provides them at run time (requires, as in
 * its federation config; an area also needs the shell's runtime to be the one it was built against).
 */
function buildInfoOf(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const names = [...new Set([...Object.keys(shared).map(packageOf), externalRuntime])];
  const builtWith = Object.fromEntries(names.map((name) => [name, installedVersion(name, packageDir)]));
  const isArea = Object.values(areas).includes(path.basename(packageDir));
  return {
    package: pkg.name,
    version: pkg.version,
    builtAt: new Date().toISOString(),
    builtWith,
    requires: {
      ...Object.fromEntries(
        Object.entries(shared).map(([name, { requiredVersion }]) => [name, requiredVersion]),
      ),
      ...(isArea ? { [externalRuntime]: `^${builtWith[externalRuntime]}` } : {}),
    },
  };
}

/** webpack production build of one package folder; records its build-info.json in dist/. Returns seconds. */
function buildPackage(packageDir) {
  const started = Date.now();
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [root] });
  execFileSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(
    path.join(packageDir, 'dist', BUILD_INFO),
    `${JSON.stringify(buildInfoOf(packageDir), null, 2)}\n`,
  );
  return (Date.now() - started) / 1000;
}

function readBuildInfo(dir) {
  const file = path.join(dir, BUILD_INFO);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

module.exports = { BUILD_INFO, buildInfoOf, buildPackage, packageOf, readBuildInfo, root };
