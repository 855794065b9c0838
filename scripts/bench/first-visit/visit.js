// One Playwright visit of the first-visit bench (unthrottled over loopback, empty cache): what the page
// downloads and when it shows and answers.
const { chainDepth } = require('../../lib/figures');

// In the page before any of its HTML: when `main h1` first exists in the document.
function watchHeading() {
  const check = () => {
    if (window.__headingAt === undefined && document.querySelector('main h1'))
      window.__headingAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/**
 * Resolves once no request has been in flight for `quietMs`. The change stream (Server-Sent Events) stays
 * open for as long as the page does, so it is not waited for.
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
  return async () => {
    while (inFlight > 0 || Date.now() - lastActivity < quietMs)
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

/** The requests of the visit: script or not, compressed bytes, start and end (ms since the Unix epoch). */
function describeRequests(finished) {
  return Promise.all(
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
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  const quiet = networkQuiet(page);
  await page.goto(url, { waitUntil: 'load' });
  const heading = hydratedAt(page, 'main h1').catch(() => undefined);
  const interactive = await hydratedAt(page, 'header button');
  await quiet();
  const hydrated = await Promise.race([heading, page.evaluate(() => undefined)]);
  const { heading: headingAt, timeOrigin } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // The heading shows once it is in the document and the page has painted.
    return { heading: Math.max(window.__headingAt ?? Number.NaN, paint), timeOrigin: performance.timeOrigin };
  });
  const requests = await describeRequests(finished);
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
