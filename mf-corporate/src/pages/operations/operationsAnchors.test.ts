import { anchorTarget, groupByYear } from './operationsAnchors';

test.each([
  ['#audit-and-revenue', 'power-to-save'],
  ['#planning-and-environmental-compliance', 'power-to-save'],
  ['#planning-and-operations', 'clean-energy-master-plan'],
  ['#leac-performance', 'other-resources'],
])('the hash %s opens the %s tab', (hash, tab) => {
  expect(anchorTarget(hash)).toEqual({ tab, id: hash.slice(1) });
});

test.each(['', '#', '#unknown', '#toString', '#%E0%A4%A'])('any other hash (%p) opens nothing', (hash) => {
  expect(anchorTarget(hash)).toBeUndefined();
});

test('classes are grouped by year, oldest first, keeping their order; classes without a year are left out', () => {
  const item = (id: number, Year: number | null) => ({ id, attributes: { Year } });
  const groups = groupByYear([item(1, 2011), item(2, 2009), item(3, 2011), item(4, null), item(5, 2012)]);
  expect(groups.map(({ year, items }) => [year, items.map((i) => i.id)])).toEqual([
    [2009, [2]],
    [2011, [1, 3]],
    [2012, [5]],
  ]);
});
