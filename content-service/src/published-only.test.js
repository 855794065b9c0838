// Not next to the middleware: Strapi loads every file in src/middlewares/ as a middleware.
const createPublishedOnly = require('./middlewares/published-only');

// Strapi's content API tokens, by the hash of their access key (as Strapi stores them).
const hash = (token) => `hashed:${token}`;
const TOKENS = {
  [hash('valid')]: { kind: 'content-api', expiresAt: null },
  [hash('older')]: { kind: null, expiresAt: null },
  [hash('expired')]: { kind: 'content-api', expiresAt: '2000-01-01T00:00:00.000Z' },
  [hash('admin')]: { kind: 'admin', expiresAt: null },
};
const strapi = {
  service: (uid) => {
    if (uid !== 'admin::api-token-content-api') throw new Error(`unexpected service ${uid}`);
    return { hash, getByAccessKey: async (accessKey) => TOKENS[accessKey] ?? null };
  },
};
const publishedOnly = createPublishedOnly({}, { strapi });

/** Runs the middleware on a request; says whether it passed the request on, and what it answered. */
async function run(path, query, headers = {}) {
  const ctx = { path, query, get: (name) => headers[name.toLowerCase()] ?? '', status: 404, body: undefined };
  let passed = false;
  await publishedOnly(ctx, async () => {
    passed = true;
  });
  return { passed, status: ctx.status };
}

test('visitors cannot ask the content API for drafts', async () => {
  for (const status of ['draft', ['draft'], 'DRAFT', '']) {
    expect(await run('/api/foia-reports', { status })).toEqual({ passed: false, status: 400 });
  }
  expect(await run('/API/foia-reports', { status: 'draft' })).toEqual({ passed: false, status: 400 });
});

test('published reads, requests with a valid content API token and the admin pass on', async () => {
  expect((await run('/api/foia-reports', {})).passed).toBe(true);
  expect((await run('/api/foia-reports', { status: 'published' })).passed).toBe(true);
  expect(
    (await run('/api/foia-reports', { status: 'draft' }, { authorization: 'Bearer valid' })).passed,
  ).toBe(true);
  expect(
    (await run('/api/foia-reports', { status: 'draft' }, { authorization: 'bearer  older ' })).passed,
  ).toBe(true);
  expect((await run('/content-manager/collection-types/x', { status: 'draft' })).passed).toBe(true);
});

test('any other Authorization header counts for nothing: no drafts', async () => {
  const refused = { passed: false, status: 400 };
  for (const authorization of [
    'x',
    'Basic dXNlcjpwYXNz',
    'Bearer',
    'Bearer ',
    'Bearer a b',
    'Bearer unknown',
    'Bearer expired',
    'Bearer admin',
    'Token valid',
    'validBearer valid',
  ]) {
    expect([
      authorization,
      await run('/api/website-notifications', { status: 'draft' }, { authorization }),
    ]).toEqual([authorization, refused]);
  }
});

test("drafts for the site servers' preview renders: only with the draft-read key of the shared secret", async () => {
  const { DRAFT_READ_HEADER, draftReadKey } = require('@gpa/content-catalog/preview-link');
  const saved = process.env.CONTENT_CHANGES_SECRET;
  process.env.CONTENT_CHANGES_SECRET = 'shared';
  try {
    expect(
      (await run('/api/articles', { status: 'draft' }, { [DRAFT_READ_HEADER]: draftReadKey('shared') }))
        .passed,
    ).toBe(true);
    expect(
      await run('/api/articles', { status: 'draft' }, { [DRAFT_READ_HEADER]: draftReadKey('guessed') }),
    ).toEqual({ passed: false, status: 400 });
    // The secret itself is not the key.
    expect(await run('/api/articles', { status: 'draft' }, { [DRAFT_READ_HEADER]: 'shared' })).toEqual({
      passed: false,
      status: 400,
    });
    delete process.env.CONTENT_CHANGES_SECRET;
    expect(
      await run('/api/articles', { status: 'draft' }, { [DRAFT_READ_HEADER]: draftReadKey('') }),
    ).toEqual({ passed: false, status: 400 });
  } finally {
    if (saved === undefined) delete process.env.CONTENT_CHANGES_SECRET;
    else process.env.CONTENT_CHANGES_SECRET = saved;
  }
});
