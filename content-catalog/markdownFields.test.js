const { htmlFieldOf, markdownFields } = require('./markdownFields');

test("the notices' text is the catalog's Markdown field; its HTML travels beside it", () => {
  expect(markdownFields.get('website-notifications')).toEqual(['description']);
  expect(htmlFieldOf('description')).toBe('descriptionHtml');
  // Collections without rich text are not listed: their answers pass unchanged.
  expect(markdownFields.has('articles')).toBe(false);
});
