const { dateRefusals } = require('./dateLimits');

const ARTICLES = 'api::article.article';
const NOW = Date.parse('2026-11-24T12:00:00Z');

test('an article date more than a year ahead is refused with a message naming the field and the latest date', () => {
  expect(dateRefusals(ARTICLES, { Title: 'Typo', Date: '2099-01-15' }, NOW)).toEqual([
    {
      path: ['Date'],
      message: 'Date cannot be later than 2027-11-25 (at most 366 days ahead). Check the year.',
    },
  ]);
});

test('dates up to the limit, past dates, saves without a date and other collections pass', () => {
  expect(dateRefusals(ARTICLES, { Date: '2027-11-25' }, NOW)).toEqual([]);
  expect(dateRefusals(ARTICLES, { Date: '1998-03-01' }, NOW)).toEqual([]);
  // Strapi's own `required` refuses a missing date; an update that leaves it alone has none.
  expect(dateRefusals(ARTICLES, { Title: 'Only the title changes' }, NOW)).toEqual([]);
  expect(dateRefusals('api::job-opening.job-opening', { OpeningDate: '2099-01-01' }, NOW)).toEqual([]);
});
