import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

// The site and its content service probed from the outside, as an attacker would: nothing internal leaks
// through the site, and the content service's own port gives nothing away either.
const strapi = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
const root = path.join(__dirname, '..', '..');
const strapiPort = Number(process.env.E2E_CONTENT_PORT ?? 1338);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 8090);
const siteOrigin = `http://127.0.0.1:${sitePort}`;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the path and headers exactly as written: browsers and fetch would normalize them. */
/** Spellings of the shell's server bundle a request might use to reach it (each must be refused). */
const SHELL_BUNDLE_SPELLINGS = [
  '/server/shell.js',
  '/%73erver/shell.js',
  '//server/shell.js',
  '/./server/shell.js',
  '/server%2fshell.js',
  '/areas/../server/shell.js',
  '/areas/%2e%2e/server/shell.js',
];
/** The same for an area build's server bundle under `base` (/areas/<area>/<version>). */
const areaBundleSpellings = (base: string) => [
  `${base}/server/routes.js`,
  `${base}/%73erver/routes.js`,
  `${base}//server/routes.js`,
  `${base}/./server/routes.js`,
  `${base}/server%2froutes.js`,
];

function raw(
  target: string,
  {
    method = 'GET',
    headers = {},
    port = sitePort,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; port?: number } = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe("the content service's admin belongs to its operator", () => {
  test('the first administrator exists from the start: registration is refused, the operator signs in', async ({
    request,
  }) => {
    const init = await request.get(`${strapi}/admin/init`);
    expect((await init.json()).data.hasAdmin).toBe(true);

    const intruder = {
      email: 'intruder@example.org',
      firstname: 'In',
      lastname: 'Truder',
      password: 'Intruder-pass-1',
    };
    const register = await request.post(`${strapi}/admin/register-admin`, { data: intruder });
    expect(register.status()).toBe(400);
    expect(JSON.stringify(await register.json())).not.toContain('token');
    const intruderLogin = await request.post(`${strapi}/admin/login`, {
      data: { email: intruder.email, password: intruder.password },
    });
    expect(intruderLogin.status()).toBe(400);

    const login = await request.post(`${strapi}/admin/login`, {
      data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    expect((await login.json()).data.user.email).toBe(process.env.ADMIN_EMAIL);
  });

  test('no admin address answers through the site', async ({ request }) => {
    for (const url of ['/admin/init', '/admin/register-admin', '/admin/login', '/ADMIN/init']) {
      const response = await request.fetch(url, {
        method: url.endsWith('init') ? 'GET' : 'POST',
        data: {},
        maxRedirects: 0,
      });
      expect(response.status(), url).toBe(404);
    }
    // Other spellings are pages of the site (or refused): none reaches Strapi's admin.
    for (const url of [
      '/%61dmin/init',
      '//admin/init',
      '/./admin/init',
      '/api/../admin/init',
      '/uploads/%2e%2e/admin/init',
    ]) {
      expect((await raw(url)).body, url).not.toContain('hasAdmin');
    }
  });
});

test.describe('nothing internal leaks through the site', () => {
  /** The live area versions, from the manifest every visitor can read. */
  async function liveVersions() {
    const manifest = JSON.parse((await raw('/site-manifest.json')).body) as {
      areas: Record<string, { version: string }>;
    };
    return Object.entries(manifest.areas).map(([area, { version }]) => ({ area, version }));
  }

  test('errors answer with their status only: no stack, no path', async () => {
    for (const [target, headers] of [
      ['/%E0%A4%A', {}],
      ['/api/%E0%A4%A', {}],
      ['/leac', { host: '[' }],
      ['/leac', { host: 'evil.example/x' }],
    ] as const) {
      const answer = await raw(target, { headers });
      expect([target, answer.status]).toEqual([target, 400]);
      expect(answer.body).not.toMatch(/\bat \w|Error|\/work|node_modules|\.js:\d/);
    }
  });

  test('server bundles are reachable by no spelling', async () => {
    const spellings = [
      ...SHELL_BUNDLE_SPELLINGS,
      ...(await liveVersions()).flatMap(({ area, version }) =>
        areaBundleSpellings(`/areas/${area}/${version}`),
      ),
    ];
    for (const target of spellings) {
      const answer = await raw(target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body, target).not.toMatch(/exports|__webpack|renderPage/);
    }
  });

  test('source maps are not served, and no script points at one', async () => {
    const shellPage = (await raw('/')).body;
    const scripts = [...shellPage.matchAll(/<script[^>]+src="?([^" >]+)/g)].map((match) => match[1]!);
    for (const { area, version } of await liveVersions())
      scripts.push(`/areas/${area}/${version}/remoteEntry.js`);
    expect(scripts.length).toBeGreaterThan(4);
    for (const script of scripts) {
      const answer = await raw(script);
      expect([script, answer.status]).toEqual([script, 200]);
      expect(answer.body, script).not.toContain('sourceMappingURL');
      for (const map of [`${script}.map`, `${script}.%6dap`, `/.${script}.map`])
        expect([map, (await raw(map)).status]).toEqual([map, 404]);
    }
  });

  test('/index.html leads to the page itself', async () => {
    for (const target of ['/index.html', '/%69ndex.html', '//index.html']) {
      const answer = await raw(target);
      expect([target, answer.status, answer.headers.location]).toEqual([target, 301, '/']);
    }
  });

  test('no redirect leaves the site, whatever the request line', async () => {
    for (const target of [
      'http://aaaaa/index.html//evil.com/..',
      'http://aaaaa/index.html/\\evil.com/..',
      '//evil.com/..//index.html',
      'http://aaaaa//evil.com/areas',
    ]) {
      const answer = await raw(target);
      if (answer.status >= 300 && answer.status < 400)
        expect([target, answer.headers.location]).toEqual([target, expect.stringMatching(/^\/(?![/\\])/)]);
    }
  });

  test("errors in the site's own words; /healthz says ok and nothing more; unknown pages are 404s", async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const answer = await raw('/', { method });
      expect([method, answer.status, answer.body]).toEqual([method, 405, '405 Method Not Allowed']);
    }
    const health = await raw('/healthz');
    expect([health.status, JSON.parse(health.body)]).toEqual([200, { status: 'ok' }]);
    expect((await raw('/no/such/page')).status).toBe(404);
  });

  test('the Host header changes no URL the site writes', async () => {
    for (const target of ['/', '/leac', '/robots.txt', '/sitemap.xml']) {
      const answer = await raw(target, { headers: { host: 'evil.example' } });
      expect([target, answer.status]).toEqual([target, 200]);
      expect(answer.body, target).not.toContain('evil.example');
    }
    expect((await raw('/robots.txt', { headers: { host: 'evil.example' } })).body).toContain(
      `\nSitemap: http://127.0.0.1:${sitePort}/sitemap.xml\n`,
    );
  });

  test('content answers vary with the response format and carry no product banner', async () => {
    for (const target of [
      '/api/foia-reports',
      '/api/foia-reports?populate[0]=File',
      '/api/no-such-collection',
    ]) {
      for (const format of [{}, { 'Strapi-Response-Format': 'v4' }]) {
        const answer = await raw(target, { headers: format });
        expect([target, answer.headers.vary]).toEqual([target, 'Strapi-Response-Format']);
        expect(answer.headers['x-powered-by'], target).toBeUndefined();
      }
    }
    const list = JSON.parse(
      (await raw('/api/foia-reports?populate[0]=File', { headers: { 'Strapi-Response-Format': 'v4' } })).body,
    );
    const file = list.data.find(
      (item: { attributes: { File?: { data?: unknown } } }) => item.attributes.File?.data,
    ).attributes.File.data.attributes.url as string;
    const upload = await raw(file);
    expect(upload.status).toBe(200);
    expect(upload.headers['x-powered-by']).toBeUndefined();
  });
});

