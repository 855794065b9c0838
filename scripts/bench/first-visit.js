#!/usr/bin/env node
// npm run bench: what a first visit costs, federated site against a monolith build of the same sources,
// both served (and rendered) by the same site server. For each route and build, medians of N runs, the
// builds measured in turns run by run (see measureBuilds):
// - Lighthouse 12 (mobile, simulated throttling: its defaults) on Debian's Chromium: the four category
//   scores, LCP, TBT, the longest task, CLS (first-visit/lighthouse.js);
// - Playwright on the same Chromium, unthrottled over loopback: JavaScript requests and compressed bytes, in
//   all and before the page answers a tap, request chain depth, time to the page's heading, until the menu
//   answers and until the page is hydrated (first-visit/visit.js).
// Needs the content service (CONTENT_SERVICE_URL, default http://127.0.0.1:1337); builds deploy/site and
// deploy/monolith when missing; starts one site server per build on free loopback ports and stops them.
// With `--against no-worker` the second build is the same site with the service worker turned off by the site
// manifest's kill switch instead of the monolith: what offline support costs a first visit.
// Usage: npm run bench [-- --runs 5] [--routes /,/leac] [--against monolith|no-worker] [--reports <dir>]
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const chromiumOptions = require('@gpa/e2e/chromium');
const { report } = require('./first-visit-report');
const { lighthouseRun } = require('./first-visit/lighthouse');
const { root, stopAll, stopLater, waitFor, startSiteServer, copySiteWith } = require('./first-visit/servers');
const { summarize } = require('./first-visit/summary');
const { playwrightRun } = require('./first-visit/visit');

const contentUrl = process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337';
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

const FEDERATED = {
  name: 'federated',
  dir: path.join(root, 'deploy', 'site'),
  build: ['scripts/build/build.js'],
};
const AGAINST = {
  monolith: { name: 'monolith', dir: path.join(root, 'deploy', 'monolith'), build: ['bench/build.js'] },
  // A hard-linked copy of the federated site whose manifest says "serviceWorker": false.
  'no-worker': {
    name: 'no worker',
    dir: path.join(os.tmpdir(), 'gpa-bench-no-worker'),
    from: FEDERATED,
    manifest: { serviceWorker: false },
  },
};

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const runs = Number(option('runs', 5));
const routes = option('routes', DEFAULT_ROUTES.join(',')).split(',');
const reportsDir = option('reports');
const against = AGAINST[option('against', 'monolith')];
if (!against) throw new Error(`--against takes one of: ${Object.keys(AGAINST).join(', ')}`);
const BUILDS = [FEDERATED, against];

/** Run after run of `route` on every server in turn: the medians of each build's Lighthouse and Playwright runs. */
async function measureRoute(route, servers, { lighthouse, chrome, browser }) {
  const lighthouseRuns = new Map(BUILDS.map((build) => [build.name, []]));
  const playwrightRuns = new Map(BUILDS.map((build) => [build.name, []]));
  // One visit first, so that every build is measured with the site server's bundles loaded.
  for (const server of servers) await fetch(server.url + route);
  for (let run = 0; run < runs; run += 1) {
    for (const { build, url } of servers) {
      const reportName = `${build.name.replace(/\W+/g, '-')}${route.replace(/\//g, '_')}-${run + 1}`;
      lighthouseRuns
        .get(build.name)
        .push(await lighthouseRun(lighthouse, chrome.port, url + route, { reportsDir, reportName }));
      playwrightRuns.get(build.name).push(await playwrightRun(browser, url + route));
    }
  }
  return Object.fromEntries(
    BUILDS.map((build) => [
      build.name,
      { ...summarize(lighthouseRuns.get(build.name)), ...summarize(playwrightRuns.get(build.name)) },
    ]),
  );
}

/**
 * Every build on its own site server, measured in turns (run 1 of each build, then run 2 of each, ...), so
 * that a change of the machine's load during the bench weighs on both sides of a ratio alike.
 */
async function measureBuilds(lighthouse, chromeLauncher, browser) {
  const servers = [];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumOptions.args],
    // Stopped by this script, also when interrupted.
    handleSIGINT: false,
  });
  const stopChrome = stopLater(() => chrome.kill());
  try {
    for (const build of BUILDS) servers.push({ build, ...(await startSiteServer(build, contentUrl)) });
    const figures = Object.fromEntries(BUILDS.map((build) => [build.name, {}]));
    for (const route of routes) {
      const measured = await measureRoute(route, servers, { lighthouse, chrome, browser });
      for (const build of BUILDS) figures[build.name][route] = measured[build.name];
      process.stderr.write(`${route} measured\n`);
    }
    return figures;
  } finally {
    stopChrome();
    for (const server of servers) server.stop();
  }
}

function describeMachine(lighthouseVersion) {
  const chromiumVersion = execFileSync(chromiumOptions.executablePath, ['--version'], {
    encoding: 'utf8',
  }).trim();
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ${chromiumVersion}, Node ${process.version}, Lighthouse ${lighthouseVersion}, load average ${os.loadavg()[0].toFixed(2)} at start`;
}

/** The builds to compare, built when missing (the no-worker site is a fresh copy of the federated one). */
function prepareBuilds() {
  for (const build of BUILDS) {
    if (build.from) {
      copySiteWith(build.from.dir, build.dir, build.manifest);
      continue;
    }
    if (fs.existsSync(path.join(build.dir, 'server', 'shell.js'))) continue;
    console.error(`${path.relative(root, build.dir)} is missing: building it`);
    execFileSync(process.execPath, build.build, { cwd: root, stdio: 'inherit' });
  }
}

(async () => {
  await waitFor(contentUrl, 'The content service', 5000);
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  prepareBuilds();
  const lighthouse = (await import('lighthouse')).default;
  const chromeLauncher = await import('chrome-launcher');
  const { version } = require('lighthouse/package.json');
  const machine = describeMachine(version);
  const browser = await chromium.launch(chromiumOptions);
  try {
    const withGoals = against === AGAINST.monolith;
    report(await measureBuilds(lighthouse, chromeLauncher, browser), {
      machine,
      routes,
      runs,
      first: FEDERATED,
      second: against,
      withGoals,
    });
  } finally {
    await browser.close();
  }
})().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
