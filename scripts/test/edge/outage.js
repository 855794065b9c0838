// The origin gone: with the site server and the content service killed under load, every kept page and file
// answers from the edge, a new visitor's browser shows the "updates paused" line and keeps a form submission,
// and an address the edge does not hold gets the site's own page for it.
const { chromium } = require('playwright');
const { testBrowser } = require('@gpa/e2e/chromium');
const { PORTS, check, sleep, timeUntil, edgeGet, rawRequest } = require('./harness');

// A page with a form (mf-tools' offline queue) that a visitor opened before the outage.
const FORM_PAGE = '/newsletter-sign-up';

/** A visitor opens the form page before the outage (the page and every file it loads kept at the edge). */
async function warmInBrowser(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORTS.edge}${FORM_PAGE}`);
  await hydrated(page);
  await context.close();
}

// React has hydrated the server's HTML when the page's heading carries its fiber (as e2e/fixtures.ts waits).
// Bounded generously: the outage check runs while eight visitors keep both cores busy.
const hydrated = (page) =>
  page.waitForFunction(
    () =>
      Object.keys(globalThis.document.querySelector('main h1') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    undefined,
    { timeout: 60_000 },
  );

/**
 * With the origin down, a new visitor (no service worker, nothing in the browser's cache) opens the form page
 * through the edge: the page's "updates paused" line shows, and a submission is kept on the device.
 */
async function outageInBrowser(browser) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  try {
    // Once the edge's health probe has found the origin down (a fresh copy is answered as is until then).
    await timeUntil(async () => (await edgeGet(FORM_PAGE)).headers.get('server-timing') === 'edge-stale');
    await page.goto(`http://127.0.0.1:${PORTS.edge}${FORM_PAGE}`);
    // The line is the page's script's (it reads the edge's Server-Timing): looked for once React has hydrated.
    await hydrated(page);
    const paused = page.locator('[data-updates-paused]');
    await paused.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    check(
      '... a new visitor\'s browser shows the page with the "updates paused" line',
      await paused.isVisible(),
      await paused.textContent().catch(() => ''),
    );
    const fields = {
      'First Name': 'Edge',
      'Last Name': 'Visitor',
      'Phone Number': '6715550123',
      'Email Address': 'edge-visitor@example.org',
    };
    for (const [label, value] of Object.entries(fields))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const kept = page.getByText('Your details are kept on this device');
    await kept.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
    check(
      '... and a form submission there is kept on the device (the offline queue)',
      await kept.isVisible(),
    );
    if (process.env.EDGE_SCREENSHOT) {
      await kept.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: process.env.EDGE_SCREENSHOT });
    }
  } catch (error) {
    check('... the outage page in a browser', false, error.message);
  } finally {
    await context.close();
  }
}

/** Visitors ask for the warmed pages without a pause while `during` runs (given the count of answers); every answer must be a 200. */
async function underLoad(warmed, during) {
  let stop = false;
  const failures = [];
  let answers = 0;
  const visitor = async (offset) => {
    for (let n = offset; !stop; n += 1) {
      const pagePath = warmed[n % warmed.length];
      try {
        const answer = await edgeGet(pagePath);
        await answer.arrayBuffer();
        answers += 1;
        if (answer.status !== 200) failures.push(`${pagePath}: ${answer.status}`);
      } catch (error) {
        failures.push(`${pagePath}: ${error.message}`);
      }
    }
  };
  const visitors = Array.from({ length: 8 }, (_, n) => visitor(n));
  try {
    await during(() => answers);
  } finally {
    // The visitors stop however the checks end: one that throws left them asking a gone edge, and the test
    // never ended (its report written, its process busy until CI's limit).
    stop = true;
    await Promise.all(visitors);
  }
  return { answers, failures };
}

/**
 * Right after the kill, nginx answers 502 while the edge's probe still finds the origin healthy: the kept copy
 * answers for the failed fetch (read after the answers: the probe needs two failed looks, 1 s apart, to find
 * the origin down, so a healthy verdict then held for the request too).
 */
async function failingOriginAnswered(pagePath, edge) {
  const [direct, through] = await Promise.all([
    rawRequest(pagePath, { port: PORTS.nginx }),
    rawRequest(pagePath, { headers: { 'accept-encoding': 'gzip' } }),
  ]);
  const probeHealthy = edge.probeHealthy();
  check(
    'with the origin answering 5xx through nginx, a purged page is answered from its kept copy',
    direct.status >= 500 &&
      through.status === 200 &&
      through.headers['x-edge-cache'] === 'stale' &&
      probeHealthy,
    `${pagePath}: nginx answered ${direct.status}, the edge ${through.status} (${through.headers['x-edge-cache']}) in ${through.ms} ms, its probe ${probeHealthy ? 'still finding the origin healthy' : 'had found the origin down first'}`,
  );
}