test.describe("uploads never run script on the site's origin", () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  test('the media library refuses HTML, XML and scripts; pictures and PDFs go in', async ({ request }) => {
    const login = await request.post(`${strapi}/admin/login`, {
      data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    });
    const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      request.post(`${strapi}/upload`, { headers, multipart: { files: { name, mimeType, buffer } } });
    const script = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
    for (const [name, mimeType, buffer] of [
      ['probe.html', 'text/html', script],
      ['probe.htm', 'application/octet-stream', script],
      [
        'probe.xml',
        'application/xml',
        Buffer.from(
          '<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
        ),
      ],
      ['probe.xhtml', 'application/xhtml+xml', script],
      ['probe.js', 'text/javascript', Buffer.from('alert(1)')],
    ] as const) {
      const answer = await upload(name, mimeType, buffer);
      expect([name, answer.status()]).toEqual([name, 400]);
    }
    const picture = await upload('probe.png', 'image/png', PNG);
    expect(picture.status()).toBe(201);
    const { id, url } = ((await picture.json()) as { id: number; url: string }[])[0]!;
    try {
      const served = await raw(new URL(url, siteOrigin).pathname); // the admin names files on the site's address
      expect([
        served.status,
        served.headers['x-content-type-options'],
        served.headers['content-disposition'],
      ]).toEqual([200, 'nosniff', undefined]);
    } finally {
      await request.delete(`${strapi}/upload/files/${id}`, { headers });
    }
  });

  test('the site serves SVG (and any type that may hold script) as a sandboxed download, never sniffed', async () => {
    const list = JSON.parse(
      (await raw('/api/community-safety-indoors?populate=*', { headers: { 'Strapi-Response-Format': 'v4' } }))
        .body,
    ) as unknown;
    const svg = JSON.stringify(list).match(/"url":"(\/uploads\/[^"]+\.svg)"/)?.[1];
    expect(svg).toBeDefined();
    const served = await raw(svg!);
    expect(served.status).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
  });
});

