// The public surface's allow-list of Strapi: which methods and paths reach which collections, and what is refused.
const catalog = require('@gpa/content-catalog');
const { createAllowList, QUERY_LIMITS } = require('./allowList');

const classify = createAllowList();
const readable = catalog.filter((entry) => entry.access === 'read').map((entry) => entry.plural);
const creatable = catalog.filter((entry) => entry.access === 'create').map((entry) => entry.plural);

test('every readable catalog collection can be listed with GET or HEAD, and nothing else can be done with it', () => {
  expect(readable.length).toBeGreaterThan(80);
  for (const plural of readable) {
    expect(classify('GET', `/api/${plural}`)).toEqual({ kind: 'read', collection: plural, query: '' });
    expect(classify('HEAD', `/api/${plural}`).kind).toBe('read');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(classify(method, `/api/${plural}`)).toMatchObject({ status: 404 });
    // One entry by id is not something the site asks for.
    expect(classify('GET', `/api/${plural}/1`)).toMatchObject({ status: 404 });
    expect(classify('GET', `/api/${plural}/`)).toMatchObject({ status: 404 });
  }
});

test('the create-only collections take POST only, without a query, and are never readable', () => {
  expect(creatable).toEqual(['e-newsletters', 'school-visit-requests']);
  for (const plural of creatable) {
    expect(classify('POST', `/api/${plural}`)).toEqual({ kind: 'create', collection: plural });
    expect(classify('POST', `/api/${plural}?status=draft`)).toMatchObject({ status: 400 });
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE'])
      expect(classify(method, `/api/${plural}`)).toMatchObject({ status: 404 });
  }
});

test("Strapi's plugin and unknown routes are not part of the surface", () => {
  for (const url of [
    '/api/auth/local',
    '/api/auth/local/register',
    '/api/users',
    '/api/users/me',
    '/api/upload',
    '/api/upload/files',
    '/api/i18n/locales',
    '/api/content-type-builder/content-types',
    '/api/users-permissions/roles',
    '/api/connect/github',
    '/api',
    '/api/',
    '/api/Foia-Reports',
  ]) {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
      expect(classify(method, url)).toEqual({ kind: 'reject', status: 404, message: 'Not found' });
  }
});

test('uploaded files: GET and HEAD of a plain file path, the query string dropped', () => {
  expect(classify('GET', '/uploads/report_2024_ab12.pdf?x=1')).toEqual({
    kind: 'file',
    path: '/uploads/report_2024_ab12.pdf',
  });
  expect(classify('HEAD', '/uploads/thumbnail_a.png').kind).toBe('file');
  for (const url of [
    '/uploads/../config/server.js',
    '/uploads/%2e%2e/x',
    '/uploads/',
    '/uploads/a%2Fb.pdf',
    '/uploads/a//b.pdf',
  ]) {
    expect(classify('GET', url)).toMatchObject({ status: 404 });
  }
  expect(classify('POST', '/uploads/a.pdf')).toMatchObject({ status: 404 });
  expect(classify('DELETE', '/uploads/a.pdf')).toMatchObject({ status: 404 });
});

// The queries the site's content client (shared-ui/src/content/client.ts, qs with encodeValuesOnly) produces.
test.each([
  ['populate=%2A', 'populate=*'],
  ['populate[0]=File', 'populate%5B0%5D=File'],
  ['sort[0]=Anchor:desc', 'sort%5B0%5D=Anchor%3Adesc'],
  [
    'sort[0]=Title:asc&sort[1]=id:desc&populate[0]=File',
    'populate%5B0%5D=File&sort%5B0%5D=Title%3Aasc&sort%5B1%5D=id%3Adesc',
  ],
  [
    'filters[Anchor][$eq]=milestones&populate[0]=File',
    'filters%5BAnchor%5D%5B%24eq%5D=milestones&populate%5B0%5D=File',
  ],
  ['pagination[page]=2&pagination[pageSize]=5', 'pagination%5BpageSize%5D=5&pagination%5Bpage%5D=2'],
])('content-files?%s is allowed, in one canonical form', (query, canonical) => {
  expect(classify('GET', `/api/content-files?${query}`)).toEqual({
    kind: 'read',
    collection: 'content-files',
    query: canonical,
  });
});

test('the canonical form does not depend on parameter order or encoding', () => {
  const a = classify('GET', '/api/content-files?sort[0]=Title:asc&populate[0]=File');
  const b = classify('GET', '/api/content-files?populate%5B0%5D=File&sort%5B0%5D=Title%3Aasc');
  expect(a).toEqual(b);
});

