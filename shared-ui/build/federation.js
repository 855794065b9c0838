// The one list of federation singletons used by the shell and every remote. Sharing fewer than these
// gives two stores, two themes or "useLocation() outside a Router".
const sharedUi = require('../package.json');

const singletons = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router',
  'react-router-dom',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  '@tanstack/react-query',
];

function rangeOf(name) {
  const pkg = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  return sharedUi.dependencies[pkg];
}

const shared = {
  ...Object.fromEntries(singletons.map((name) => [name, { singleton: true, requiredVersion: rangeOf(name) }])),
  [sharedUi.name]: { singleton: true, requiredVersion: `^${sharedUi.version}` },
};

/** Federation names: "mf-customer" -> "mf_customer" (must be a valid JS identifier). */
const federationName = (packageDir) => packageDir.replace(/-/g, '_');

/** What an area's server build leaves to the site server (the shell's server build provides each once). */
const serverSingletons = [...singletons, sharedUi.name];

module.exports = { shared, singletons, serverSingletons, federationName };
