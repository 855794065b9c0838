import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { strapi, strapiPort, siteOrigin, raw } from '../securityProbes';

// The content service probed from the outside: its admin belongs to its operator (no admin address through
// the site), and its own port gives nothing away (CORS, drafts, banners, X-Forwarded-For).
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
