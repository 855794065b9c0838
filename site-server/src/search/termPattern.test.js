const { createSearchIndex } = require('./searchIndex');
const { matchesTerm } = require('./termPattern');

test('a term matches as a case-insensitive pattern: inside a word, and with the signs of a pattern', () => {
  expect(matchesTerm('nerg', ['Energy Saving Tips', 'Rates'])).toEqual([true, false]);
  expect(matchesTerm('R.TE', ['rate calculator', 'Outages'])).toEqual([true, false]);
  expect(matchesTerm('^out', ['Outages', 'Planned outages'])).toEqual([true, false]);
});

test('a term that is no valid pattern, or means something else as one, matches as written', () => {
  expect(matchesTerm('C++', ['C++ guide', 'C guide'])).toEqual([true, false]);
  expect(matchesTerm('$1,000', ['A rebate of $1,000', 'A rebate of $100'])).toEqual([true, false]);
});

test('a pattern that backtracks without end is stopped at its time limit and matches as written', () => {
  const endless = '(a+)+$';
  // As a pattern it would match "banana"; stopped on the first subject, the term matches as written only.
  expect(matchesTerm(endless, [`${'a'.repeat(40)}!`, 'banana', `note ${endless}`])).toEqual([
    false,
    false,
    true,
  ]);
  // The next term is matched as before.
  expect(matchesTerm('ban', ['banana'])).toEqual([true]);
});

test('the index lists the entries the term matches as a pattern in their title or description after its own', () => {
  const index = createSearchIndex([
    { kind: 'page', link: '/parameters', title: 'Rate Parameters' },
    { kind: 'page', link: '/meters', title: 'Smart Meters' },
    { kind: 'external', link: 'https://example.org/tips', title: 'Energy Saving Tips' },
    { kind: 'page', link: '/ways-to-pay', title: 'Ways to Pay', body: 'Make a payment online.' },
  ]);
  const links = (term) => index.search(term, 1).data.map((hit) => hit.link);
  // Only inside a word of a title: no word of the index starts with it.
  expect(links('nerg')).toEqual(['https://example.org/tips']);
  expect(links('r.te')).toEqual(['/parameters']);
  // A word the index finds first, then a title that only contains it.
  expect(links('meter')).toEqual(['/meters', '/parameters']);
  // Only inside a word of a page's text ("payment"): that is no title or description.
  expect(links('ayme')).toEqual([]);
});
