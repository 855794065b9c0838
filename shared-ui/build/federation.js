// The one list of federation singletons: what every area consumes and the shell provides (its run-time host,
// shell/src/federation/federationHost.ts). Sharing fewer than these gives two stores, two themes or two
// Reacts. React Router and TanStack Query are not in it: they come inside @gpa/shared-ui (its router exports
// and content hooks), so every area gets the shell's router and query cache, and the build keeps only what is
// used (an area imports TanStack Query's types alone: eslint.config.js).
const sharedUi = require('../package.json');

const singletons = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
];

function rangeOf(name) {
  const pkg = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  return sharedUi.dependencies[pkg];
}

const shared = {
  ...Object.fromEntries(
    singletons.map((name) => [name, { singleton: true, requiredVersion: rangeOf(name) }]),
  ),
  [sharedUi.name]: { singleton: true, requiredVersion: `^${sharedUi.version}` },
};

/** What an area's production build leaves to the shell's federation runtime (experiments.externalRuntime). */
const externalRuntime = '@module-federation/runtime-core';

/** An area's federation container, beside its mf-manifest.json: the shell's host loads it directly. */
const remoteEntryFile = 'remoteEntry.js';

/** Federation names: "mf-customer" -> "mf_customer" (must be a valid JS identifier). */
const federationName = (packageDir) => packageDir.replace(/-/g, '_');

/** What an area's server build leaves to the site server (the shell's server build provides each once). */
const serverSingletons = [...singletons, sharedUi.name];

module.exports = { shared, externalRuntime, remoteEntryFile, singletons, serverSingletons, federationName };
