// The site search kept current: a change notice or a release rebuilds its index (the old one answering
// meanwhile), and a change notice touches only what read the changed collection.
const {
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
} = require('../testing/siteSearchFakes');

afterEach(stopStarted);

test('a change notice rebuilds it (the old index answering meanwhile); a release too; what did not answer is tried again', async () => {
  const files = await serveFiles();
  afterTest(files.close);
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
  afterTest(server.close);
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

test('a change notice updates the index for what it touches only: the pages that read the collection once, its files and their new text', async () => {
  const files = await serveFiles();
  afterTest(files.close);
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
  afterTest(server.close);
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

test('a server nobody has searched builds no index: not at its polls, a release or a change notice; its first search does', async () => {
  const site = fakeSite({ routes: [{ path: '/rates', title: 'Rates' }] });
  let live = manifest(site.routes);
  let polls = 0;
  const rendered = [];
  const search = start({
    currentManifest: () => {
      polls += 1;
      return live;
    },
    readContent: site.readContent,
    renderHtml: async (path) => {
      rendered.push(path);
      return site.renderHtml(path);
    },
    contentUrl: 'http://127.0.0.1:9',
  });
  const server = await serveSearch(search);
  afterTest(server.close);

  search.contentChanged(['payment-methods']);
  live = manifest([...site.routes, { path: '/leac', title: 'LEAC' }]);
  // The watch has looked at the manifest several times since the release.
  await waitFor(() => polls >= 5);
  expect(rendered).toEqual([]);

  expect((await (await server.ask('q=rates')).json()).total).toBe(1);
  expect(rendered).toEqual(expect.arrayContaining(['/rates', '/leac']));
});
