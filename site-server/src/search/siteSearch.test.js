// The site search: its index of the rendered pages, curated entries and documents, its answers and limits, and
// the server render's reads of it (kept current: siteSearchUpdates.test.js).
const {
  afterTest,
  manifest,
  media,
  serveFiles,
  fakeSite,
  serveSearch,
  start,
  stopStarted,
  waitFor,
} = require('../testing/siteSearchFakes');

afterEach(stopStarted);

test('the index holds the rendered pages, the curated entries and the documents with their PDF text; /search.json answers from it', async () => {
  const files = await serveFiles();
  afterTest(files.close);
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
  afterTest(server.close);

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

test('before the first index is ready a search waits for it, then answers 503 (never an empty answer)', async () => {
  const search = start({
    currentManifest: () => manifest([{ path: '/slow', title: 'Slow' }]),
    readContent: async () => ({ data: [] }),
    renderHtml: () => new Promise(() => undefined),
    contentUrl: 'http://127.0.0.1:9',
    firstIndexWaitMs: 50,
  });
  const server = await serveSearch(search);
  afterTest(server.close);
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
  afterTest(server.close);
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
