import { matchByAnchorText } from './humanResources';

const item = (id: number, AnchorText: string | null) => ({
  id,
  attributes: { AnchorText, createdAt: '', updatedAt: '' },
});

test('picks the files whose anchor text is wanted, in the wanted order, ignoring case and spacing', () => {
  const pool = [
    item(1, 'Paid Holidays Calendar 2025'),
    item(2, 'medical and  dental rates FY2025'),
    item(3, 'Benefits Open Enrollment Guide'),
    item(4, null),
  ];
  const matched = matchByAnchorText(pool, [
    'Benefits Open Enrollment Guide',
    'Medical and Dental Rates FY2025',
    'Not uploaded',
  ]);
  expect(matched.map((file) => file.id)).toEqual([3, 2]);
});

test('an empty pool matches nothing', () => {
  expect(matchByAnchorText([], ['Anything'])).toEqual([]);
});
