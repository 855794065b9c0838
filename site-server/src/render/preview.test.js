// A preview's drafts are checked where they enter, as published entries are: a draft with a broken field fails
// its read, so the page shows its error state (with Retry) and the preview's notice names the collection, the
// entry and the field for the editor; nothing crashes and nothing renders `undefined`.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const express = require('express');
const { previewLink } = require('@gpa/content-catalog/preview-link');
const { logger } = require('../process/logging');
const { createDraftReader } = require('./preview');
const { previewHandler } = require('./previewAnswer');

const SECRET = 'preview secret';
const SITE_URL = 'https://www.example.org';
const REFUSAL = 'Content of foia-reports, entry 7: field Order: wrong (expected number)';

function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/** A content service whose drafts of FOIA reports hold one entry with a field of the wrong type. */
const contentService = () =>
  listen((req, res) => {
    const drafts = [
      { id: 6, attributes: { Title: 'Q1', Order: 1 } },
      { id: 7, attributes: { Title: 'Q2', Order: 'second' } },
    ];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: drafts }));
  });

let content;
let shellDir;

beforeEach(async () => {
  jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  content = await contentService();
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><head></head><body></body></html>');
});

afterEach(async () => {
  jest.restoreAllMocks();
  await content.close();
  fs.rmSync(shellDir, { recursive: true, force: true });
});

const readerOf = () =>
  createDraftReader({
    contentUrl: content.url,
    secret: SECRET,
    readPublished: () => Promise.reject(new Error('not a draft read')),
  });

test('a draft with a broken field refuses the read, naming the collection, the entry and the field', async () => {
  await expect(readerOf()('/api/foia-reports?populate[0]=File')).rejects.toThrow(REFUSAL);
});

test("the preview shows the page's error state and a notice naming the broken draft", async () => {
  // The shell's render as prefetchDeclaredContent does it: a failed read is the page's error state with Retry.
  const render = async (url, _manifest, fetchContent) => {
    const read = await fetchContent('/api/foia-reports', new AbortController().signal).then(
      (list) => list.data.map((entry) => `<li>${entry.attributes.Title}</li>`).join(''),
      () => `<p>We couldn't load the FOIA reports right now.</p><button>Retry</button>`,
    );
    return { kind: 'page', status: 200, html: read, styles: '', title: 'FOIA', queryState: { queries: [] } };
  };
  const app = express().get(
    '/_preview',
    previewHandler({
      previews: { secret: SECRET, readDrafts: readerOf(), adminOrigins: [] },
      currentManifest: () => ({ areas: {}, content: { apiUrl: '/api', filesUrl: '' } }),
      shellPage: path.join(shellDir, 'index.html'),
      template: () => '<html><head></head><body><div id="root"></div></body></html>',
      originOf: () => SITE_URL,
      render,
      log: () => undefined,
    }),
  );
  const site = await listen(app);
  try {
    const link = new URL(previewLink({ siteUrl: SITE_URL, path: '/foia', secret: SECRET }));
    const response = await fetch(`${site.url}${link.pathname}${link.search}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The page's error state, not the other draft shown beside an `undefined` one.
    expect(html).toContain(
      `<div id="root"><p>We couldn't load the FOIA reports right now.</p><button>Retry</button></div>`,
    );
    expect(html).toContain(`Not shown, a draft with a broken field: ${REFUSAL}.`);
  } finally {
    await site.close();
  }
});
