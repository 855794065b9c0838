import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { adminCall, adminToken } from '../adminApi';
import { CONTENT_PORT } from '../playwright.config';

// The content service's guard of the two public forms. Most checks talk to Strapi directly, each test as its
// own client (X-Forwarded-For, which Strapi trusts only with the secret it shares with the site server, so these
// checks stand in for the site server): the site server in front has a per-client create limit of its own and
// sets X-Forwarded-For itself, so checks through it would share one budget. The reading rules are checked
// through the site as well.
const test = base.extend<{ strapi: APIRequestContext }>({
  strapi: async ({ playwright }, use) => {
    const context = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${CONTENT_PORT}`,
      extraHTTPHeaders: {
        'X-Forwarded-For': `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`,
        'X-Content-Proxy-Secret': process.env.CONTENT_PROXY_SECRET!,
      },
    });
    await use(context);
    await context.dispose();
  },
});
const newsletter = (email: string) => ({
  data: { FirstName: 'Ana', LastName: 'Cruz', PhoneNumber: '671-555-0100', Email: email },
});
const schoolVisit = () => ({
  data: {
    Name: 'Ms. Reyes',
    School: 'Tamuning Elementary',
    Number: '(671) 555-0101',
    Email: 'reyes@example.org',
  },
});
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;

test('Strapi refuses bad form input with 400 and a clear message', async ({ strapi, request }) => {
  const valid = newsletter(unique('valid')).data;
  const cases: [unknown, RegExp][] = [
    [{ data: { ...valid, FirstName: '' } }, /First name is required/],
    [{ data: { ...valid, LastName: '   ' } }, /Last name is required/],
    [{ data: { ...valid, Email: 'ana@' } }, /Email address must be a valid email address/],
    [{ data: { ...valid, PhoneNumber: 'call me' } }, /Phone number must be 7 to 15 digits/],
    [{ data: { ...valid, PhoneNumber: '12345' } }, /Phone number must be 7 to 15 digits/],
    [{ data: { ...valid, FirstName: 'x'.repeat(101) } }, /First name must be at most 100 characters/],
    [{ data: { ...valid, FirstName: 42 } }, /First name must be text/],
    [{ data: { ...valid, publishedAt: '2020-01-01' } }, /Unknown field: publishedAt/],
    [{ data: { ...valid, id: 5 } }, /Unknown field: id/],
    [{ data: valid, extra: true }, /Unknown key: extra/],
    [{ FirstName: 'Ana' }, /must be \{"data"/],
  ];
  for (const [body, message] of cases) {
    const response = await strapi.post('/api/e-newsletters', { data: body });
    expect(response.status(), JSON.stringify(body)).toBe(400);
    expect((await response.json()).error.message).toMatch(message);
  }
  // The router's spellings of the same endpoint are guarded too.
  for (const path of ['/api/e-newsletters/', '/API/E-Newsletters']) {
    const response = await strapi.post(path, { data: { data: { ...valid, FirstName: '' } } });
    expect(response.status(), path).toBe(400);
    expect((await response.json()).error.message).toBe('First name is required.');
  }
  const school = await strapi.post('/api/school-visit-requests', {
    data: { data: { ...schoolVisit().data, School: '' } },
  });
  expect(school.status()).toBe(400);
  expect((await school.json()).error.message).toBe('School is required.');
  // Through the site, the visitor gets the same clear message.
  const viaSite = await request.post('/api/e-newsletters', { data: { data: { ...valid, Email: 'ana@' } } });
  expect(viaSite.status()).toBe(400);
  expect((await viaSite.json()).error.message).toBe('Email address must be a valid email address.');
});

/** How many subscribers have this address, whatever its case, as the admin panel's Super Admin sees them. */
async function subscribers(email: string): Promise<number> {
  const route = `/content-manager/collection-types/api::e-newsletter.e-newsletter?filters[Email][$eqi]=${encodeURIComponent(email)}`;
  const answer = (await adminCall(await adminToken(), 'GET', route)) as unknown as {
    status: number;
    json: { pagination?: { total: number } };
  };
  expect(answer.status).toBe(200);
  return answer.json.pagination?.total ?? -1;
}

test('one subscriber per email address, whatever the case, also when sign-ups arrive at once; a known address is answered as a new one', async ({
  strapi,
}) => {
  const email = unique('once');
  const first = await strapi.post('/api/e-newsletters', { data: newsletter(email) });
  expect(first.status()).toBe(201);
  const again = await strapi.post('/api/e-newsletters', { data: newsletter(email.toUpperCase()) });
  expect(again.status()).toBe(201);
  // The same answer, with nothing of the existing subscriber (no documentId, nothing echoed).
  expect(await again.json()).toEqual(await first.json());
  expect(await first.json()).toEqual({ data: null, meta: {} });

  const racing = unique('race');
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => strapi.post('/api/e-newsletters', { data: newsletter(racing) })),
  );
  expect(answers.map((answer) => answer.status())).toEqual(Array(6).fill(201));
  expect([await subscribers(email), await subscribers(racing)]).toEqual([1, 1]);
});

test('Idempotency-Key: a repeated key returns the first answer without a second create, even at the same time', async ({
  strapi,
  request,
}) => {
  const headers = { 'Idempotency-Key': randomUUID() };
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      strapi.post('/api/school-visit-requests', { data: schoolVisit(), headers }),
    ),
  );
  expect(answers.map((answer) => answer.status())).toEqual(Array(5).fill(201));
  const bodies = await Promise.all(answers.map((answer) => answer.json()));
  expect(new Set(bodies.map((body) => body.data.documentId)).size).toBe(1);
  expect(answers.filter((answer) => answer.headers()['idempotent-replayed'] === 'true')).toHaveLength(4);

  // A retry through the site (the form's path) gets the same first answer.
  const later = await request.post('/api/school-visit-requests', { data: schoolVisit(), headers });
  expect(later.headers()['idempotent-replayed']).toBe('true');
  expect((await later.json()).data.documentId).toBe(bodies[0].data.documentId);

  const reused = await strapi.post('/api/school-visit-requests', {
    data: { data: { ...schoolVisit().data, School: 'Another School' } },
    headers,
  });
  expect(reused.status()).toBe(422);
  const malformed = await strapi.post('/api/school-visit-requests', {
    data: schoolVisit(),
    headers: { 'Idempotency-Key': 'x' },
  });
  expect(malformed.status()).toBe(400);
});

test('form records are never publicly readable or listable, nor changeable, in Strapi or through the site', async ({
  strapi,
  request,
}) => {
  const created = await strapi.post('/api/school-visit-requests', { data: schoolVisit() });
  const { documentId } = (await created.json()).data;
  for (const client of [strapi, request]) {
    for (const plural of ['e-newsletters', 'school-visit-requests']) {
      for (const path of [
        `/api/${plural}`,
        `/api/${plural}?populate=*`,
        `/api/${plural}?filters[Email][$eq]=reyes@example.org`,
        `/api/${plural}/${documentId}`,
      ]) {
        expect([401, 403, 404], path).toContain((await client.get(path)).status());
      }
    }
    expect([401, 403, 404, 405]).toContain(
      (await client.put(`/api/school-visit-requests/${documentId}`, { data: schoolVisit() })).status(),
    );
    expect([401, 403, 404, 405]).toContain(
      (await client.delete(`/api/school-visit-requests/${documentId}`)).status(),
    );
  }
});

test('Strapi limits creates per client: past the limit a 429 with Retry-After, other clients unaffected', async ({
  strapi,
  playwright,
}) => {
  // Invalid bodies count as attempts too, and create nothing.
  // At once: each newsletter answer takes its time floor (FORM_ANSWER_FLOOR_MS), and the budget refills meanwhile.
  const attempt = () => strapi.post('/api/e-newsletters', { data: { data: {} } });
  const started = Date.now();
  const attempts = await Promise.all(Array.from({ length: 30 }, attempt));
  expect(attempts.map((answer) => answer.status())).toEqual(Array(30).fill(400));
  // The budget refills by one every 2 s (30 a minute) since the first attempt: at most that many more pass.
  let limited = await attempt();
  for (
    let passed = 0;
    limited.status() === 400 && passed < Math.ceil((Date.now() - started) / 2000);
    passed += 1
  )
    limited = await attempt();
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await limited.json()).error.message).toMatch(/Too many submissions/);
  const other = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${CONTENT_PORT}`,
    extraHTTPHeaders: {
      'X-Forwarded-For': '2001:db8::1:2',
      'X-Content-Proxy-Secret': process.env.CONTENT_PROXY_SECRET!,
    },
  });
  expect((await other.post('/api/e-newsletters', { data: { data: {} } })).status()).toBe(400);
  await other.dispose();
});
