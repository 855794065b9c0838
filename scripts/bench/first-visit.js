#!/usr/bin/env node
// npm run bench: what a first visit costs, federated site against a monolith build of the same sources,
// both served (and rendered) by the same site server. For each route and build, medians of N runs, the
// builds measured in turns run by run (see measureBuilds):
// - Lighthouse 12 (mobile, simulated throttling: its defaults) on Debian's Chromium: the four category
//   scores, LCP, TBT, CLS;
// - Playwright on the same Chromium, unthrottled over loopback: JavaScript requests and compressed bytes,
//   request chain depth, time to the page's heading and until it is hydrated.
// Needs the content service (CONTENT_SERVICE_URL, default http://127.0.0.1:1337); builds deploy/site and
// deploy/monolith when missing; starts one site server per build on free loopback ports and stops them.
// With `--against no-worker` the second build is the same site with the service worker turned off by the site
// manifest's kill switch instead of the monolith: what offline support costs a first visit.
// Usage: npm run bench [-- --runs 5] [--routes /,/leac] [--against monolith|no-worker] [--reports <dir>]
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const chromiumOptions = require('@gpa/e2e/chromium');
const { chainDepth, median } = require('../lib/figures');
const { report } = require('./first-visit-report');

const root = path.join(__dirname, '..', '..');
const contentUrl = process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337';
const DEFAULT_ROUTES = [
  '/',
  '/ways-to-pay',
  '/corporate/about-us',
  '/leac',
  '/rate-calculator',
  '/foia-reports',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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

// What to stop if the bench is interrupted (Ctrl-C): its site servers and Lighthouse's Chromium.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const stop of running) stop();
    process.exit(130);
  });
}

/** Runs `stop` at the end, or on an interruption before that. */
function stopLater(stop) {
  running.add(stop);
  return () => {
    running.delete(stop);
    stop();
  };
}

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url, what, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch (error) {
      if (Date.now() > until)
        throw new Error(`${what} does not answer at ${url}: ${error.message}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function startSiteServer(build) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'site-server', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTENT_SERVICE_URL: contentUrl,
      SITE_DIR: build.dir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopLater(() => server.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/site-manifest.json`, `The ${build.name} site server`);
  return { url, stop };
}

/** One Lighthouse run: the four scores (0-100), LCP and TBT (ms), CLS, and the audits that fall short. */
async function lighthouseRun(lighthouse, port, url, reportName) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (reportsDir) fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), report);
  const audit = (id) => lhr.audits[id]?.numericValue;
  // An audit falls short below 0.9 for performance (Lighthouse's own "passed" line) and below 1 elsewhere.
  const shortfalls = CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (result) =>
          ['binary', 'numeric', 'metricSavings'].includes(result.scoreDisplayMode) && result.score !== null,
      )
      .filter((result) => result.score < (category === 'performance' ? 0.9 : 1))
      .map((result) => ({ audit: `${category}: ${result.id}`, value: result.displayValue })),
  );
  return {
    ...Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
    ),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    shortfalls,
  };
}

// In the page before any of its HTML: when `main h1` first exists in the document.
function watchHeading() {
  const check = () => {
    if (window.__headingAt === undefined && document.querySelector('main h1'))
      window.__headingAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Resolves once no request has been in flight for `quietMs`. */
function networkQuiet(page, quietMs = 500) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => ((inFlight += 1), (lastActivity = Date.now()));
  const ended = () => ((inFlight -= 1), (lastActivity = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    while (inFlight > 0 || Date.now() - lastActivity < quietMs)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

/** One Playwright visit in a fresh context (empty cache). */
async function playwrightRun(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watchHeading);
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  const quiet = networkQuiet(page);
  await page.goto(url, { waitUntil: 'load' });
  // Hydrated: React has attached the heading to its tree (the page's code has loaded and run). Waiting for
  // this rather than for "network idle" keeps a page whose script runs long from being measured half-loaded.
  const hydrated = await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1');
      return heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))
        ? performance.now()
        : false;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  const hydratedAt = await hydrated.jsonValue();
  await quiet();
  const heading = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // The heading shows once it is in the document and the page has painted.
    return Math.max(window.__headingAt ?? Number.NaN, paint);
  });
  const requests = await Promise.all(
    finished.map(async (request) => {
      const timing = request.timing();
      const sizes = await request.sizes();
      return {
        script: request.resourceType() === 'script',
        bytes: sizes.responseBodySize,
        start: timing.startTime,
        end: timing.startTime + timing.responseEnd,
      };
    }),
  );
  await context.close();
  const scripts = requests.filter((request) => request.script);
  return {
    jsRequests: scripts.length,
    jsBytes: scripts.reduce((total, request) => total + request.bytes, 0),
    chain: chainDepth(requests),
    heading,
    hydrated: hydratedAt,
  };
}

