// The first-visit bench's command line: what it measures, how often, and the builds it compares.
const os = require('node:os');
const path = require('node:path');
const { releaseBuild } = require('./release');

const DEFAULT_ROUTES = [
  '/',
  '/ways-to-pay',
  '/corporate/about-us',
  '/leac',
  '/power-alerts',
  '/rateadjustment',
  '/rate-calculator',
  '/foia-reports',
];

/** The builds the bench knows, the federated site first; `--against` picks the second. */
function knownBuilds(root) {
  const federated = {
    name: 'federated',
    dir: path.join(root, 'deploy', 'site'),
    build: ['scripts/build/build.js'],
  };
  const against = {
    monolith: { name: 'monolith', dir: path.join(root, 'deploy', 'monolith'), build: ['bench/build.js'] },
    // A hard-linked copy of the federated site whose manifest says "serviceWorker": false.
    'no-worker': {
      name: 'no worker',
      dir: path.join(os.tmpdir(), 'gpa-bench-no-worker'),
      from: federated,
      manifest: { serviceWorker: false },
    },
  };
  return { federated, against };
}

/** The value after `--name` in `argv`, `fallback` without the option; an error when it has no value. */
function valueOf(argv, name, fallback) {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

/**
 * The bench's options from its arguments: runs, routes, reports folder, and the builds in the order measured
 * (federated, the `--against` build, and with `--before <commit>` that commit's release).
 */
function parseOptions(argv, root) {
  const runs = Number(valueOf(argv, 'runs', '5'));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
  const { federated, against } = knownBuilds(root);
  const againstName = valueOf(argv, 'against', 'monolith');
  const second = against[againstName];
  if (!second) throw new Error(`--against takes one of: ${Object.keys(against).join(', ')}`);
  const beforeCommit = valueOf(argv, 'before');
  const before = beforeCommit === undefined ? undefined : releaseBuild(root, beforeCommit);
  if (argv.includes('--clean-before') && !before)
    throw new Error('--clean-before goes with --before <commit>');
  return {
    runs,
    routes: valueOf(argv, 'routes', DEFAULT_ROUTES.join(',')).split(','),
    reportsDir: valueOf(argv, 'reports'),
    first: federated,
    second,
    before,
    cleanBefore: argv.includes('--clean-before'),
    builds: [federated, second, ...(before ? [before] : [])],
    withGoals: againstName === 'monolith',
  };
}

module.exports = { parseOptions, knownBuilds, DEFAULT_ROUTES };
