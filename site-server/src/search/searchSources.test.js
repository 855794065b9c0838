// The content service's answers the search index is built from: read when well formed, refused naming the
// list and the field when not.
const { collectionFiles, curatedEntries } = require('./searchSources');

const collection = { plural: 'residential-fn-p-standards', media: ['File'] };
const answering = (data) => async () => ({ data });
const signal = new AbortController().signal;

test("a collection's files are named by their entry, whether the media field holds one file or several", async () => {
  const file = (url) => ({
    id: 1,
    attributes: { url, name: 'scan.pdf', mime: 'application/pdf', size: 12.5 },
  });
  const entries = [
    { id: 1, attributes: { Title: 'Standard A', File: { data: file('/uploads/a.pdf') } } },
    { id: 2, attributes: { Title: 'Standard B', File: { data: [file('/uploads/b.pdf')] } } },
    { id: 3, attributes: { Title: 'No file', File: { data: null } } },
  ];
  expect(
    (await collectionFiles(answering(entries), collection, signal)).map(({ title, url, pdf }) => [
      title,
      url,
      pdf,
    ]),
  ).toEqual([
    ['Standard A', '/uploads/a.pdf', true],
    ['Standard B', '/uploads/b.pdf', true],
  ]);
});

test('a malformed answer is refused naming the list and the field', async () => {
  const list = '/api/residential-fn-p-standards?populate[0]=File&pagination[pageSize]=1000';
  await expect(collectionFiles(answering({ id: 1 }), collection, signal)).rejects.toThrow(
    `Content answer to ${list}: data: Invalid input: expected array, received object`,
  );
  const badFile = [{ id: 1, attributes: { Title: 'A', File: { data: { attributes: { url: 42 } } } } }];
  await expect(collectionFiles(answering(badFile), collection, signal)).rejects.toThrow(
    `Content answer to ${list}: File: data`,
  );
  await expect(
    curatedEntries(answering([{ attributes: { Title: 7, Link: '/leac' } }]), signal),
  ).rejects.toThrow(
    'Content answer to /api/search-results?pagination[pageSize]=1000: Title: Invalid input: expected string, received number',
  );
  expect(
    await curatedEntries(
      answering([{ attributes: { Title: 'LEAC', Description: null, Link: '/leac' } }]),
      signal,
    ),
  ).toEqual([{ title: 'LEAC', description: undefined, link: '/leac' }]);
});
