import { type FormState, formReducer, initialFormState } from './formMachine';

type Field = 'Name' | 'Email';
const filled = (): FormState<Field> => {
  let state = initialFormState<Field>(['Name', 'Email']);
  state = formReducer(state, { type: 'change', field: 'Name', value: 'Ana' });
  return formReducer(state, { type: 'change', field: 'Email', value: 'ana@example.org' });
};

test('an incomplete form goes to the warning state, marks the empty fields and sends nothing', () => {
  const start = formReducer(initialFormState<Field>(['Name', 'Email']), { type: 'change', field: 'Name', value: 'Ana' });
  const state = formReducer(start, { type: 'submit', newKey: 'key-1' });
  expect(state.status).toBe('incomplete');
  expect(state.showMissing).toBe(true);
  expect(state.idempotencyKey).toBeUndefined();
  expect(state.fields).toEqual({ Name: 'Ana', Email: '' });
  // Whitespace only is empty too.
  const blank = formReducer(formReducer(start, { type: 'change', field: 'Email', value: '   ' }), { type: 'submit', newKey: 'key-1' });
  expect(blank.status).toBe('incomplete');
  expect(formReducer(state, { type: 'dismiss' }).status).toBe('editing');
});

test('a complete form submits with a new key; success clears the fields and forgets the key', () => {
  const submitting = formReducer(filled(), { type: 'submit', newKey: 'key-1' });
  expect(submitting).toMatchObject({ status: 'submitting', idempotencyKey: 'key-1' });
  const done = formReducer(submitting, { type: 'succeeded' });
  expect(done).toEqual({ fields: { Name: '', Email: '' }, status: 'succeeded', showMissing: false });
  expect(formReducer(done, { type: 'dismiss' }).status).toBe('editing');
});

test('a failure keeps the fields, the key and the message', () => {
  const failed = formReducer(formReducer(filled(), { type: 'submit', newKey: 'key-1' }), { type: 'failed', error: 'Server problem' });
  expect(failed).toMatchObject({ status: 'failed', error: 'Server problem', idempotencyKey: 'key-1' });
  expect(failed.fields).toEqual({ Name: 'Ana', Email: 'ana@example.org' });
});

test('a retry of the same submission reuses its key; the next submission after success gets a new one', () => {
  const failed = formReducer(formReducer(filled(), { type: 'submit', newKey: 'key-1' }), { type: 'failed', error: 'Timeout' });
  const retry = formReducer(failed, { type: 'submit', newKey: 'key-2' });
  expect(retry).toMatchObject({ status: 'submitting', idempotencyKey: 'key-1', error: undefined });

  let next = formReducer(retry, { type: 'succeeded' });
  next = formReducer(formReducer(next, { type: 'change', field: 'Name', value: 'Ben' }), { type: 'change', field: 'Email', value: 'ben@example.org' });
  expect(formReducer(next, { type: 'submit', newKey: 'key-3' }).idempotencyKey).toBe('key-3');
});

test('editing a field after a failure makes it a new submission with a new key', () => {
  const failed = formReducer(formReducer(filled(), { type: 'submit', newKey: 'key-1' }), { type: 'failed', error: 'Rejected' });
  const edited = formReducer(failed, { type: 'change', field: 'Email', value: 'ana@example.com' });
  expect(edited.idempotencyKey).toBeUndefined();
  expect(formReducer(edited, { type: 'submit', newKey: 'key-2' }).idempotencyKey).toBe('key-2');
});

test('while a submission is in flight, a second submit and edits change nothing', () => {
  const submitting = formReducer(filled(), { type: 'submit', newKey: 'key-1' });
  expect(formReducer(submitting, { type: 'submit', newKey: 'key-2' })).toBe(submitting);
  expect(formReducer(submitting, { type: 'change', field: 'Name', value: 'X' })).toBe(submitting);
  // Late answers for a submission that is not running are ignored.
  expect(formReducer(filled(), { type: 'succeeded' }).status).toBe('editing');
});
