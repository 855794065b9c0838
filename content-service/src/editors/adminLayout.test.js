const catalog = require('@gpa/content-catalog');
const { configurationFor, mainFieldOf } = require('./adminLayout');

const entry = (plural) => catalog.find((candidate) => candidate.plural === plural);
const current = {
  settings: { pageSize: 10, mainField: 'id' },
  metadatas: {
    Rate_Value: { edit: { label: 'Rate_Value', size: 6 }, list: { label: 'Rate_Value', sortable: true } },
  },
  layouts: { list: ['id'] },
};

test("the catalog's labels and help replace Strapi's field names; an administrator's other choices stay", () => {
  const { settings, metadatas, layouts } = configurationFor(entry('rate-calculators'), current);
  expect(metadatas.Rate_Value).toEqual({
    edit: {
      label: 'Rate',
      description: 'Dollars per kWh (or per month for a fixed line), 0 to 100,000.',
      size: 6,
    },
    list: { label: 'Rate', sortable: true },
  });
  // A field without wording of its own gets a readable name.
  expect(metadatas.Label.edit.label).toBe('Label');
  expect(settings).toEqual({ pageSize: 10, mainField: 'Label' });
  expect(layouts).toBe(current.layouts);
});

test('entries are listed by their first text field, a list ordered by hand in its order, articles by their date', () => {
  expect(mainFieldOf(entry('website-notifications').fields)).toBe('Title');
  expect(mainFieldOf(entry('financial-credit-ratings').fields)).toBe('Anchor');
  expect(mainFieldOf({ Year: { type: 'integer' }, File: { type: 'media' } })).toBeUndefined();
  expect(configurationFor(entry('foia-reports'), current).settings).toEqual(
    expect.objectContaining({ defaultSortBy: 'Order', defaultSortOrder: 'ASC', mainField: 'Title' }),
  );
  expect(configurationFor(entry('articles'), current).settings).toEqual(
    expect.objectContaining({ defaultSortBy: 'Date', defaultSortOrder: 'DESC', mainField: 'Title' }),
  );
  const withoutText = { ...entry('financial-credit-ratings'), fields: { File: { type: 'media' } } };
  expect(configurationFor(withoutText, current).settings.mainField).toBe('id');
});

test("Strapi's own fields get an editor's words in every list and form: no raw CREATEDAT column", () => {
  const strapiFields = {
    createdAt: { edit: { label: 'createdAt', visible: false }, list: { label: 'createdAt', sortable: true } },
    updatedAt: { list: { label: 'updatedAt', sortable: true } },
    publishedAt: { edit: {}, list: { label: 'publishedAt' } },
  };
  const { metadatas } = configurationFor(entry('news-releases'), { ...current, metadatas: strapiFields });
  expect(metadatas.createdAt).toEqual({
    edit: { label: 'Created', visible: false },
    list: { label: 'Created', sortable: true },
  });
  expect(metadatas.updatedAt).toEqual({ list: { label: 'Last changed', sortable: true } });
  expect(metadatas.publishedAt.list.label).toBe('Published');
  // A field the collection does not have is not added.
  expect(metadatas.locale).toBeUndefined();
  // No list column is labelled with a field name in camel case (shown in capitals: "CREATEDAT").
  for (const { list } of Object.values(metadatas)) expect(list.label).not.toMatch(/^[a-z]+[A-Z]/);
});

test("the notices' list shows when each starts and ends (beside Strapi's status), once, after the columns chosen", () => {
  const chosen = { ...current, layouts: { list: ['id', 'Title', 'StartsAt'], edit: [] } };
  const { layouts } = configurationFor(entry('website-notifications'), chosen);
  expect(layouts).toEqual({ list: ['id', 'Title', 'StartsAt', 'EndsAt'], edit: [] });
  expect(configurationFor(entry('website-notifications'), { ...chosen, layouts }).layouts).toBe(layouts);
  expect(configurationFor(entry('articles'), chosen).layouts).toBe(chosen.layouts);
});
