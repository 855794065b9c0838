const http = require('node:http');
const express = require('express');
const { SEARCH_PATH, createSiteSearch } = require('./siteSearch');

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
afterEach(async () => {
  for (const stop of started.splice(0)) await stop();
});

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

test('the index holds the rendered pages, the curated entries and the documents with their PDF text; /search.json answers from it', async () => {
  const files = await serveFiles();
  started.push(files.close);
  const site = fakeSite({
    routes: [
      { path: '/ways-to-pay', title: 'Ways to Pay' },
      {
        path: '/rates',
        title: 'Rates',
        search: { label: 'Tariffs', description: 'What a kilowatt-hour costs.' },
      },
      { path: '/news/:id', title: 'News' },
    ],
    entries: [
      { Title: 'Pay your bill', Description: 'Every way to pay.', Link: '/ways-to-pay' },
      { Title: 'Energy tips', Description: 'Save.', Link: 'https://example.org' },
      { Title: 'Rate schedules', Description: null, Link: '/rates' },
    ],
    files: [{ Title: 'Interconnection agreement', File: media('/uploads/agreement.pdf') }],
  });
  const search = start({
    currentManifest: () => manifest(site.routes),
    readContent: site.readContent,
    renderHtml: site.renderHtml,
    contentUrl: files.url,
    readPdfText: files.readPdfText,
  });
  const server = await serveSearch(search);
  started.push(server.close);

  // The page's body text, under the curated entry's title and description.
  const answer = await (await server.ask('q=drive-thru')).json();
  expect(answer).toMatchObject({
    term: 'drive-thru',
    shortened: false,
    total: 1,
    page: 1,
    data: [{ kind: 'page', title: 'Pay your bill', link: '/ways-to-pay' }],
  });
  // A pattern's address is not a page.
  expect(site.renders).toBe(2);
  // The documents' text is read after the first index.
  await waitFor(() => search.stats()?.pdfTexts === 1);
  const [document] = (await (await server.ask('q=solar%20panels')).json()).data;
  expect(document).toMatchObject({
    kind: 'document',
    title: 'Interconnection agreement',
    link: '/uploads/agreement.pdf',
  });
  expect((await (await server.ask('q=tips')).json()).data[0]).toMatchObject({
    kind: 'external',
    link: 'https://example.org',
  });
  // The search entry an area declares with its route: its label and description find the page, which
  // carries the curated entry's title (the page's own title and the label are searched too).
  for (const term of ['tariffs', 'kilowatt-hour', 'rates']) {
    expect((await (await server.ask(`q=${term}`)).json()).data[0]).toMatchObject({
      kind: 'page',
      title: 'Rate schedules',
      link: '/rates',
    });
  }
  expect(search.stats()).toMatchObject({
    pages: 2,
    documents: 1,
    entries: 3,
    pdfTexts: 1,
    complete: true,
    indexed: 4,
  });

  // Repeated or odd parameters: the first value, page 1; a long term is cut and says so.
  expect(await (await server.ask('q=rates&q=pay&page=x')).json()).toMatchObject({ term: 'rates', page: 1 });
  expect(await (await server.ask(`q=${'rate '.repeat(40)}`)).json()).toMatchObject({ shortened: true });
  const shared = await server.ask('q=rates');
  expect([shared.headers.get('cache-control'), shared.headers.get('surrogate-key')]).toEqual([
    expect.stringMatching(/^public, max-age=0, s-maxage=\d+/),
    'site search',
  ]);
});

