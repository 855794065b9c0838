import { compareFiscal, fiscalPeriod, splitTravelReports } from './travel';

const report = (Anchor: string | null, id = 0) => ({
  id,
  attributes: {
    Anchor,
    File: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
});
const anchors = (items: { attributes: { Anchor: string | null } }[]) =>
  items.map((item) => item.attributes.Anchor);

test('reads the fiscal year and the month (full name or abbreviation) from an Anchor', () => {
  expect(fiscalPeriod('Non-Employee Travel Justification - October FY2025')).toEqual({
    year: 2025,
    month: 0,
  });
  expect(fiscalPeriod('Travel report Sept. 2024')).toEqual({ year: 2024, month: 11 });
  expect(fiscalPeriod('Jan 2023')).toEqual({ year: 2023, month: 3 });
  expect(fiscalPeriod('Marketing travel 2023')).toEqual({ year: 2023, month: null });
  expect(fiscalPeriod(null)).toEqual({ year: null, month: null });
});

test('Anchors containing 2025 are the current fiscal year, the others the archive', () => {
  const { current, archive } = splitTravelReports([
    report('March FY2025'),
    report('March FY2024'),
    report('Travel justification 2025 (amended)'),
    report(null),
    report('October FY2023'),
  ]);
  expect(anchors(current)).toEqual(['March FY2025', 'Travel justification 2025 (amended)']);
  expect(anchors(archive)).toEqual(['March FY2024', 'October FY2023', null]);
});

test('orders by fiscal year descending, then month from October to September', () => {
  const shuffled = [
    'January FY2024',
    'September FY2024',
    'October FY2024',
    'May FY2025',
    'December FY2023',
    'November FY2024',
    'October FY2025',
  ];
  const { current, archive } = splitTravelReports(shuffled.map((anchor, id) => report(anchor, id)));
  expect(anchors(current)).toEqual(['October FY2025', 'May FY2025']);
  expect(anchors(archive)).toEqual([
    'October FY2024',
    'November FY2024',
    'January FY2024',
    'September FY2024',
    'December FY2023',
  ]);
});

test('reports without a readable month or year go after the others of their year, keeping their order', () => {
  const sorted = ['Summary FY2024', 'No date at all', 'June FY2024', 'Notes FY2024', 'July FY2024'].sort(
    compareFiscal,
  );
  expect(sorted).toEqual(['June FY2024', 'July FY2024', 'Summary FY2024', 'Notes FY2024', 'No date at all']);
});
