// Every collection of the catalog: a well-formed entry passes, a broken one is refused naming the collection,
// the entry and the field.
import { contentEntriesOf, type ContentField } from './contentEntries';
import { CONTENT_FIELDS } from './contentFields.generated';

/** A value of the field's kind as the content service sends it. */
function sample(field: ContentField): unknown {
  const file = { id: 3, attributes: { url: '/uploads/a.pdf', name: 'a.pdf' } };
  const linked = { id: 4, attributes: { Title: 'Linked' } };
  const samples: Record<ContentField['kind'], unknown> = {
    string: 'text',
    number: 2,
    boolean: true,
    json: { any: 'thing' },
    enumeration: field.values?.[0],
    media: { data: file },
    mediaList: { data: [file] },
    relation: { data: linked },
    relationList: { data: [linked] },
  };
  return samples[field.kind];
}

/** Another type than the field's (a kind's sample of a different shape). */
const wrongValue = (field: ContentField): unknown =>
  field.kind === 'string' || field.kind === 'enumeration' ? 12 : 'text';

const collections = Object.entries(CONTENT_FIELDS).map(([name, fields]) => ({ name, fields }));

test.each(collections)('$name: a well-formed entry passes; a broken field is named', ({ name, fields }) => {
  const attributes = Object.fromEntries(Object.entries(fields).map(([field, spec]) => [field, sample(spec)]));
  const good = { id: 1, attributes: { ...attributes, createdAt: '2026-01-01T00:00:00Z' } };
  expect(contentEntriesOf(name, { data: [good], meta: {} })).toEqual({ entries: [good] });

  const [field, spec] = Object.entries(fields).find(([, value]) => value.kind !== 'json') ?? [];
  if (!field || !spec) return;
  const broken = { id: 7, attributes: { ...attributes, [field]: wrongValue(spec) } };
  const refused = contentEntriesOf(name, { data: [good, broken] });
  expect(refused).toEqual({
    error: expect.stringContaining(`Content of ${name}, entry 7: field ${field}: wrong`),
  });
});

test('a required field missing is refused; an optional scalar left out is read as empty', () => {
  const entry = (attributes: Record<string, unknown>) => ({ data: [{ id: 5, attributes }] });
  expect(contentEntriesOf('foia-reports', entry({ Order: 1 }))).toEqual({
    error: 'Content of foia-reports, entry 5: field Title: missing (expected string)',
  });
  expect(contentEntriesOf('foia-reports', entry({ Title: 'A', Order: 1 }))).toEqual({
    entries: [{ id: 5, attributes: { Title: 'A', Order: 1 } }],
  });
  expect(contentEntriesOf('residential-fn-p-standards', entry({ Link: '/a' }))).toEqual({
    entries: [{ id: 5, attributes: { Anchor: null, Link: '/a' } }],
  });
});

test('an answer that is not a list is refused; a null list is empty', () => {
  expect(contentEntriesOf('foia-reports', { data: 'x' })).toEqual({
    error: 'Content of foia-reports: not a list answer',
  });
  expect(contentEntriesOf('foia-reports', { data: null })).toEqual({ entries: [] });
});
