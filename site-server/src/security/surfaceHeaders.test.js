// The public surface's headers: security headers on every answer, the page policy for HTML without one, and
// uploaded files (range requests, any origin without credentials, never script on the site's origin).
const fs = require('node:fs');
const path = require('node:path');
const { withFrameAncestors } = require('./securityHeaders');
const { state, startSite, setUp, tearDown } = require('../testing/surfaceSite');

beforeEach(setUp);
afterEach(tearDown);

test("security headers on every answer: pages, files, content, refusals; the site policy replaces Strapi's", async () => {
  await startSite();
  for (const url of [
    '/',
    '/corporate/about',
    '/site-manifest.json',
    '/api/foia-reports',
    '/api/auth/local',
    '/admin',
    '/areas/x/1/none.js',
  ]) {
    const response = await fetch(`${state.site.url}${url}`);
    expect([url, response.headers.get('x-content-type-options')]).toEqual([url, 'nosniff']);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
    // Pages carry the full policy of server rendering, which includes the same frame-ancestors.
    expect(response.headers.get('content-security-policy')).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  }
});

test('HTML without a policy of its own gets the page policy (always with frame-ancestors), and HSTS when configured', async () => {
  await startSite({
    pageCsp: () => "default-src 'self'; script-src 'self' 'nonce-abc'",
    hstsMaxAgeSeconds: 31536000,
  });
  fs.mkdirSync(path.join(state.siteDir, 'areas/tools/1.0.0'), { recursive: true });
  fs.writeFileSync(
    path.join(state.siteDir, 'areas/tools/1.0.0/index.html'),
    '<!doctype html><title>tools</title>',
  );
  const page = await fetch(`${state.site.url}/areas/tools/1.0.0/index.html`);
  expect(page.headers.get('content-security-policy')).toBe(
    "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'self'",
  );
  // A rendered page keeps its own.
  expect((await fetch(`${state.site.url}/residential`)).headers.get('content-security-policy')).toMatch(
    /^default-src 'self'; script-src 'self'( 'sha256-[^']+')*; /,
  );
  expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  const api = await fetch(`${state.site.url}/api/foia-reports`);
  expect(api.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  // A policy that already says who may frame the page is kept as written.
  expect(withFrameAncestors("default-src 'self'; frame-ancestors 'self'")).toBe(
    "default-src 'self'; frame-ancestors 'self'",
  );
  expect(withFrameAncestors("default-src 'self';")).toBe("default-src 'self'; frame-ancestors 'self'");
});

test('uploaded files are streamed with range requests, the query string dropped', async () => {
  await startSite();
  state.respond = (req, res) => {
    res.writeHead(req.headers.range ? 206 : 200, {
      'content-type': 'application/pdf',
      ...(req.headers.range ? { 'content-range': 'bytes 0-3/8' } : {}),
    });
    res.end(req.headers.range ? '%PDF' : '%PDF-1.4');
  };
  const whole = await fetch(`${state.site.url}/uploads/report_ab12.pdf?cachebust=1`);
  expect(await whole.text()).toBe('%PDF-1.4');
  expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
  const part = await fetch(`${state.site.url}/uploads/report_ab12.pdf`, { headers: { range: 'bytes=0-3' } });
  expect(part.status).toBe(206);
  expect(state.received.map((r) => r.url)).toEqual(['/uploads/report_ab12.pdf', '/uploads/report_ab12.pdf']);
});

test("uploaded files may be read from any origin (the admin's media library), without credentials; content reads may not", async () => {
  await startSite();
  state.respond = (req, res) => {
    // Strapi's own CORS answer names the site's origin with credentials: the site's answer replaces it.
    res.writeHead(200, {
      'content-type': req.url.startsWith('/uploads/') ? 'image/png' : 'application/json',
      'access-control-allow-origin': 'http://site.example',
      'access-control-allow-credentials': 'true',
    });
    res.end(req.url.startsWith('/uploads/') ? 'PNG' : JSON.stringify({ data: [] }));
  };
  const origin = { origin: 'http://127.0.0.1:1337' };
  const file = await fetch(`${state.site.url}/uploads/plan_ab12.png`, { headers: origin });
  expect(file.headers.get('access-control-allow-origin')).toBe('*');
  expect(file.headers.get('access-control-allow-credentials')).toBeNull();
  const list = await fetch(`${state.site.url}/api/standard-operating-procedures`, { headers: origin });
  expect(list.status).toBe(200);
  expect(list.headers.get('access-control-allow-origin')).toBeNull();
});

/** Sends raw bytes and returns the raw answer (fetch cannot send oversized heads). */

test("uploaded files never run script on the site's origin: only script-free types are shown, the rest are sandboxed downloads", async () => {
  await startSite();
  const typeOf = {
    html: 'text/html; charset=utf-8',
    svg: 'image/svg+xml',
    xml: 'application/xml',
    xhtml: 'application/xhtml+xml',
    bin: 'application/octet-stream',
    txt: 'text/plain',
    png: 'image/png',
    pdf: 'application/pdf',
  };
  state.respond = (req, res) => {
    const extension = req.url.split('.').pop();
    // Strapi's answer may carry its own (lax) policy and disposition: the site's replace them.
    res.writeHead(200, {
      ...(typeOf[extension] ? { 'content-type': typeOf[extension] } : {}),
      'content-security-policy': "default-src 'self'",
      'content-disposition': 'inline',
    });
    res.end('<script>alert(1)</script>');
  };
  for (const extension of ['html', 'svg', 'xml', 'xhtml', 'bin', 'txt', 'none']) {
    const file = await fetch(`${state.site.url}/uploads/evil_ab12.${extension}`);
    const headers = ['x-content-type-options', 'content-disposition', 'content-security-policy'].map((name) =>
      file.headers.get(name),
    );
    expect([extension, ...headers]).toEqual([
      extension,
      'nosniff',
      'attachment',
      expect.stringMatching(/^sandbox;.*default-src 'none'/),
    ]);
  }
  for (const extension of ['png', 'pdf']) {
    const file = await fetch(`${state.site.url}/uploads/plan_ab12.${extension}`);
    expect([
      extension,
      file.headers.get('x-content-type-options'),
      file.headers.get('content-disposition'),
    ]).toEqual([extension, 'nosniff', null]);
  }
});