// deploy/varnish/site.vcl keeps an error answer (a 404 page) 5 s at most, never in grace.
const ERROR_KEPT_MS = 5000;

/** An error answer kept before the outage: asked twice (the second a hit), and when it was kept. */
async function errorAnswerKept() {
  const address = `/no-such-page-kept-${Date.now()}`;
  const first = await rawRequest(address);
  const keptAt = Date.now();
  return { address, keptAt, answers: [first, await rawRequest(address)] };
}

/**
 * The content service's health failing (the site server's /healthz then answers 503), the origin still serving:
 * once the edge's probe finds it down, an address the edge does not hold is still asked of the origin (the
 * site's own 404 page, not the page for an address it cannot show); healthy again before the next checks.
 */
async function readsWhileProbeSick(edge, content) {
  content.healthy = false;
  await timeUntil(async () => !edge.probeHealthy());
  const address = `/no-such-page-sick-${Date.now()}`;
  const answer = await rawRequest(address);
  const sick = !edge.probeHealthy();
  content.healthy = true;
  await timeUntil(async () => edge.probeHealthy());
  check(
    'while the probe finds the origin down, an address the edge does not hold is still asked of it',
    sick && answer.status === 404 && answer.headers['x-edge-cache'] === 'miss',
    `${address}: ${answer.status} ${answer.headers['x-edge-cache']}, the probe ${sick ? 'finding the origin down' : 'never found the origin down'}`,
  );
}

/** Its seconds over, with the origin down: gone (never answered in grace), the site's page instead. */
async function errorAnswerNeverStale({ address, keptAt, answers }) {
  await sleep(Math.max(0, keptAt + ERROR_KEPT_MS + 500 - Date.now()));
  const later = await rawRequest(address);
  const [first, second] = answers;
  check(
    "an error answer is kept seconds at most, never in grace: with the origin down, the site's page instead",
    first.status === 404 && second.headers['x-edge-cache'] === 'hit' && later.status === 503,
    `${address}: ${answers.map((answer) => `${answer.status} ${answer.headers['x-edge-cache']}`).join(', ')}; ${((Date.now() - keptAt) / 1000).toFixed(1)} s later, the origin down: ${later.status} ${later.headers['x-edge-cache']}`,
  );
}

/** With the origin down: pages and files nobody asked for were kept by the warming; other addresses get the site's page. */
async function unheldAddresses({ unvisitedPage, unfetchedChunk }) {
  const page = await rawRequest(unvisitedPage, { headers: { 'accept-encoding': 'br' } });
  const chunk = await rawRequest(unfetchedChunk, { headers: { 'accept-encoding': 'gzip' } });
  check(
    'after a release, a page and a chunk nobody visited are answered from the edge with the origin killed',
    // A fresh copy (a hit, not the stale one from before the last change): the warming after it.
    page.status === 200 &&
      page.headers['x-edge-cache'] === 'hit' &&
      chunk.status === 200 &&
      chunk.body.length > 0,
    `${unvisitedPage}: ${page.status} ${page.headers['x-edge-cache']}; ${unfetchedChunk}: ${chunk.status} ${chunk.headers['x-edge-cache']}`,
  );
  const missing = await rawRequest(`/no-such-page-${Date.now()}`);
  const html = missing.body.toString('utf8');
  const parts = {
    "the site's header": /<header>.*<\/header>/s.test(html),
    'the menu': /<nav[^>]*>.*href="\/corporate\/about-us"/s.test(html),
    'a plain sentence': /<h1>[^<]+<\/h1>\s*<p>[^<]+/.test(html),
    'a phone number': html.includes('(671) 475-5000'),
    'links to kept pages': html.includes('href="/rate-calculator"'),
    'the security headers': Boolean(missing.headers['content-security-policy']),
    'a request id': Boolean(missing.headers['x-request-id']),
  };
  const absent = Object.keys(parts).filter((part) => !parts[part]);
  check(
    "an address the edge does not hold gets the site's own page (503), never a bare error",
    missing.status === 503 && absent.length === 0 && !/Guru Meditation|Varnish/i.test(html),
    `${missing.status}, ${absent.length ? `missing ${absent.join(', ')}` : Object.keys(parts).join(', ')}`,
  );
}

module.exports = {
  FORM_PAGE,
  warmInBrowser,
  outageInBrowser,
  underLoad,
  failingOriginAnswered,
  readsWhileProbeSick,
  errorAnswerKept,
  errorAnswerNeverStale,
  unheldAddresses,
  launchBrowser: () => chromium.launch(testBrowser),
};
