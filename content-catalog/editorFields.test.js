const catalog = require('./collections');
const {
  datesWithLimit,
  fieldHelp,
  fieldLabel,
  readableName,
  requiredTextFields,
  scheduleFields,
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

test("times editors set in Guam's time are datetimes for the site and the checks, the admin's custom field in Strapi's schema", () => {
  const notices = catalog.find((entry) => entry.plural === 'website-notifications').fields;
  expect(scheduleFields(notices)).toEqual({ starts: 'StartsAt', ends: 'EndsAt' });
  expect(schemaAttributes(notices).StartsAt).toEqual({
    type: 'customField',
    customField: 'global::guam-datetime',
  });
  // Every datetime editors set is picked in Guam's time.
  const datetimes = catalog.flatMap((entry) =>
    Object.entries(entry.fields)
      .filter(([, attribute]) => attribute.type === 'datetime')
      .map(([name, attribute]) => [
        `${entry.plural}.${name}`,
        schemaAttributes({ name: attribute }).name?.type,
      ]),
  );
  expect(datetimes).toEqual([
    ['website-notifications.StartsAt', 'customField'],
    ['website-notifications.EndsAt', 'customField'],
  ]);
  expect(() => schemaAttributes({ Day: { type: 'date', editor: { input: 'guam-datetime' } } })).toThrow(
    'the admin input "guam-datetime" stores datetime, not date',
  );
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