test('a change notice rebuilds it (the old index answering meanwhile); a release too; what did not answer is tried again', async () => {
  const files = await serveFiles();
  started.push(files.close);
  const site = fakeSite({
    routes: [{ path: '/rates', title: 'Rates' }],
    files: [{ Title: 'Restoration order', File: media('/uploads/late.pdf') }],
  });
  let live = manifest(site.routes);
  const indexed = [];
  // The content reads wait while the test holds them: a build in progress, for as long as the test needs.
  let contentHeld = Promise.resolve();
  const search = start({
    currentManifest: () => live,
    readContent: async (url) => contentHeld.then(() => site.readContent(url)),
    renderHtml: site.renderHtml,
    contentUrl: files.url,
    readPdfText: files.readPdfText,
    onIndexed: (stats) => indexed.push(stats),
  });
  const server = await serveSearch(search);
  started.push(server.close);
  const total = async (term) => (await (await server.ask(`q=${term}`)).json()).total;

  // Each step waits for the next index built (onIndexed), not for a time.
  const nextIndex = async () => {
    const before = indexed.length;
    await waitFor(() => indexed.length > before);
  };
  expect(await total('rates')).toBe(1);
  await waitFor(() => indexed.length > 0);
  expect(indexed[0]).toMatchObject({ complete: false, pdfTexts: 0 });
  // The file answers again: the retry reads it.
  files.state.failing = false;
  await nextIndex();
  expect(indexed.at(-1)).toMatchObject({ complete: true, pdfTexts: 1 });
  expect(await total('typhoon')).toBe(1);

  site.entries = [{ Title: 'Outage map', Description: 'Where the power is out.', Link: '/outages' }];
  let releaseContent;
  contentHeld = new Promise((resolve) => (releaseContent = resolve));
  const rebuilt = nextIndex();
  search.rebuildSoon();
  expect(await total('outage')).toBe(0); // the old index, until the new one is ready
  releaseContent();
  await rebuilt;
  expect(await total('outage')).toBe(1);

  // A release: the manifest's poll sees it and rebuilds.
  const released = nextIndex();
  live = manifest([...site.routes, { path: '/brand-new', title: 'Brand New Programme' }]);
  await released;
  expect(await total('programme')).toBe(1);
});

test('before the first index is ready a search waits for it, then answers 503 (never an empty answer)', async () => {
  const search = start({
    currentManifest: () => manifest([{ path: '/slow', title: 'Slow' }]),
    readContent: async () => ({ data: [] }),
    renderHtml: () => new Promise(() => undefined),
    contentUrl: 'http://127.0.0.1:9',
    firstIndexWaitMs: 50,
  });
  const server = await serveSearch(search);
  started.push(server.close);
  const answer = await server.ask('q=slow');
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
});

