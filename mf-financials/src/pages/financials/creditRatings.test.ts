import { groupCreditRatings, ratingDocuments, ratingFiles, UNDATED_RATINGS } from './creditRatings';

const file = (id: number, url: string) => ({ id, attributes: { url, name: url } });
const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const rating = (
  id: number,
  title: string,
  year: string | null,
  files: unknown = { data: [file(id, `/uploads/${id}.pdf`)] },
) => ({
  id,
  attributes: {
    Anchor: title,
    AnchorText: title,
    credit_rating_year:
      year === null ? { data: null } : { data: { id: Number(year), attributes: { Year: year, ...stamp } } },
    File: files as never,
    ...stamp,
  },
});

test('groups ratings by year and lists the groups in reversed order of fetch, each group in fetch order', () => {
  const groups = groupCreditRatings([
    rating(1, "Moody's 2023", '2023'),
    rating(2, 'Fitch 2024', '2024'),
    rating(3, 'S&P 2023', '2023'),
    rating(4, 'Fitch 2025', '2025'),
    rating(5, "Moody's 2024", '2024'),
  ]);
  expect(groups.map((group) => group.year)).toEqual(['2025', '2024', '2023']);
  expect(groups[1]?.ratings.map((r) => r.id)).toEqual([2, 5]);
  expect(groups[2]?.ratings.map((r) => r.id)).toEqual([1, 3]);
});

test('the group order follows the fetch, not the year value', () => {
  const groups = groupCreditRatings([rating(1, 'A', '2025'), rating(2, 'B', '2021'), rating(3, 'C', '2023')]);
  expect(groups.map((group) => group.year)).toEqual(['2023', '2021', '2025']);
});

test('ratings without a year are grouped under their own label', () => {
  expect(
    groupCreditRatings([rating(1, 'A', null), rating(2, 'B', '2024')]).map((group) => group.year),
  ).toEqual(['2024', UNDATED_RATINGS]);
});

test("a rating's File is one file, an array of files, or nothing", () => {
  expect(ratingFiles({ data: file(1, '/uploads/one.pdf') })).toHaveLength(1);
  expect(ratingFiles({ data: [file(1, '/a.pdf'), file(2, '/b.pdf')] })).toHaveLength(2);
  expect(ratingFiles({ data: null })).toEqual([]);
  expect(ratingFiles(null)).toEqual([]);
});

test('each file becomes one document link; several files are numbered; a rating without a file stays a label', () => {
  const documents = ratingDocuments([
    rating(1, 'Fitch Affirmation', '2025', {
      data: [file(1, '/uploads/report.pdf'), file(2, '/uploads/release.pdf')],
    }),
    rating(2, "Moody's Opinion", '2025', { data: file(3, '/uploads/moodys.pdf') }),
    rating(3, 'S&P Report', '2025', { data: null }),
  ]);
  expect(documents.map((d) => [d.attributes.AnchorText, d.attributes.File?.data?.attributes.url])).toEqual([
    ['Fitch Affirmation (file 1 of 2)', '/uploads/report.pdf'],
    ['Fitch Affirmation (file 2 of 2)', '/uploads/release.pdf'],
    ["Moody's Opinion", '/uploads/moodys.pdf'],
    ['S&P Report', undefined],
  ]);
  expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
});