test.describe("a script on the origin cannot plant code in the service worker's caches", () => {
  test.use({ serviceWorkers: 'allow' });

  test('a main.<hash>.js written into the caches by a page is not what the next visit runs', async ({
    page,
  }) => {
    await page.goto(`${siteOrigin}/`);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    const script = await page.evaluate(() =>
      [...document.scripts].map((element) => element.src).find((src) => /\/main\.[0-9a-f]{8}\.js$/.test(src)),
    );
    expect(script).toBeDefined();
    // What an uploaded page running on the origin could do: the worker's cache names are listed to anyone.
    const planted = await page.evaluate(async (url) => {
      const names = (await caches.keys()).filter((name) => name.startsWith('gpa-'));
      for (const name of new Set([...names, 'gpa-shell'])) {
        await (
          await caches.open(name)
        ).put(
          url,
          new Response('window.__planted = true;', { headers: { 'Content-Type': 'text/javascript' } }),
        );
      }
      return names.length;
    }, script!);
    expect(planted).toBeGreaterThan(0);
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as { __planted?: boolean }).__planted)).toBeUndefined();
  });
});

test.describe('the forms tell no one what they hold', () => {
  const json = { 'Content-Type': 'application/json' };

  test('a new and a known newsletter address get the same answer, in the same time, without any id', async ({
    request,
  }) => {
    const signUp = async (email: string) => {
      const started = performance.now();
      const response = await request.post('/api/e-newsletters', {
        data: { data: { FirstName: 'Ana', LastName: 'Cruz', PhoneNumber: '6715550100', Email: email } },
        headers: { ...json, 'Idempotency-Key': randomUUID() },
      });
      return { ms: performance.now() - started, status: response.status(), body: await response.json() };
    };
    const known = `known-${randomUUID().slice(0, 8)}@example.org`;
    await signUp(known);
    const times = { known: [] as number[], fresh: [] as number[] };
    for (let pair = 0; pair < 5; pair += 1) {
      const again = await signUp(pair % 2 ? known : known.toUpperCase());
      const fresh = await signUp(`new-${randomUUID().slice(0, 8)}@example.org`);
      expect({ status: again.status, body: again.body }).toEqual({ status: fresh.status, body: fresh.body });
      expect(fresh.body).toEqual({ data: null, meta: {} });
      times.known.push(again.ms);
      times.fresh.push(fresh.ms);
    }
    // Both answers wait for the same floor (FORM_ANSWER_FLOOR_MS): the quickest answer of each kind differ by
    // no more than noise (a busy machine only ever adds time, to single answers of either kind).
    expect(Math.abs(Math.min(...times.known) - Math.min(...times.fresh))).toBeLessThan(50);
    const visit = await request.post('/api/school-visit-requests', {
      data: {
        data: {
          Name: 'Ms. Reyes',
          School: 'Tamuning Elementary',
          Number: '6715550101',
          Email: 'reyes@example.org',
        },
      },
      headers: json,
    });
    expect(visit.status()).toBe(201);
    expect(Object.keys((await visit.json()).data)).toEqual(['documentId']);
  });

  test('one Idempotency-Key rule: a key the site accepts, Strapi accepts; one it refuses, both refuse', async ({
    request,
  }) => {
    const visit = () => ({
      data: {
        Name: 'Ms. Reyes',
        School: 'Tamuning Elementary',
        Number: '6715550101',
        Email: 'reyes@example.org',
      },
    });
    for (const key of ['short', 'has space in it', 'x'.repeat(129), 'semi;colon-key']) {
      expect([
        key,
        (
          await request.post('/api/school-visit-requests', {
            data: visit(),
            headers: { ...json, 'Idempotency-Key': key },
          })
        ).status(),
      ]).toEqual([key, 400]);
      expect([
        key,
        (
          await request.post(`${strapi}/api/school-visit-requests`, {
            data: visit(),
            headers: { ...json, 'Idempotency-Key': key },
          })
        ).status(),
      ]).toEqual([key, 400]);
    }
    const key = randomUUID();
    expect(
      (
        await request.post('/api/school-visit-requests', {
          data: visit(),
          headers: { ...json, 'Idempotency-Key': key },
        })
      ).status(),
    ).toBe(201);
  });
});

