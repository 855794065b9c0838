import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every route the content service has (surface-strapi-routes.tsv, from `strapi routes:list`) requested
// through the site with every method. Only the public surface answers from Strapi: lists of readable
// collections (GET, HEAD), the two creates (POST) and uploaded files (GET, HEAD). Everything else is a 404
// from the site server itself. "From Strapi" is told by the Via header the site server adds to every answer it
// forwards from Strapi (errors included), as any HTTP proxy does; its own answers never carry it. Strapi's
// X-Powered-By banner never reaches visitors.
interface CatalogEntry {
  plural: string;
  access: 'read' | 'create';
}
const catalog: CatalogEntry[] = require('@gpa/content-catalog');
const readable = new Set(catalog.filter((entry) => entry.access === 'read').map((entry) => entry.plural));
const creatable = new Set(catalog.filter((entry) => entry.access === 'create').map((entry) => entry.plural));

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];
const fromStrapi = (response: APIResponse) => response.headers()['via'] === '1.1 site';

const routeTemplates = readFileSync(path.join(__dirname, 'surface-strapi-routes.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t')[1] as string);

const FORMS: Record<string, object> = {
  'e-newsletters': {
    FirstName: 'Route',
    LastName: 'Check',
    PhoneNumber: '6715550102',
    Email: 'route@example.org',
  },
  'school-visit-requests': {
    Name: 'Route Check',
    School: 'Tamuning Elementary',
    Number: '6715550103',
    Email: 'route@example.org',
  },
};

/** A concrete URL for a route template; `file` is a real uploaded file for /uploads/(.*). */
function concrete(template: string, file: string): string {
  if (template === '/uploads/(.*)') return file;
  return template
    .replace('/((?!uploads/).+)', '/corporate/about-us')
    .replace('(.*)', 'github')
    .replace(':uid', 'api::foia-report.foia-report')
    .replace(':model', 'api::foia-report.foia-report')
    .replace(':provider', 'github')
    .replace(/:[A-Za-z]+/g, '1');
}

/**
 * Sends one request; a read the site answers "busy" (503 with Retry-After: the content service is at its
 * bound of requests at once, as when the search index is being rebuilt) is asked again, as a client would.
 */
async function send(request: APIRequestContext, method: Method, url: string) {
  const plural = /^\/api\/([a-z0-9-]+)$/.exec(url)?.[1] ?? '';
  const data = { data: FORMS[plural] ?? { Title: 'Injected' } };
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  for (let attempt = 1; ; attempt += 1) {
    const response = await request.fetch(url, {
      method,
      maxRedirects: 0,
      headers: { 'Strapi-Response-Format': 'v4' },
      ...(hasBody ? { data } : {}),
    });
    const retryAfter = Number(response.headers()['retry-after']);
    if (hasBody || response.status() !== 503 || !retryAfter || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

test('every Strapi route, with every method, through the site: only the public surface reaches Strapi', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const list = await request.get('/api/foia-reports?populate[0]=File', {
    headers: { 'Strapi-Response-Format': 'v4' },
  });
  const file = (await list.json()).data.find(
    (item: { attributes: { File?: { data?: { attributes: { url: string } } } } }) =>
      item.attributes.File?.data,
  )?.attributes.File.data.attributes.url as string;
  expect(file).toMatch(/^\/uploads\//);

  // Collections added to the catalog since the list was saved have the same routes as the others.
  const collectionRoutes = catalog.flatMap(({ plural }) => [`/api/${plural}`, `/api/${plural}/1`]);
  const urls = [
    ...new Set([...routeTemplates.map((template) => concrete(template, file)), ...collectionRoutes]),
  ];
  expect(urls.length).toBeGreaterThan(300);
  // The site's own pages (Strapi's public folder and health check are not served through the site): any
  // answer but Strapi's will do.
  const sitePages = new Set(['/', '/corporate/about-us', '/_health']);
  const reached: string[] = [];
  const wrong: string[] = [];
  let allowedCount = 0;

  for (const url of urls) {
    const plural = /^\/api\/([a-z0-9-]+)$/.exec(url)?.[1] ?? '';
    for (const method of METHODS) {
      const response = await send(request, method, url);
      const allowed =
        (readable.has(plural) && (method === 'GET' || method === 'HEAD')) ||
        (creatable.has(plural) && method === 'POST') ||
        (url === file && (method === 'GET' || method === 'HEAD'));
      const label = `${method} ${url} -> ${response.status()}`;
      if (response.headers()['x-powered-by']) wrong.push(`${label} (carries X-Powered-By)`);
      if (allowed) {
        allowedCount += 1;
        if (!fromStrapi(response) || response.status() >= 300)
          wrong.push(`${label} (should be answered by Strapi)`);
      } else if (fromStrapi(response)) {
        reached.push(label);
      } else if (!sitePages.has(url) && response.status() !== 404) {
        wrong.push(`${label} (should be 404)`);
      }
    }
  }
  expect(reached, 'requests that reached Strapi').toEqual([]);
  expect(wrong).toEqual([]);
  expect(allowedCount).toBe(readable.size * 2 + creatable.size + 2);
});

test("Strapi's own registration and login are off, also on its own port", async ({ request }) => {
  const account = { username: 'visitor', email: 'visitor@example.org', password: 'Visitor-pass-1' };
  const viaSite = await request.post('/api/auth/local/register', { data: account });
  expect(viaSite.status()).toBe(404);
  expect(fromStrapi(viaSite)).toBe(false);

  const strapi = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
  const register = await request.post(`${strapi}/api/auth/local/register`, { data: account });
  expect([401, 403]).toContain(register.status());
  const login = await request.post(`${strapi}/api/auth/local`, {
    data: { identifier: account.email, password: account.password },
  });
  expect([400, 401, 403]).toContain(login.status());
  expect(JSON.stringify(await login.json())).not.toContain('jwt');
});

test('security headers on pages, files, content answers and refusals', async ({ request }) => {
  for (const url of ['/', '/leac', '/site-manifest.json', '/api/foia-reports', '/api/auth/local', '/admin']) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
  }
});
