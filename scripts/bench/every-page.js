#!/usr/bin/env node
// npm run bench:pages: the script a first visit to every page of the site loads (every address of the
// sitemap), the federated site against a monolith build of the same sources, each page once per build,
// Playwright on Debian's Chromium over loopback with an empty cache (first-visit/visit.js: compressed bytes
// in all and before the menu answers a tap). No Lighthouse: `npm run bench` measures chosen pages in depth.
// Needs the content service (CONTENT_SERVICE_URL, default http://127.0.0.1:1337) and both builds
// (npm run build, npm run build:monolith); starts one site server per build and stops them.
const { chromium } = require('@playwright/test');
const { visitorBrowser: chromiumOptions } = require('@gpa/e2e/chromium');
const { knownBuilds } = require('./first-visit/options');
const { root, startSiteServer, stopAll, waitFor } = require('./first-visit/servers');
const { playwrightRun } = require('./first-visit/visit');
const { pagesReport, summarizePages } = require('./every-page/summary');

const contentUrl = process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337';

/** The site's pages: the paths of the sitemap's addresses. */
async function sitemapPaths(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

(async () => {
  await waitFor(contentUrl, 'The content service', 5000);
  const { federated, against } = knownBuilds(root);
  const federatedSite = await startSiteServer(federated, contentUrl);
  const monolithSite = await startSiteServer(against.monolith, contentUrl);
  const browser = await chromium.launch(chromiumOptions);
  try {
    const pages = [];
    for (const route of await sitemapPaths(federatedSite.url)) {
      // The two builds in turn, page by page: a change of the machine's load weighs on both alike.
      pages.push({
        route,
        federated: await playwrightRun(browser, federatedSite.url + route),
        monolith: await playwrightRun(browser, monolithSite.url + route),
      });
    }
    console.log(pagesReport(summarizePages(pages)));
  } finally {
    await browser.close();
    federatedSite.stop();
    monolithSite.stop();
  }
})().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
