import { mediaFixture, mockContent } from '../testing';
import { collectionUrl, createEntry, fetchCollection, fileUrl } from './client';
import { configureContent } from './contentConfig';

beforeEach(() =>
  configureContent({ apiUrl: 'https://cms.example.org/api/', filesUrl: 'https://files.example.org/' }),
);

test('query strings follow Strapi: populate, sort, filters and pagination with qs brackets', () => {
  const url = new URL(
    collectionUrl('content-files', {
      populate: ['File'],
      sort: ['Title:asc', 'id:desc'],
      filters: { Anchor: { $eq: 'milestones' } },
      pagination: { page: 2, pageSize: 5 },
    }),
  );
  expect(url.origin + url.pathname).toBe('https://cms.example.org/api/content-files');
  expect([...url.searchParams.entries()]).toEqual([
    ['populate[0]', 'File'],
    ['sort[0]', 'Title:asc'],
    ['sort[1]', 'id:desc'],
    ['filters[Anchor][$eq]', 'milestones'],
    ['pagination[page]', '2'],
    ['pagination[pageSize]', '5'],
  ]);
  expect(collectionUrl('rate-calculators', { populate: '*' })).toBe(
    'https://cms.example.org/api/rate-calculators?populate=%2A',
  );
});

test('reads ask for the v4 response shape and return the data array (null becomes empty)', async () => {
  const fetchMock = mockContent({ 'foia-reports': [{ Title: 'A', Order: 1 }] });
  const rows = await fetchCollection('foia-reports');
  expect(rows[0]?.attributes.Title).toBe('A');
  expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Strapi-Response-Format')).toBe('v4');
  mockContent({ 'foia-reports': null });
  await expect(fetchCollection('foia-reports')).resolves.toEqual([]);
});

test('an entry that does not match its collection is refused, naming the collection, the entry and the field', async () => {
  mockContent({
    'foia-reports': [
      { Title: 'A', Order: 1 },
      // @ts-expect-error -- a number where the catalog says text: an answer the content service sent malformed
      { Title: 7, Order: 2 },
    ],
  });
  await expect(fetchCollection('foia-reports')).rejects.toMatchObject({
    name: 'ContentError',
    message: 'Content of foia-reports, entry 2: field Title: wrong (expected string)',
  });
  mockContent({ 'foia-reports': [{ Order: 1 }] });
  await expect(fetchCollection('foia-reports')).rejects.toThrow(/field Title: missing/);
});

test('a failed read rejects with the status', async () => {
  mockContent({ 'foia-reports': new Error('down') });
  await expect(fetchCollection('foia-reports')).rejects.toMatchObject({ name: 'ContentError', status: 500 });
});

test('file links prefix the file base to File.data.attributes.url; absolute urls and missing files pass through', () => {
  expect(fileUrl(mediaFixture('/uploads/report.pdf'))).toBe('https://files.example.org/uploads/report.pdf');
  expect(fileUrl(mediaFixture('https://cdn.example.org/x.pdf'))).toBe('https://cdn.example.org/x.pdf');
  expect(fileUrl(mediaFixture(null))).toBeUndefined();
  expect(fileUrl(null)).toBeUndefined();
});

test('create posts the record wrapped in data', async () => {
  const fetchMock = jest.fn(async () => new Response('{"data":{"id":1}}', { status: 201 }));
  global.fetch = fetchMock;
  await createEntry('e-newsletters', {
    FirstName: 'Ana',
    LastName: 'Cruz',
    PhoneNumber: '6715550100',
    Email: 'ana@example.org',
  });
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://cms.example.org/api/e-newsletters');
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body as string)).toEqual({
    data: { FirstName: 'Ana', LastName: 'Cruz', PhoneNumber: '6715550100', Email: 'ana@example.org' },
  });
});

test('create sends extra headers and a signal, and a refusal carries the content service message', async () => {
  const fetchMock = jest.fn(
    async () =>
      new Response('{"data":null,"error":{"status":400,"message":"Email must be a valid email address"}}', {
        status: 400,
      }),
  );
  global.fetch = fetchMock;
  const controller = new AbortController();
  const attempt = createEntry(
    'e-newsletters',
    { Email: 'x' },
    { headers: { 'Idempotency-Key': 'k-1' }, signal: controller.signal },
  );
  await expect(attempt).rejects.toMatchObject({
    status: 400,
    message: 'Email must be a valid email address',
  });
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
  expect(init.signal).toBe(controller.signal);
});

test.each([
  ['not JSON', '<html>busy</html>'],
  ['null', 'null'],
  ['an error without a message', '{"error":{"status":502}}'],
  ['a message that is not text', '{"error":{"message":{"text":"x"}}}'],
])('a refusal whose body is %s says which create failed and its status', async (_label, body) => {
  global.fetch = jest.fn(async () => new Response(body, { status: 502 }));
  await expect(createEntry('e-newsletters', { Email: 'x' })).rejects.toMatchObject({
    name: 'ContentError',
    status: 502,
    message: 'Could not submit to e-newsletters (502)',
  });
});
