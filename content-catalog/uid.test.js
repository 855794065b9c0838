const catalog = require('./collections');
const { uidOf } = require('./uid');

test('a collection uid names its singular twice, as the schema generator lays it out', () => {
  expect(uidOf('article-category')).toBe('api::article-category.article-category');
});

test('every relation of the catalog targets a collection of the catalog', () => {
  const uids = new Set(catalog.map((entry) => uidOf(entry.singular)));
  const targets = catalog.flatMap((entry) =>
    Object.values(entry.fields)
      .filter((field) => field.type === 'relation')
      .map((field) => field.target),
  );
  expect(targets.length).toBeGreaterThan(0);
  for (const target of targets) expect(uids).toContain(target);
});
