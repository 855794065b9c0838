// The byte budgets of the browser code (Brotli, as a visitor downloads it), checked by size-limit over the
// built site (deploy/site) in npm test: the shell's main.js, its other chunks, the service worker, and for
// each area its remote entry, its routes module and its largest page chunk. A check that fails names the
// file and its budget. The figures behind each number are in docs/benchmarks.md ("Byte budgets").
const fs = require('node:fs');
const path = require('node:path');
const { singletons } = require('@gpa/shared-ui/build/federation.js');
const { areas } = require('../lib/packages');

const root = path.join(__dirname, '..', '..');
const deployedSite = path.join(root, 'deploy', 'site');

/** Budgets in KB (1,000 bytes, as size-limit counts) of Brotli-compressed bytes. */
const BUDGETS = {
  shellMain: 117,
  federationHost: 22,
  shellChunks: 10,
  serviceWorker: 14,
  remoteEntry: 8,
  routesModule: 3.5,
  largestPage: 6,
};

// An area build carries its own copies of the shared modules (and of React Router, inside shared-ui's) for
// its standalone page; on the site the shell provides them and they are never loaded.
const SHARED_SOURCES = new RegExp(
  `(node_modules/(${[...singletons, 'react-router', 'scheduler'].map((name) => name.split('/')[0]).join('|')})/|shared-ui/src/)`,
);

// The shell's federation host: the runtime, the host that starts it and the singletons it provides whole,
// loaded with the first area a page needs. Its build lists its files (shell/webpack.config.js).
const FEDERATION_HOST_FILES = 'federation-host.json';

/** The federation host's files, as its build listed them. */
function federationHostFiles(site) {
  const file = path.join(site, FEDERATION_HOST_FILES);
  if (!fs.existsSync(file)) throw new Error(`${relative(file)} is missing: build the site first`);
  const { files } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(files) || !files.every((name) => typeof name === 'string' && name))
    throw new Error(`${relative(file)}: "files" is not a list of file names`);
  return files;
}

/** Whether a chunk's sources (per its source map) include one that `pattern` matches. */
function hasSource(file, pattern) {
  const map = `${file}.map`;
  if (!fs.existsSync(map)) return false;
  return JSON.parse(fs.readFileSync(map, 'utf8')).sources.some((source) => pattern.test(source));
}

/** Whether a chunk holds a copy of a shared module. */
const isSharedCopy = (file) => hasSource(file, SHARED_SOURCES);

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** One size-limit check, named after its file(s) and budget so that a failure says both. */
function check(label, files, budgetKb) {
  const paths = files.map(relative);
  return {
    name: `${label}: ${paths.join(', ')} (budget ${budgetKb} KB)`,
    path: paths,
    limit: `${budgetKb} kB`,
  };
}

function shellChecks(site) {
  const scripts = fs.readdirSync(site).filter((name) => name.endsWith('.js'));
  const main = scripts.filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  // Every other hashed file: numbered chunks and named ones (federation-host.<hash>.js).
  const chunks = scripts.filter((name) => !main.includes(name) && /^[\w-]+\.[0-9a-f]{8}\.js$/.test(name));
  if (main.length !== 1)
    throw new Error(`${relative(site)} has ${main.length} main.*.js: build the site first`);
  const inSite = (names) => names.map((name) => path.join(site, name));
  const hostFiles = federationHostFiles(site);
  const host = inSite(hostFiles);
  const others = inSite(chunks.filter((name) => !hostFiles.includes(name)));
  return [
    check("the shell's main.js", inSite(main), BUDGETS.shellMain),
    check('the federation host (with the first area a page loads)', host, BUDGETS.federationHost),
    {
      ...check("the shell's other chunks, together", others, BUDGETS.shellChunks),
      name: `the shell's other chunks together: ${relative(site)}/<chunk>.<hash>.js but the federation host (budget ${BUDGETS.shellChunks} KB)`,
    },
    check('the service worker', [path.join(site, 'sw.js')], BUDGETS.serviceWorker),
  ];
}

/** The area's folder on the site (its package's version) and what its Module Federation manifest lists. */
function areaChecks(site, area, dir) {
  const { version } = require(path.join(root, dir, 'package.json'));
  const folder = path.join(site, 'areas', area, version);
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  if (!routes) throw new Error(`${relative(folder)}/mf-manifest.json exposes no ./routes`);
  const inArea = (names) => names.map((name) => path.join(folder, name));
  const pages = inArea(routes.assets.js.async).filter((file) => !isSharedCopy(file));
  const largestPage = pages.reduce(
    (largest, file) => (fs.statSync(file).size > fs.statSync(largest).size ? file : largest),
    pages[0],
  );
  return [
    check(`${area}: remote entry`, [path.join(folder, 'remoteEntry.js')], BUDGETS.remoteEntry),
    check(`${area}: routes module`, inArea(routes.assets.js.sync), BUDGETS.routesModule),
    ...(largestPage ? [check(`${area}: largest page chunk`, [largestPage], BUDGETS.largestPage)] : []),
  ];
}

/** size-limit's checks over the built site in `site` (deploy/site), Brotli each. */
function sizeLimitChecks(site = deployedSite) {
  const checks = [
    ...shellChecks(site),
    ...Object.entries(areas).flatMap(([area, dir]) => areaChecks(site, area, dir)),
  ];
  return checks.map((entry) => ({ ...entry, brotli: true }));
}

module.exports = { BUDGETS, sizeLimitChecks };
