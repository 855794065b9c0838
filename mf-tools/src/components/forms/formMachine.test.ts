import { type FormEvent, type FormState, formReducer, initialFormState } from './formMachine';

type Field = 'Name' | 'Email';
const reduce = (state: FormState<Field>, event: FormEvent<Field>) => formReducer(state, event);
const filled = (): FormState<Field> => {
  let state = initialFormState<Field>(['Name', 'Email']);
  state = reduce(state, { type: 'change', field: 'Name', value: 'Ana' });
  return reduce(state, { type: 'change', field: 'Email', value: 'ana@example.org' });
};

test('an incomplete form goes to the warning state, marks the empty fields and sends nothing', () => {
  const start = reduce(initialFormState<Field>(['Name', 'Email']), {
    type: 'change',
    field: 'Name',
    value: 'Ana',
  });
  const state = reduce(start, { type: 'submit', newKey: 'key-1' });
  expect(state.status).toBe('incomplete');
  expect(state.showMissing).toBe(true);
  expect(state.idempotencyKey).toBeUndefined();
  expect(state.fields).toEqual({ Name: 'Ana', Email: '' });
  // Whitespace only is empty too.
  const blank = reduce(reduce(start, { type: 'change', field: 'Email', value: '   ' }), {
    type: 'submit',
    newKey: 'key-1',
  });
  expect(blank.status).toBe('incomplete');
  expect(reduce(state, { type: 'dismiss' }).status).toBe('editing');
});

test('a complete form submits with a new key; success clears the fields and forgets the key', () => {
  const submitting = reduce(filled(), { type: 'submit', newKey: 'key-1' });
  expect(submitting).toMatchObject({ status: 'submitting', idempotencyKey: 'key-1' });
  const done = reduce(submitting, { type: 'succeeded' });
  expect(done).toEqual({
    fields: { Name: '', Email: '' },
    status: 'succeeded',
    showMissing: false,
    fieldErrors: {},
  });
  expect(reduce(done, { type: 'dismiss' }).status).toBe('editing');
});

test('a failure keeps the fields, the key and the message', () => {
  const failed = reduce(reduce(filled(), { type: 'submit', newKey: 'key-1' }), {
    type: 'failed',
    error: 'Server problem',
  });
  expect(failed).toMatchObject({ status: 'failed', error: 'Server problem', idempotencyKey: 'key-1' });
  expect(failed.fields).toEqual({ Name: 'Ana', Email: 'ana@example.org' });
});

test('a retry of the same submission reuses its key; the next submission after success gets a new one', () => {
  const failed = reduce(reduce(filled(), { type: 'submit', newKey: 'key-1' }), {
    type: 'failed',
    error: 'Timeout',
  });
  const retry = reduce(failed, { type: 'submit', newKey: 'key-2' });
  expect(retry).toMatchObject({ status: 'submitting', idempotencyKey: 'key-1', error: undefined });

  let next = reduce(retry, { type: 'succeeded' });
  next = reduce(reduce(next, { type: 'change', field: 'Name', value: 'Ben' }), {
    type: 'change',
    field: 'Email',
    value: 'ben@example.org',
  });
  expect(reduce(next, { type: 'submit', newKey: 'key-3' }).idempotencyKey).toBe('key-3');
});

test('editing a field after a failure makes it a new submission with a new key', () => {
  const failed = reduce(reduce(filled(), { type: 'submit', newKey: 'key-1' }), {
    type: 'failed',
    error: 'Rejected',
  });
  const edited = reduce(failed, { type: 'change', field: 'Email', value: 'ana@example.com' });
  expect(edited.idempotencyKey).toBeUndefined();
  expect(reduce(edited, { type: 'submit', newKey: 'key-2' }).idempotencyKey).toBe('key-2');
});

test('while a submission is in flight, a second submit and edits change nothing', () => {
  const submitting = reduce(filled(), { type: 'submit', newKey: 'key-1' });
  expect(reduce(submitting, { type: 'submit', newKey: 'key-2' })).toBe(submitting);
  expect(reduce(submitting, { type: 'change', field: 'Name', value: 'X' })).toBe(submitting);
  // Late answers for a submission that is not running are ignored.
  expect(reduce(filled(), { type: 'succeeded' }).status).toBe('editing');
});

test("a field the form's checks find wrong is marked with what to fix and nothing is sent; editing it clears the mark", () => {
  const invalid = reduce(filled(), {
    type: 'submit',
    newKey: 'key-1',
    problems: { Email: 'Enter an email address like name@example.com.' },
  });
  expect(invalid).toMatchObject({
    status: 'invalid',
    fieldErrors: { Email: 'Enter an email address like name@example.com.' },
  });
  expect(invalid.idempotencyKey).toBeUndefined();
  // An empty field brings the warning dialog; every field's problem is marked with it (the empty one and the wrong email).
  const empty = reduce(reduce(filled(), { type: 'change', field: 'Name', value: '' }), {
    type: 'submit',
    newKey: 'key-1',
    problems: { Name: 'required', Email: 'x' },
  });
  expect(empty).toMatchObject({ status: 'incomplete', fieldErrors: { Name: 'required', Email: 'x' } });
  const edited = reduce(invalid, { type: 'change', field: 'Email', value: 'ana@example.com' });
  expect(edited.fieldErrors.Email).toBeUndefined();
  expect(reduce(edited, { type: 'submit', newKey: 'key-2', problems: {} })).toMatchObject({
    status: 'submitting',
    idempotencyKey: 'key-2',
  });
});

test('a problem found while typing marks the field at once, and goes when the value is right', () => {
  const typed = reduce(filled(), { type: 'change', field: 'Name', value: 'Ana1', problem: 'No digits.' });
  expect(typed.fieldErrors).toEqual({ Name: 'No digits.' });
  expect(reduce(typed, { type: 'change', field: 'Name', value: 'Ana' }).fieldErrors.Name).toBeUndefined();
});

test('a field the server refuses is marked with its message; the fields and the key are kept', () => {
  const submitting = reduce(filled(), { type: 'submit', newKey: 'key-1' });
  const rejected = reduce(submitting, {
    type: 'rejected',
    field: 'Email',
    error: 'Email address must be a valid email address.',
  });
  expect(rejected).toMatchObject({
    status: 'invalid',
    fieldErrors: { Email: 'Email address must be a valid email address.' },
    fields: { Name: 'Ana', Email: 'ana@example.org' },
    idempotencyKey: 'key-1',
  });
  expect(rejected.error).toBeUndefined();
  // Only an answer to a submission under way counts.
  expect(reduce(rejected, { type: 'rejected', field: 'Name', error: 'x' })).toBe(rejected);
});

test('a failure offline keeps the submission (fields and key) until the next attempt', () => {
  const kept = reduce(reduce(filled(), { type: 'submit', newKey: 'key-1' }), {
    type: 'failed',
    error: 'offline',
    offline: true,
  });
  expect(kept).toMatchObject({
    status: 'failed',
    kept: true,
    idempotencyKey: 'key-1',
    fields: { Name: 'Ana', Email: 'ana@example.org' },
  });
  const resent = reduce(kept, { type: 'submit', newKey: 'key-2' });
  expect(resent).toMatchObject({ status: 'submitting', idempotencyKey: 'key-1' });
  expect(resent.kept).toBeUndefined();
});