/** Medians of every numeric figure; shortfalls seen in most runs. */
function summarize(results) {
  const summary = {};
  for (const key of Object.keys(results[0])) {
    if (key === 'shortfalls') {
      // By audit, with the values of the runs that fell short ("3.9 s, 4.1 s").
      const values = new Map();
      for (const { audit, value } of results.flatMap((result) => result.shortfalls))
        values.set(audit, [...(values.get(audit) ?? []), value]);
      summary.shortfalls = [...values]
        .filter(([, found]) => found.length > results.length / 2)
        .map(
          ([audit, found]) =>
            `${audit}${found.some(Boolean) ? ` (${[...new Set(found.filter(Boolean))].join(', ')})` : ''}`,
        );
    } else summary[key] = median(results.map((result) => result[key]));
  }
  return summary;
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
    for (const build of BUILDS) servers.push({ build, ...(await startSiteServer(build)) });
    const figures = Object.fromEntries(BUILDS.map((build) => [build.name, {}]));
    for (const route of routes) {
      const lighthouseRuns = new Map(BUILDS.map((build) => [build.name, []]));
      const playwrightRuns = new Map(BUILDS.map((build) => [build.name, []]));
      // One visit first, so that every build is measured with the site server's bundles loaded.
      for (const server of servers) await fetch(server.url + route);
      for (let run = 0; run < runs; run += 1) {
        for (const { build, url } of servers) {
          const reportName = `${build.name.replace(/\W+/g, '-')}${route.replace(/\//g, '_')}-${run + 1}`;
          lighthouseRuns
            .get(build.name)
            .push(await lighthouseRun(lighthouse, chrome.port, url + route, reportName));
          playwrightRuns.get(build.name).push(await playwrightRun(browser, url + route));
        }
      }
      for (const build of BUILDS)
        figures[build.name][route] = {
          ...summarize(lighthouseRuns.get(build.name)),
          ...summarize(playwrightRuns.get(build.name)),
        };
      process.stderr.write(`${route} measured\n`);
    }
    return figures;
  } finally {
    stopChrome();
    for (const server of servers) server.stop();
  }
}

/** A hard-linked copy of a built site with some site manifest fields changed (the copy's own manifest file). */
function copySiteWith(fromDir, toDir, manifestFields) {
  fs.rmSync(toDir, { recursive: true, force: true });
  execFileSync('cp', ['-al', fromDir, toDir]);
  const manifestFile = path.join(toDir, 'site-manifest.json');
  const manifest = { ...JSON.parse(fs.readFileSync(manifestFile, 'utf8')), ...manifestFields };
  fs.rmSync(manifestFile);
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

function describeMachine(lighthouseVersion) {
  const chromiumVersion = execFileSync(chromiumOptions.executablePath, ['--version'], {
    encoding: 'utf8',
  }).trim();
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ${chromiumVersion}, Node ${process.version}, Lighthouse ${lighthouseVersion}, load average ${os.loadavg()[0].toFixed(2)} at start`;
}

(async () => {
  await waitFor(contentUrl, 'The content service', 5000);
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  for (const build of BUILDS) {
    if (build.from) {
      copySiteWith(build.from.dir, build.dir, build.manifest);
      continue;
    }
    if (fs.existsSync(path.join(build.dir, 'server', 'shell.js'))) continue;
    console.error(`${path.relative(root, build.dir)} is missing: building it`);
    execFileSync(process.execPath, build.build, { cwd: root, stdio: 'inherit' });
  }
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
  for (const stop of running) stop();
  process.exit(1);
});
