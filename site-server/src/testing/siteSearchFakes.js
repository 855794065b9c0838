// Test helpers of the site search's tests: a fake site (its pages, curated entries and files), the content
// service's files, the search served over HTTP, and searches started for one test (stopStarted after it).
const http = require('node:http');
const express = require('express');
const { SEARCH_PATH, createSiteSearch } = require('../search/siteSearch');

const manifest = (routes) => ({
  content: { apiUrl: '/api', filesUrl: '' },
  areas: { customer: { version: '1.0.0', routes } },
});
const PAGES = {
  '/ways-to-pay':
    '<header>Menu</header><main><h1>Ways to Pay</h1><p>Pay online or at the drive-thru.</p></main>',
  '/rates': '<main><h1>Rates</h1><p>Residential rate schedules.</p></main>',
};
const list = (items) => ({ data: items.map((attributes, index) => ({ id: index + 1, attributes })) });
const media = (url, size = 3) => ({
  data: { id: 1, attributes: { url, name: url.split('/').pop(), mime: 'application/pdf', size } },
});

/**
 * The content service's files, and a reader of their text (the PDF parsing itself, unpdf, runs in the
 * browser tests: it loads as an ES module, which these tests' runtime does not). late.pdf fails while `failing`.
 */
async function serveFiles() {
  const state = { failing: true };
  const server = http.createServer((req, res) => {
    if (req.url === '/uploads/agreement.pdf')
      return res.end('Customer-generators sign this agreement before connecting solar panels.');
    if (req.url === '/uploads/late.pdf' && !state.failing) return res.end('Typhoon restoration order.');
    res.statusCode = 503;
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const readPdfText = async (file) => {
    const response = await fetch(`${url}${file.url}`);
    return response.ok ? response.text() : undefined;
  };
  return { url, state, readPdfText, close: () => new Promise((resolve) => server.close(resolve)) };
}

function fakeSite({ routes, entries = [], files = [] }) {
  const site = { routes, entries, files, renders: 0 };
  site.readContent = async (url) => {
    if (url.startsWith('/api/search-results?')) return list(site.entries);
    if (url.startsWith('/api/content-files?')) return list(site.files);
    return { data: [] };
  };
  site.renderHtml = async (path) => {
    site.renders += 1;
    return PAGES[path] ?? `<main><h1>${path}</h1></main>`;
  };
  return site;
}

async function serveSearch(search) {
  const app = express();
  app.get(SEARCH_PATH, search.handler);
  const server = http.createServer(app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    ask: async (query) => fetch(`${base}${SEARCH_PATH}?${query}`),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const started = [];
/** Stopped after the test (a server or a search it started). */
const afterTest = (stop) => void started.push(stop);
/** Closes everything this test started. */
async function stopStarted() {
  for (const stop of started.splice(0)) await stop();
}

function start(options) {
  const search = createSiteSearch({
    debounceMs: 10,
    retryMs: 50,
    manifestPollMs: 20,
    log: () => undefined,
    ...options,
  });
  started.push(async () => search.close());
  return search;
}

/** Resolves once `check` holds (looked at after every turn of the event loop). */
function waitFor(check) {
  return new Promise((resolve) => {
    const look = () => (check() ? resolve() : setImmediate(look));
    look();
  });
}

module.exports = {
  afterTest,
  manifest,
  list,
  media,
  serveFiles,
  fakeSite,
  serveSearch,
  start,
  stopStarted,
  waitFor,
};
