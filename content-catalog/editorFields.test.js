const catalog = require('./collections');
const {
  datesWithLimit,
  fieldHelp,
  fieldLabel,
  readableName,
  requiredTextFields,
  schemaAttributes,
} = require('./editorFields');

test('field names read as words in the admin', () => {
  expect(
    ['Rate_Value', 'StartsAt', 'article_category', 'POFile', 'YearsOfService'].map(readableName),
  ).toEqual(['Rate value', 'Starts at', 'Article category', 'PO file', 'Years of service']);
});

test("a field's own wording wins; Strapi's schema never sees it", () => {
  const rates = catalog.find((entry) => entry.plural === 'rate-calculators').fields;
  expect(fieldLabel('Calc_Value', rates.Calc_Value)).toBe('Multiplier');
  expect(fieldHelp(rates.Calc_Value)).toContain('0 to 1,000');
  expect(fieldHelp({ type: 'string' })).toBe('');
  const schema = schemaAttributes(rates);
  expect(schema.Calc_Value).toEqual({
    type: 'decimal',
    columnType: { type: 'decimal', args: [14, 6] },
    required: true,
    min: 0,
    max: 1000,
  });
  expect(
    JSON.stringify(schemaAttributes(Object.assign({}, ...catalog.map((entry) => entry.fields)))),
  ).not.toContain('editor');
});

test('the dates lists are ordered by are limited; no other field is', () => {
  const limited = catalog.flatMap((entry) =>
    datesWithLimit(entry.fields).map(([field, days]) => `${entry.plural}.${field} ${days}`),
  );
  expect(limited).toEqual(['articles.Date 366']);
});

test('required text fields are the required string, text and rich text fields of every collection', () => {
  const required = catalog.flatMap((entry) =>
    requiredTextFields(entry.fields).map((field) => `${entry.plural}.${field}`),
  );
  expect(required).toEqual(
    expect.arrayContaining([
      'rate-calculators.Label',
      'foia-reports.Title',
      'articles.Title',
      'website-notifications.Title',
      'website-notifications.description',
    ]),
  );
  // Required numbers and choices are not text; optional text is not required.
  expect(required).not.toContain('rate-calculators.Type');
  expect(required).not.toContain('rate-calculators.Rate_Value');
  expect(required).not.toContain('articles.Description');
});

test('every field visitors can see has a short help line: all fields of the publicly read collections', () => {
  const visible = catalog.filter((entry) => entry.access === 'read');
  const withoutHelp = visible.flatMap((entry) =>
    Object.entries(entry.fields)
      .filter(([, attribute]) => fieldHelp(attribute).trim() === '')
      .map(([field]) => `${entry.plural}.${field}`),
  );
  expect(withoutHelp).toEqual([]);
  // A line an editor reads at a glance under the field, not a manual.
  const tooLong = visible.flatMap((entry) =>
    Object.entries(entry.fields)
      .filter(([, attribute]) => fieldHelp(attribute).length > 200)
      .map(([field]) => `${entry.plural}.${field}`),
  );
  expect(tooLong).toEqual([]);
});
