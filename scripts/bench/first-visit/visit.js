// One Playwright visit of the first-visit bench (unthrottled over loopback, empty cache): what the page
// downloads and when it shows and answers.
const { chainDepth } = require('../../lib/figures');
const { rawAnswer } = require('../bare');

// In the page before any of its HTML: when `main h1` first exists in the document.
function watchHeading() {
  const check = () => {
    if (window.__headingAt === undefined && document.querySelector('main h1'))
      window.__headingAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/**
 * Resolves once no request has been in flight for `quietMs` (counted from `since` at the earliest). The
 * change stream (Server-Sent Events) stays open for as long as the page does, so it is not waited for.
 */
function networkQuiet(page, quietMs = 500) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const counted = (request) => request.resourceType() !== 'eventsource';
  const started = (request) => counted(request) && ((inFlight += 1), (lastActivity = Date.now()));
  const ended = (request) => counted(request) && ((inFlight -= 1), (lastActivity = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (since = 0) => {
    while (inFlight > 0 || Date.now() - Math.max(lastActivity, since) < quietMs)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

/**
 * Resolves with the time (ms since the Unix epoch) at which React has attached `selector`'s element to its
 * tree: its code has loaded and run, its handlers answer.
 */
async function hydratedAt(page, selector) {
  const handle = await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector(wanted);
      return element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
        ? performance.timeOrigin + performance.now()
        : false;
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return handle.jsonValue();
}

/**
 * Resolves (ms since the Unix epoch) once the page's idle callbacks asked for before now have run: what a
 * page starts once idle (the shell's offline support) is part of every first visit, so the visit waits for it
 * to start instead of ending on a quiet moment before it or after it by chance.
 */
async function idleAt(page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
  return Date.now();
}

/**
 * The requests of the visit from the page's own resource timing: script or not (a `.js` file, loaded by a
 * script element or preloaded), compressed body bytes, start and end (ms since the Unix epoch). The offline
 * support's service worker answers the page's later requests once it has taken over (by chance, early or
 * late in a visit), and the page then sees decoded bytes only: such a file counts what the server sends
 * for it to a browser. (Playwright's request sizes are negative for those: a page's figure dropped by them.)
 */
async function describeRequests(page) {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => ({
        url: entry.name,
        viaWorker: entry.workerStart > 0,
        bytes: entry.encodedBodySize,
        start: performance.timeOrigin + entry.startTime,
        end: performance.timeOrigin + entry.responseEnd,
      }),
    ),
  );
  return Promise.all(
    entries.map(async ({ url, viaWorker, bytes, start, end }) => ({
      script: new URL(url).pathname.endsWith('.js'),
      bytes: viaWorker ? (await rawAnswer(url)).body.length : bytes,
      start,
      end,
    })),
  );
}

/**
 * One visit in a fresh context. Interactive: the header's first button (the menu; the search and the notice
 * are hydrated in the same pass) is attached to React. Hydrated: the page's heading is (the area's page code
 * has loaded and run). Waiting for this rather than for "network idle" keeps a page whose script runs long
 * from being measured half-loaded. A text-only page's code is held until the visitor needs it: its heading
 * is not hydrated by the time the network is quiet, and its time is left out (n/a).
 */
async function playwrightRun(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watchHeading);
  const quiet = networkQuiet(page);
  await page.goto(url, { waitUntil: 'load' });
  const heading = hydratedAt(page, 'main h1').catch(() => undefined);
  const interactive = await hydratedAt(page, 'header button');
  await quiet(await idleAt(page));
  const hydrated = await Promise.race([heading, page.evaluate(() => undefined)]);
  const { heading: headingAt, timeOrigin } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // The heading shows once it is in the document and the page has painted.
    return { heading: Math.max(window.__headingAt ?? Number.NaN, paint), timeOrigin: performance.timeOrigin };
  });
  const requests = await describeRequests(page);
  await context.close();
  const scripts = requests.filter((request) => request.script);
  const bytesOf = (list) => list.reduce((total, request) => total + request.bytes, 0);
  return {
    jsRequests: scripts.length,
    jsBytes: bytesOf(scripts),
    jsBytesInteractive: bytesOf(scripts.filter((request) => request.end <= interactive)),
    chain: chainDepth(requests),
    heading: headingAt,
    interactive: interactive - timeOrigin,
    hydrated: hydrated === undefined ? undefined : hydrated - timeOrigin,
  };
}

module.exports = { playwrightRun };
