// A notice's HTML is made once, at the content boundary: the /api answers (both shapes), the cache and the
// preview's draft reads carry it beside the Markdown; other collections pass as they are.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('../app');
const { siteStateDirOf } = require('../process/siteState');
const { createDraftReader } = require('../render/preview');
const { withMarkdownHtml } = require('./markdownFields');

const TEXT = '**Outage** in Dededo:\n\n- crews out\n- [alerts](/power-alerts) [more](javascript:alert(1))';
const HTML =
  '<p><strong>Outage</strong> in Dededo:</p>\n<ul>\n<li>crews out</li>\n<li><a href="/power-alerts">alerts</a> more</li>\n</ul>';
const fields = { Title: 'Outage', Severity: 'info', description: TEXT };

test('each entry of a notice list gets its HTML beside its Markdown, in the v4 shape and the flat one', () => {
  const v4 = {
    data: [
      { id: 1, attributes: fields },
      { id: 2, attributes: { Title: 'No text' } },
    ],
    meta: {},
  };
  expect(withMarkdownHtml('website-notifications', v4)).toEqual({
    data: [
      { id: 1, attributes: { ...fields, descriptionHtml: HTML } },
      { id: 2, attributes: { Title: 'No text', descriptionHtml: '' } },
    ],
    meta: {},
  });
  expect(withMarkdownHtml('website-notifications', { data: [{ id: 1, ...fields }] })).toEqual({
    data: [{ id: 1, ...fields, descriptionHtml: HTML }],
  });
});

test('other collections and empty lists pass as they are', () => {
  const articles = { data: [{ id: 1, description: TEXT }] };
  expect(withMarkdownHtml('articles', articles)).toBe(articles);
  const empty = { data: null, meta: {} };
  expect(withMarkdownHtml('website-notifications', empty)).toBe(empty);
});

/** Starts a server on a free loopback port; returns its base URL and a closer. */
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

/** A content service with one notice, in the shape asked for, that counts its reads (with Content-Length). */
async function contentService() {
  const reads = [];
  const server = await listen((req, res) => {
    reads.push(req.url);
    const v4 = req.headers['strapi-response-format'] === 'v4';
    const body = JSON.stringify({ data: [v4 ? { id: 1, attributes: fields } : { id: 1, ...fields }] });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  return { ...server, reads };
}

test("the site's /api answer carries the HTML, made once and kept with the answer", async () => {
  const content = await contentService();
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>shell</title>');
  const site = await listen(createSiteApp({ siteDir, contentUrl: content.url, contentCacheMs: 60_000 }));
  try {
    const v4 = { headers: { 'Strapi-Response-Format': 'v4' } };
    const first = await fetch(`${site.url}/api/website-notifications`, v4);
    const second = await fetch(`${site.url}/api/website-notifications`, v4);
    expect(second.headers.get('x-content-cache')).toBe('hit');
    expect((await first.json()).data[0].attributes.descriptionHtml).toBe(HTML);
    expect((await second.json()).data[0].attributes.descriptionHtml).toBe(HTML);
    const flat = await (await fetch(`${site.url}/api/website-notifications`)).json();
    expect(flat.data[0].descriptionHtml).toBe(HTML);
    expect(content.reads).toHaveLength(2);
  } finally {
    await site.close();
    await content.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
    fs.rmSync(siteStateDirOf(siteDir), { recursive: true, force: true });
  }
});

test("the preview's draft reads carry the same HTML as the published answers", async () => {
  const content = await contentService();
  try {
    const readDrafts = createDraftReader({
      contentUrl: content.url,
      secret: 'preview secret',
      readPublished: () => Promise.reject(new Error('not a draft read')),
    });
    const drafts = await readDrafts('/api/website-notifications?sort[0]=updatedAt%3Adesc');
    expect(drafts.data[0].attributes.descriptionHtml).toBe(HTML);
    expect(content.reads[0]).toMatch(/[?&]status=draft/);
  } finally {
    await content.close();
  }
});
