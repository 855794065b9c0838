// The public surface through the real site app and HTTP, over a fake content service that records every
// request it receives (so "never reaches Strapi" is counted, not assumed): refusals, reads in canonical form,
// the metrics of reads, Vary, malformed requests and size limits (headers, creates and limits, server-side
// reads: surface*.test.js).
const http = require('node:http');
const net = require('node:net');
const { metrics } = require('../signals/metrics');
const { state, startSite, setUp, tearDown, json, form } = require('../testing/surfaceSite');

beforeEach(setUp);
afterEach(tearDown);

test('refused requests are answered by the site and never reach the content service', async () => {
  await startSite();
  const refused = [
    ['POST', '/api/auth/local/register', 404],
    ['POST', '/api/auth/local', 404],
    ['GET', '/api/users/me', 404],
    ['GET', '/api/upload/files', 404],
    ['POST', '/api/upload', 404],
    ['GET', '/api/i18n/locales', 404],
    ['GET', '/api/content-type-builder/content-types', 404],
    ['DELETE', '/api/foia-reports/abc', 404],
    ['PUT', '/api/foia-reports', 404],
    ['POST', '/api/foia-reports', 404],
    ['GET', '/api/e-newsletters', 404],
    ['GET', '/api/foia-reports/abc', 404],
    ['OPTIONS', '/api/foia-reports', 404],
    ['GET', '/api/foia-reports?status=draft', 400],
    ['GET', '/api/foia-reports?populate[0]=createdBy', 400],
    ['POST', '/uploads/a.pdf', 404],
    ['GET', '/admin', 404],
    ['POST', '/admin/login', 404],
    ['GET', '/content-manager/collection-types/api::foia-report.foia-report', 404],
    ['GET', '/upload/files', 404],
    ['GET', '/i18n/locales', 404],
    ['GET', '/users-permissions/roles', 404],
  ];
  for (const [method, url, status] of refused) {
    const response = await fetch(`${state.site.url}${url}`, {
      method,
      headers: { ...json, authorization: 'Bearer stolen' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect([method, url, response.status]).toEqual([method, url, status]);
    expect((await response.json()).error).toMatchObject({ status });
  }
  expect(state.received).toEqual([]);
});

test('a 400 explains what is wrong with the query', async () => {
  await startSite();
  const response = await fetch(`${state.site.url}/api/foia-reports?pagination[pageSize]=5000`);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    data: null,
    error: {
      status: 400,
      name: 'BadRequest',
      message: '"pagination[pageSize]" must be a whole number from 1 to 1000',
    },
  });
});

test('reads reach Strapi in canonical form with only the headers it needs: no credentials, no cookies', async () => {
  await startSite();
  const response = await fetch(`${state.site.url}/api/foia-reports?sort[0]=Title:asc&populate[0]=File`, {
    headers: { 'strapi-response-format': 'v4', authorization: 'Bearer stolen', cookie: 'session=1' },
  });
  expect(response.status).toBe(200);
  expect(state.received).toHaveLength(1);
  expect(state.received[0].url).toBe('/api/foia-reports?populate%5B0%5D=File&sort%5B0%5D=Title%3Aasc');
  expect(state.received[0].headers).not.toHaveProperty('authorization');
  expect(state.received[0].headers).not.toHaveProperty('cookie');
  expect(state.received[0].headers['strapi-response-format']).toBe('v4');
  expect(response.headers.get('set-cookie')).toBeNull();
  // Strapi's product banner stays inside; the answer says it was forwarded, and what it varies with.
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(response.headers.get('via')).toBe('1.1 site');
  expect(response.headers.get('vary')).toBe('Strapi-Response-Format');
  // The same query written differently is the same cache entry.
  const again = await fetch(
    `${state.site.url}/api/foia-reports?populate%5B0%5D=File&sort%5B0%5D=Title%3Aasc`,
    {
      headers: { 'strapi-response-format': 'v4' },
    },
  );
  expect(again.headers.get('x-content-cache')).toBe('hit');
  expect(state.received).toHaveLength(1);
  // Its validator, the same on every copy served from that entry.
  expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
  expect(again.headers.get('etag')).toBe(response.headers.get('etag'));
});

/** How many browser reads the metrics counted in each content cache state. */
async function countedReads() {
  const { values } = await metrics.contentReads.get();
  return Object.fromEntries(
    values
      .filter(({ labels }) => labels.reader === 'browser')
      .map(({ labels, value }) => [labels.state, value]),
  );
}

test("the metrics count each browser read by the content cache's answer", async () => {
  await startSite();
  const before = await countedReads();
  for (let read = 0; read < 3; read += 1)
    expect((await fetch(`${state.site.url}/api/foia-reports`)).status).toBe(200);
  const after = await countedReads();
  expect({ miss: after.miss - (before.miss ?? 0), hit: after.hit - (before.hit ?? 0) }).toEqual({
    miss: 1,
    hit: 2,
  });
});

test('every /api answer varies with the response format asked for, refusals and files carry no Strapi banner', async () => {
  await startSite();
  for (const url of ['/api/foia-reports', '/api/foia-reports?status=draft', '/api/users/me']) {
    expect([url, (await fetch(`${state.site.url}${url}`)).headers.get('vary')]).toEqual([
      url,
      'Strapi-Response-Format',
    ]);
  }
  const created = await fetch(
    `${state.site.url}/api/e-newsletters`,
    form({ data: { Email: 'a@example.org' } }),
  );
  expect(created.headers.get('vary')).toBe('Strapi-Response-Format');
  for (const answer of [created, await fetch(`${state.site.url}/uploads/a.pdf`)]) {
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('via')).toBe('1.1 site');
  }
});

test('a malformed Host or path is a 400 with nothing but its status', async () => {
  await startSite();
  const { port } = new URL(state.site.url);
  const ask = (target, host) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: target, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body, headers: res.headers }));
        })
        .on('error', reject);
    });
  for (const [target, host] of [
    ['/leac', '['],
    ['/leac', 'evil.example/x'],
    ['/leac', 'a b'],
    ['/leac', 'evil.example:80:80'],
    ['/leac', '.'],
    ['/%E0%A4%A', 'localhost'],
    ['/api/%E0%A4%A', 'localhost'],
    ['/areas/%ZZ/x.js', 'localhost'],
  ]) {
    const answer = await ask(target, host);
    expect([target, host, answer.status, answer.body]).toEqual([target, host, 400, '400 Bad Request']);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
  for (const host of [
    'localhost:8080',
    'www.example.org',
    'www.example.org.',
    'site_server:8080',
    '127.0.0.1',
    '[::1]:8080',
  ]) {
    expect([host, (await ask('/', host)).status]).toEqual([host, 200]);
  }
  expect(state.received).toEqual([]);
});

/** Sends raw bytes and returns the raw answer (fetch cannot send oversized heads). */
function raw(url, text) {
  return new Promise((resolve) => {
    const { port } = new URL(url);
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
  });
}

test('limits on URL and header size', async () => {
  await startSite();
  const longUrl = await fetch(`${state.site.url}/api/foia-reports?filters[Title][$eq]=${'x'.repeat(2100)}`);
  expect(longUrl.status).toBe(414);
  // A page address may carry a long query (a shared ?tab=): it is the page's to ignore.
  const longPage = await fetch(`${state.site.url}/corporate/financials?tab=${'x'.repeat(10_240)}`);
  expect(longPage.status).toBe(200);
  const bigHeader = await raw(
    state.site.url,
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
  );
  expect(bigHeader).toMatch(/^HTTP\/1\.1 431/);
  expect(state.received).toEqual([]);
});