test('a client past its searches a minute gets 429 with Retry-After; another client is still answered', async () => {
  const site = fakeSite({ routes: [{ path: '/rates', title: 'Rates' }] });
  let client = 'a';
  const search = start({
    currentManifest: () => manifest(site.routes),
    ...site,
    contentUrl: 'http://127.0.0.1:9',
    searchesPerMinute: 3,
    clientOf: () => client,
  });
  const server = await serveSearch(search);
  started.push(server.close);
  const statuses = [];
  for (let asked = 0; asked < 4; asked += 1) statuses.push((await server.ask('q=rates')).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await server.ask('q=rates');
  expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(await refused.json()).toEqual({
    error: { status: 429, message: 'Too many searches from this address; try again shortly' },
  });
  client = 'b';
  expect((await server.ask('q=rates')).status).toBe(200);
});

test("the server render's reads: the search's own address is answered from the index, any other goes to the content reads", async () => {
  const site = fakeSite({ routes: [{ path: '/rates', title: 'Rates' }] });
  const search = start({
    currentManifest: () => manifest(site.routes),
    readContent: site.readContent,
    renderHtml: site.renderHtml,
    contentUrl: 'http://127.0.0.1:9',
  });
  const contentReads = [];
  const read = search.withSearchReads(async (url) => {
    contentReads.push(url);
    return { data: [] };
  });
  expect(await read('/search.json?q=rates&page=1', AbortSignal.timeout(5000))).toMatchObject({
    term: 'rates',
    total: 1,
  });
  await read('/api/foia-reports', AbortSignal.timeout(5000));
  expect(contentReads).toEqual(['/api/foia-reports']);
});

test('a change notice updates the index for what it touches only: the pages that read the collection once, its files and their new text', async () => {
  const files = await serveFiles();
  started.push(files.close);
  // Each page's render reads the notices (the layout's banner) and its own collections.
  const READS = { '/rateadjustment': ['news-releases'], '/rates': ['rate-documents'], '/contact': [] };
  const releases = [{ Title: 'Rate hearing set', File: media('/uploads/agreement.pdf') }];
  const renders = [];
  const listReads = [];
  const indexed = [];
  const live = manifest(Object.keys(READS).map((path) => ({ path, title: path.slice(1) })));
  const search = start({
    currentManifest: () => live,
    readContent: async (url) => {
      listReads.push(url.split('?')[0]);
      return url.startsWith('/api/news-releases?') ? list(releases) : { data: [] };
    },
    renderHtml: async (path, onRead) => {
      renders.push(path);
      for (const collection of ['website-notifications', ...READS[path]])
        onRead(`/api/${collection}?populate=*`);
      return `<main><h1>${path}</h1><p>${path === '/rateadjustment' ? releases.map((release) => release.Title).join(' ') : ''}</p></main>`;
    },
    contentUrl: files.url,
    readPdfText: async (file) =>
      file.url === '/uploads/late.pdf' ? 'Typhoon restoration order.' : files.readPdfText(file),
    onIndexed: (stats) => indexed.push(stats),
  });
  const server = await serveSearch(search);
  started.push(server.close);
  const found = async (term) =>
    (await (await server.ask(`q=${encodeURIComponent(term)}`)).json()).data.map((hit) => hit.link);
  const nextIndex = async (change) => {
    const before = indexed.length;
    renders.length = 0;
    listReads.length = 0;
    change();
    await waitFor(() => indexed.length > before);
    return indexed.at(-1);
  };
  search.start();
  await waitFor(() => indexed.length > 0);
  expect(await found('solar panels')).toEqual(['/uploads/agreement.pdf']);

  // A new release with a PDF: /rateadjustment rendered once (not the other pages), the releases read again.
  releases.push({ Title: 'Fuel surcharge order', File: media('/uploads/late.pdf', 4) });
  const update = await nextIndex(() => {
    search.contentChanged(['news-releases']);
    search.contentChanged(['news-releases']);
  });
  expect(renders).toEqual(['/rateadjustment']);
  expect(listReads).toEqual(['/api/news-releases']);
  expect(update).toMatchObject({ complete: true, pages: 3, documents: 2, pdfTexts: 2 });
  // Which pages read each collection, as their renders did.
  expect(update.readers).toEqual({
    'website-notifications': ['/rateadjustment', '/rates', '/contact'],
    'news-releases': ['/rateadjustment'],
    'rate-documents': ['/rates'],
  });
  expect(await found('surcharge')).toEqual(expect.arrayContaining(['/rateadjustment', '/uploads/late.pdf']));
  expect(await found('typhoon restoration')).toEqual(['/uploads/late.pdf']);

  // Unpublished: gone from the page and the documents.
  releases.pop();
  await nextIndex(() => search.contentChanged(['news-releases']));
  expect(await found('surcharge')).toEqual([]);
  expect(await found('typhoon restoration')).toEqual([]);

  // A notice (read by every page, outside what is indexed) renders no page; a release renders them all anew.
  await nextIndex(() => search.contentChanged(['website-notifications']));
  expect(renders).toEqual([]);
  await nextIndex(() => search.rebuildSoon());
  expect(renders.sort()).toEqual(['/contact', '/rateadjustment', '/rates']);
});

/** Resolves once `check` holds (looked at after every turn of the event loop). */
function waitFor(check) {
  return new Promise((resolve) => {
    const look = () => (check() ? resolve() : setImmediate(look));
    look();
  });
}
