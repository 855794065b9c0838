import { mediaFixture } from '@gpa/shared-ui/testing';
import { matchDocuments } from './matchDocuments';

const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const doc = (id: number, Anchor: string, extra: object) => ({
  id,
  attributes: { Anchor, AnchorText: `Record ${id}`, ...extra, ...stamp },
});

test('gives each wanted document the file or link of the record with its Anchor, keeping the page order and labels', () => {
  const items = matchDocuments(
    [
      { anchor: 'schedule-r', label: 'Schedule R - Residential' },
      { anchor: 'schedule-g', label: 'Schedule G - General Service' },
      { anchor: 'schedule-z', label: 'Schedule Z - Interruptible' },
    ],
    [
      doc(1, 'schedule-g', { File: mediaFixture('/uploads/g.pdf') }),
      doc(2, ' Schedule-R ', { File: mediaFixture(null), Link: 'https://example.org/r' }),
      doc(3, 'unrelated', { File: mediaFixture('/uploads/x.pdf') }),
    ],
  );
  expect(
    items.map(({ attributes }) => [
      attributes.AnchorText,
      attributes.File?.data?.attributes.url ?? null,
      attributes.Link,
    ]),
  ).toEqual([
    ['Schedule R - Residential', null, 'https://example.org/r'],
    ['Schedule G - General Service', '/uploads/g.pdf', null],
    ['Schedule Z - Interruptible', null, null],
  ]);
});

test('without fetched records (loading or failed) every wanted document is still listed, as a label', () => {
  const items = matchDocuments([{ anchor: 'a', label: 'A' }], undefined);
  expect(items).toEqual([{ id: 1, attributes: { AnchorText: 'A', File: null, Link: null } }]);
});

test('the first record with an Anchor wins', () => {
  const [item] = matchDocuments(
    [{ anchor: 'a', label: 'A' }],
    [
      doc(1, 'a', { File: mediaFixture('/uploads/first.pdf') }),
      doc(2, 'a', { File: mediaFixture('/uploads/second.pdf') }),
    ],
  );
  expect(item?.attributes.File?.data?.attributes.url).toBe('/uploads/first.pdf');
});
