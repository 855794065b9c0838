#!/usr/bin/env node
// npm run test:area -- <area>: an area team's check. Runs that area's unit tests, builds that area alone
// into the site as built (the whole site is built first if it is not), then the browser tests of that
// area's pages (e2e/tests/<area>-*.spec.ts, its part of every-page.spec.ts, and for tools the components
// other areas embed) against the rest of the site as built. `shell` works the same way for the shell.
// The full `npm test` is still needed for a change to shared-ui, contracts, the site server or the content
// service, and before a release that changes an area's exposed modules or its route table.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ensureAllInstalled, root } = require('../lib/install');
const { areas } = require('../lib/packages');

const packages = { ...areas, shell: 'shell' };
const area = process.argv[2];
if (!packages[area]) {
  console.error(`usage: npm run test:area -- <${Object.keys(packages).join('|')}>`);
  process.exit(2);
}
const dir = packages[area];

/** The browser tests of an area: its own spec files, its row of every-page.spec.ts, and what it embeds elsewhere. */
function browserTestPattern(name) {
  const parts = [`${name}-[\\w-]+\\.spec\\.ts`, `every ${name} page`];
  if (name === 'tools') parts.push('embedding\\.spec\\.ts');
  return parts.join('|');
}

function run(label, args, options = {}) {
  const started = Date.now();
  console.log(`\n== ${label}`);
  const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
  console.log(
    `== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
  );
  if (status !== 0) process.exit(1);
}

const started = Date.now();
ensureAllInstalled();
run(`${dir} unit tests`, [require.resolve('jest/bin/jest'), '--ci', `${dir}/`]);
const siteBuilt = fs.existsSync(path.join(root, 'deploy', 'site', 'site-manifest.json'));
run(siteBuilt ? `build ${dir} alone into deploy/site` : 'build the whole site (deploy/site is empty)', [
  'scripts/build/build.js',
  ...(siteBuilt ? [dir] : []),
]);
run(
  `browser tests of ${area}`,
  [
    require.resolve('@playwright/test/cli', { paths: [path.join(root, 'e2e')] }),
    'test',
    '--grep',
    browserTestPattern(area),
  ],
  {
    cwd: path.join(root, 'e2e'),
  },
);
console.log(`\n${area}: every check passed in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
