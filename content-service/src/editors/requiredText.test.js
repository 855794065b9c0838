const { blankTextRefusals } = require('./requiredText');
const { fieldRefusals } = require('./fieldChecks');

const RATES = 'api::rate-calculator.rate-calculator';
const FOIA = 'api::foia-report.foia-report';

test('a required text of spaces (tabs, line breaks, no-break spaces) is refused with a message naming the field', () => {
  expect(blankTextRefusals(RATES, { Label: '   ', Type: 'Fixed', Rate_Value: 1, Calc_Value: 1 })).toEqual([
    {
      path: ['Label'],
      message: 'Label cannot be blank: write the text visitors will read (spaces alone are not enough).',
    },
  ]);
  expect(blankTextRefusals(FOIA, { Title: '\t\n\u00a0\u200b' })).toEqual([
    expect.objectContaining({ path: ['Title'] }),
  ]);
  expect(
    blankTextRefusals('api::website-notification.website-notification', { Title: ' ', description: ' ' }).map(
      ({ path }) => path,
    ),
  ).toEqual([['Title'], ['description']]);
});

test('visible text, a save that leaves the field out, optional fields and other collections pass', () => {
  expect(blankTextRefusals(RATES, { Label: ' Customer charge ' })).toEqual([]);
  expect(blankTextRefusals(RATES, { Rate_Value: 2 })).toEqual([]);
  expect(blankTextRefusals('api::article.article', { Title: 'Outage', Description: '   ' })).toEqual([]);
  expect(blankTextRefusals('api::search-result.search-result', { Title: '  ' })).toEqual([]);
});

test('one save gets every refusal at once: blank text and a date too far ahead', () => {
  expect(
    fieldRefusals('api::article.article', { Title: '  ', Date: '2999-01-01' }).map(({ path }) => path),
  ).toEqual([['Title'], ['Date']]);
});