test('filters: through relations, logical groups and list operators', () => {
  const withRelation = catalog.find((entry) =>
    Object.values(entry.fields).some((field) => field.type === 'relation'),
  );
  const [relationName, relation] = Object.entries(withRelation.fields).find(
    ([, field]) => field.type === 'relation',
  );
  const target = catalog.find((entry) => `api::${entry.singular}.${entry.singular}` === relation.target);
  const targetField = Object.keys(target.fields)[0];
  expect(
    classify('GET', `/api/${withRelation.plural}?filters[${relationName}][${targetField}][$eq]=x`).kind,
  ).toBe('read');
  expect(classify('GET', `/api/${withRelation.plural}?filters[${relationName}][nope][$eq]=x`)).toMatchObject({
    status: 400,
  });
  expect(
    classify('GET', '/api/content-files?filters[$or][0][Anchor][$eq]=a&filters[$or][1][Title][$containsi]=b')
      .kind,
  ).toBe('read');
  expect(classify('GET', '/api/content-files?filters[Anchor][$in][0]=a&filters[Anchor][$in][1]=b').kind).toBe(
    'read',
  );
  expect(classify('GET', '/api/content-files?filters[File][$null]=true').kind).toBe('read');
  expect(classify('GET', '/api/content-files?filters[Title]=x').kind).toBe('read');
});

test.each([
  ['status=draft', /"status" is not allowed/],
  ['locale=fr', /"locale" is not allowed/],
  ['fields[0]=Title', /"fields\[0\]" is not allowed/],
  ['populate=File,Title', /not a field/],
  ['populate[0]=Title', /neither a relation nor a media field/],
  ['populate[File][populate]=*', /not allowed/],
  ['populate[0]=createdBy', /not a field/],
  ['sort[0]=Title:sideways', /must be Field/],
  ['sort[0]=password:asc', /not a field/],
  ['sort[0]=File:asc', /Cannot sort/],
  ['sort[9]=Title', /not allowed/],
  ['filters[createdBy][password][$startsWith]=a', /not a field/],
  ['filters[File][name][$eq]=a', /no fields to filter on/],
  ['filters[Title][$where]=1', /Unknown filter operator "\$where"/],
  ['filters[Title][$eq][0]=a', /Nothing may follow/],
  ['filters[$or][Title][$eq]=a', /needs an index/],
  ['filters[Title-x][$eq]=a', /not a field/],
  ['pagination[page]=0', /from 1 to/],
  ['pagination[pageSize]=1001', /from 1 to 1000/],
  ['pagination[pageSize]=1e2', /whole number/],
  ['pagination[limit]=-1', /not allowed/],
  ['pagination[withCount]=false', /not allowed/],
  ['populate[0]=File&populate[0]=File', /repeated/],
  ['a]b=1', /not allowed/],
])('content-files?%s is refused with 400', (query, message) => {
  const answer = classify('GET', `/api/content-files?${query}`);
  expect(answer).toMatchObject({ kind: 'reject', status: 400 });
  expect(answer.message).toMatch(message);
});

test('counts and lengths are bounded', () => {
  const long = 'x'.repeat(QUERY_LIMITS.valueLength + 1);
  expect(classify('GET', `/api/content-files?filters[Title][$eq]=${long}`)).toMatchObject({
    status: 400,
    message: expect.stringMatching(/longer than/),
  });
  const manyFilters = Array.from(
    { length: QUERY_LIMITS.filters + 1 },
    (_, i) => `filters[Title][$in][${i}]=a`,
  ).join('&');
  expect(classify('GET', `/api/content-files?${manyFilters}`)).toMatchObject({
    status: 400,
    message: expect.stringMatching(/At most 20 filters/),
  });
  const manyParams = Array.from({ length: QUERY_LIMITS.params + 1 }, (_, i) => `sort[${i}]=Title`).join('&');
  expect(classify('GET', `/api/content-files?${manyParams}`)).toMatchObject({
    status: 400,
    message: expect.stringMatching(/At most 40/),
  });
  const deep = `filters${'[$not]'.repeat(QUERY_LIMITS.filterDepth)}[Title][$eq]=a`;
  expect(classify('GET', `/api/content-files?${deep}`)).toMatchObject({
    status: 400,
    message: expect.stringMatching(/too deeply/),
  });
});

test('the surface follows the catalog it is given (other helpers may add collections)', () => {
  const surface = createAllowList([
    { plural: 'notes', singular: 'note', access: 'read', fields: { Body: { type: 'text' } } },
    { plural: 'letters', singular: 'letter', access: 'create', fields: { Body: { type: 'text' } } },
  ]);
  expect(surface('GET', '/api/notes?sort[0]=Body:asc').kind).toBe('read');
  expect(surface('POST', '/api/letters').kind).toBe('create');
  expect(surface('GET', '/api/foia-reports')).toMatchObject({ status: 404 });
});
