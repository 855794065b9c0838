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
// With `--before <commit>` a third build joins them, measured in the same turns: that commit's release, built
// by its own scripts (client and site server) in a git worktree in the OS temp folder
// (gpa-bench-release-<hash>, node_modules hard-linked from this checkout) and served by its own site server.
// That worktree is kept and reused by the next run; `--clean-before` removes it (git worktree remove) after the
// run. The release before issue 49's work on the client's weight is 206366d.
// Usage: npm run bench [-- --runs 5] [--routes /,/leac] [--against monolith|no-worker] [--reports <dir>]
//        [--before <commit> [--clean-before]]
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const { visitorBrowser: chromiumOptions } = require('@gpa/e2e/chromium');
const { report } = require('./first-visit-report');
const { lighthouseRun } = require('./first-visit/lighthouse');
const { parseOptions } = require('./first-visit/options');
const { prepareRelease, removeRelease } = require('./first-visit/release');
const { root, stopAll, stopLater, waitFor, startSiteServer, copySiteWith } = require('./first-visit/servers');
const { summarize } = require('./first-visit/summary');
const { playwrightRun } = require('./first-visit/visit');

const contentUrl = process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337';
const { runs, routes, reportsDir, builds: BUILDS, ...compared } = parseOptions(process.argv.slice(2), root);

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

/**
 * The builds to compare, built when missing (the no-worker site is a fresh copy of the federated one, a
 * release is built in its worktree unless built there before).
 */
function prepareBuilds() {
  for (const build of BUILDS) {
    if (build.worktree) {
      prepareRelease(root, build);
      continue;
    }
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
    report(await measureBuilds(lighthouse, chromeLauncher, browser), { machine, routes, runs, ...compared });
  } finally {
    await browser.close();
    if (compared.cleanBefore) removeRelease(root, compared.before);
  }
})().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