test.describe("the content service's own port", () => {
  test("CORS: only the site's origin, never with credentials", async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const preflight = method === 'OPTIONS' ? { 'Access-Control-Request-Method': 'GET' } : {};
      const evil = await raw('/api/foia-reports', {
        method,
        port: strapiPort,
        headers: { Origin: 'http://evil.example', ...preflight },
      });
      expect([method, evil.headers['access-control-allow-origin'] ?? '']).toEqual([method, '']);
      expect(evil.headers['access-control-allow-credentials'], method).toBeUndefined();
      const site = await raw('/api/foia-reports', {
        method,
        port: strapiPort,
        headers: { Origin: siteOrigin, ...preflight },
      });
      expect([method, site.headers['access-control-allow-origin']]).toEqual([method, siteOrigin]);
      expect(site.headers['access-control-allow-credentials'], method).toBeUndefined();
    }
  });

  test('visitors cannot read drafts, there or through the site', async () => {
    for (const query of ['status=draft', 'status[0]=draft', 'status=DRAFT']) {
      expect([query, (await raw(`/api/foia-reports?${query}`, { port: strapiPort })).status]).toEqual([
        query,
        400,
      ]);
      expect([query, (await raw(`/api/foia-reports?${query}`)).status]).toEqual([query, 400]);
    }
    expect((await raw('/api/foia-reports?status=published', { port: strapiPort })).status).toBe(200);
  });

  test('no Authorization header but a valid API token reads drafts on its port', async ({ request }) => {
    const collections = [
      'website-notifications',
      'articles',
      'news-releases',
      'foia-reports',
      'standard-operating-procedures',
    ];
    const headers = [
      'x',
      'Basic dXNlcjpwYXNz',
      'Bearer',
      'Bearer ',
      'Bearer a b',
      'Bearer made-up-token',
      'bearer',
    ];
    for (const collection of collections) {
      for (const authorization of headers) {
        const answer = await raw(`/api/${collection}?status=draft`, {
          port: strapiPort,
          headers: { Authorization: authorization },
        });
        expect([collection, authorization, answer.status]).toEqual([collection, authorization, 400]);
      }
    }
    // A real read-only token, made by the administrator, does read them (Strapi checks it).
    const login = await request.post(`${strapi}/admin/login`, {
      data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    });
    const adminToken = (await login.json()).data.token as string;
    const created = await request.post(`${strapi}/admin/api-tokens`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { name: `probe-${randomUUID()}`, type: 'read-only', lifespan: null, description: '' },
    });
    expect(created.status()).toBe(201);
    const { id, accessKey } = (await created.json()).data as { id: number; accessKey: string };
    try {
      const answer = await raw('/api/foia-reports?status=draft', {
        port: strapiPort,
        headers: { Authorization: `Bearer ${accessKey}` },
      });
      expect(answer.status).toBe(200);
    } finally {
      await request.delete(`${strapi}/admin/api-tokens/${id}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
    }
  });

  test('no product banner on its answers', async () => {
    for (const target of ['/api/foia-reports', '/api/no-such-collection', '/_health']) {
      expect([target, (await raw(target, { port: strapiPort })).headers['x-powered-by']]).toEqual([
        target,
        undefined,
      ]);
    }
  });

  test('what a browser asks of any address by itself is there (the admin panel asks /favicon.ico)', async () => {
    const icon = await raw('/favicon.ico', { port: strapiPort });
    expect([icon.status, icon.body.slice(1, 4)]).toEqual([200, 'PNG']);
  });

  test('a local client cannot pass for many by writing X-Forwarded-For: its form attempts are counted as its own', async () => {
    // Invalid bodies count as attempts and create nothing. Only the site server (with the shared secret) may
    // name the visitor; the site's own forwarded visitors are counted apart, so this spends no one else's budget.
    let limitedAt = 0;
    for (let attempt = 1; attempt <= 200 && !limitedAt; attempt += 1) {
      const forged = {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `198.51.100.${attempt % 250}`,
        'X-Content-Proxy-Secret': 'guessed',
      };
      const response = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: strapiPort,
            path: '/api/e-newsletters',
            method: 'POST',
            headers: forged,
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end('{"data":{}}');
      });
      if (response === 429) limitedAt = attempt;
      else expect(response).toBe(400);
    }
    expect(limitedAt).toBeGreaterThan(1);
  });
});

test.describe('nginx in front answers every probe as the site server does', () => {
  interface Nginx {
    url: string;
    stop: () => Promise<void>;
  }
  const { startNginx } = require(path.join(root, 'scripts/lib/services')) as {
    startNginx: (options: {
      port: number;
      siteDir: string;
      siteServer: string;
      tls: { port: number; certificate: string; key: string };
    }) => Promise<Nginx>;
  };
  const { opsPort } = (
    require('../environment') as { e2eEnvironment: () => { opsPort: number } }
  ).e2eEnvironment();
  const siteDir = path.join(root, 'deploy', 'site');
  // Next to the port of ops-nginx.spec.ts, which may run at the same time; its HTTPS listener on the next one.
  const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 8198) + 1;
  const tlsPort = nginxPort + 1;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-probes-'));
  // A dot folder planted in the site folder, as the signals store once was: refused by both servers.
  const dotFolder = `.probe-${randomUUID()}`;
  let nginx: Nginx;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const [certificate, key] = [path.join(workDir, 'cert.pem'), path.join(workDir, 'key.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      {
        stdio: 'ignore',
      },
    );
    fs.mkdirSync(path.join(siteDir, dotFolder));
    fs.writeFileSync(path.join(siteDir, dotFolder, 'store.json'), '{"minutes":{}}');
    nginx = await startNginx({
      port: nginxPort,
      siteDir,
      siteServer: `127.0.0.1:${sitePort}`,
      tls: { port: tlsPort, certificate, key },
    });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    fs.rmSync(path.join(siteDir, dotFolder), { recursive: true, force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  const LEAK = /exports|__webpack|renderPage|"sources"|minutes|"action"/;
  /** A request and the answer expected of both servers: status, then the Location or the page policy. */
  interface Probe {
    target: string;
    method?: string;
    answer: string;
  }
  /** docs/security.md's probes. */
  async function probes(): Promise<Probe[]> {
    const manifest = JSON.parse((await raw('/site-manifest.json')).body) as {
      areas: Record<string, { version: string }>;
    };
    const [area, { version }] = Object.entries(manifest.areas)[0]!;
    const base = `/areas/${area}/${version}`;
    const mainScript = /<script[^>]+src="?(\/main\.[0-9a-f]+\.js)/.exec((await raw('/')).body)![1]!;
    const notFound = (target: string): Probe => ({ target, answer: '404' });
    return [
      ...[...SHELL_BUNDLE_SPELLINGS, ...areaBundleSpellings(base)].map(notFound),
      ...[`${mainScript}.map`, `${mainScript}.%6dap`, `/${mainScript}.map`, `${base}/remoteEntry.js.map`].map(
        notFound,
      ),
      { target: mainScript, answer: '200' },
      ...['/index.html', '/%69ndex.html', '//index.html'].map((target) => ({ target, answer: '301 /' })),
      // Dot folders by any spelling; the site's own files are in no served folder at all.
      ...[
        `/${dotFolder}/store.json`,
        `/%2e${dotFolder.slice(1)}/store.json`,
        `//${dotFolder}/store.json`,
        `${base}/../../../${dotFolder}/store.json`,
      ].map(notFound),
      ...['/.signals/', '/%2esignals/', '/release-history.json', '/site-state/release-history.json'].map(
        notFound,
      ),
      // An area's standalone QA page: with the page policy, as every page.
      { target: `${base}/index.html`, answer: '200 page policy' },
      // Unknown pages, and a path starting with // is no page (not the one after it).
      ...['/no/such/page', '//nope-xyz', '//evil.com/power-alerts', '//leac'].map(notFound),
      { target: '/leac', answer: '200 page policy' },
      ...['/admin/init', '/%61dmin/init', '//admin/init'].map(notFound),
      { target: '/healthz', answer: '200' },
      { target: '/', method: 'PUT', answer: '405' },
    ];
  }

  test('the probe list: the same answer from both, nothing private, and no client-chosen request id', async () => {
    const list = await probes();
    const answersOf = async (port: number) => {
      const answers: string[] = [];
      for (const { target, method = 'GET' } of list) {
        const answer = await raw(target, { port, method });
        // What is refused gives nothing of it away: no bundle, map, signals or history.
        if (answer.status !== 200) expect([target, LEAK.test(answer.body)]).toEqual([target, false]);
        // The page policy: the site's own scripts and the page's two inline scripts by their hashes, nothing else.
        const pagePolicy = /(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*(;|$)/;
        const policy = pagePolicy.test(String(answer.headers['content-security-policy']))
          ? 'page policy'
          : '';
        const detail = answer.headers.location ?? (answer.status === 200 ? policy : '');
        answers.push(`${method} ${target} ${[answer.status, detail].filter(Boolean).join(' ')}`);
      }
      return answers;
    };
    const expected = list.map(({ target, method = 'GET', answer }) => `${method} ${target} ${answer}`);
    expect(await answersOf(sitePort)).toEqual(expected);
    expect(await answersOf(nginxPort)).toEqual(expected);

    // The release history is for operators: on the private operations port.
    const history = await fetch(`http://127.0.0.1:${opsPort}/release-history.json`);
    expect(history.status).toBe(200);
    expect(Object.keys(await history.json())).toContain('financials');

    // A request id a client writes is neither echoed nor logged: each server names the request itself.
    for (const port of [sitePort, nginxPort]) {
      for (const id of [`probe-${randomUUID()}`, 'x'.repeat(200), 'a<script>']) {
        const answer = await raw('/leac', {
          port,
          headers: { 'X-Request-Id': id, 'X-Forwarded-For': '10.0.0.1' },
        });
        expect([port, answer.headers['x-request-id']]).toEqual([
          port,
          expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        ]);
      }
    }
  });

  test('over HTTPS every answer carries Strict-Transport-Security; over HTTP none', async () => {
    const hstsOf = (target: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        https
          .get({ host: '127.0.0.1', port: tlsPort, path: target, rejectUnauthorized: false }, (res) => {
            res.resume();
            resolve(res.headers['strict-transport-security']);
          })
          .on('error', reject);
      });
    const { version } = (
      JSON.parse((await raw('/site-manifest.json')).body) as { areas: Record<string, { version: string }> }
    ).areas.financials!;
    const targets = [
      '/',
      '/leac',
      '/site-manifest.json',
      `/areas/financials/${version}/remoteEntry.js`,
      '/api/foia-reports',
      '/no/such/page',
    ];
    for (const target of targets) {
      expect([target, await hstsOf(target)]).toEqual([target, 'max-age=31536000; includeSubDomains']);
      expect([target, (await raw(target, { port: nginxPort })).headers['strict-transport-security']]).toEqual(
        [target, undefined],
      );
    }
  });
});
