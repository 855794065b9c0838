import { expect, test } from '@playwright/test';
import http from 'node:http';

// The site and its content service probed from the outside, as an attacker would: nothing internal leaks
// through the site, and the content service's own port gives nothing away either.
const strapi = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
const sitePort = Number(process.env.E2E_SITE_PORT ?? 8090);

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the path and headers exactly as written: browsers and fetch would normalize them. */
function raw(target: string, { method = 'GET', headers = {}, port = sitePort }: { method?: string; headers?: Record<string, string>; port?: number } = {}) {
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
  test('the first administrator exists from the start: registration is refused, the operator signs in', async ({ request }) => {
    const init = await request.get(`${strapi}/admin/init`);
    expect((await init.json()).data.hasAdmin).toBe(true);

    const intruder = { email: 'intruder@example.org', firstname: 'In', lastname: 'Truder', password: 'Intruder-pass-1' };
    const register = await request.post(`${strapi}/admin/register-admin`, { data: intruder });
    expect(register.status()).toBe(400);
    expect(JSON.stringify(await register.json())).not.toContain('token');
    const intruderLogin = await request.post(`${strapi}/admin/login`, { data: { email: intruder.email, password: intruder.password } });
    expect(intruderLogin.status()).toBe(400);

    const login = await request.post(`${strapi}/admin/login`, { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    expect((await login.json()).data.user.email).toBe(process.env.ADMIN_EMAIL);
  });

  test('no admin address answers through the site', async ({ request }) => {
    for (const url of ['/admin/init', '/admin/register-admin', '/admin/login', '/ADMIN/init']) {
      const response = await request.fetch(url, { method: url.endsWith('init') ? 'GET' : 'POST', data: {}, maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
    }
    // Other spellings are pages of the site (or refused): none reaches Strapi's admin.
    for (const url of ['/%61dmin/init', '//admin/init', '/./admin/init', '/api/../admin/init', '/uploads/%2e%2e/admin/init']) {
      expect((await raw(url)).body, url).not.toContain('hasAdmin');
    }
  });
});
