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
