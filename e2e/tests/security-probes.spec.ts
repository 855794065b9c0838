import { expect, test } from '@playwright/test';
import {
  strapi,
  sitePort,
  siteOrigin,
  SHELL_BUNDLE_SPELLINGS,
  areaBundleSpellings,
  raw,
} from '../securityProbes';

// The site probed from the outside, as an attacker would: nothing internal leaks through it, uploads never run
// script on its origin, and a script on the origin cannot plant code in the service worker's caches (the
// content service's port, the forms and nginx: security-probes-*.spec.ts).
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
    // The worker makes its caches as it saves what the page loaded, after it took control.
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith('gpa-'))), {
        timeout: 30_000,
      })
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
