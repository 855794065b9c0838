const { isSharedSecret } = require('./sharedSecret');

test('only the very secret matches', () => {
  expect(isSharedSecret('s3cret-value', 's3cret-value')).toBe(true);
  expect(isSharedSecret('s3cret-valuE', 's3cret-value')).toBe(false);
  expect(isSharedSecret('s3cret-value-and-more', 's3cret-value')).toBe(false);
  expect(isSharedSecret('s3cret', 's3cret-value')).toBe(false);
});

test('never true without a configured secret or a presented value', () => {
  for (const [presented, secret] of [
    ['', ''],
    [undefined, undefined],
    ['x', ''],
    ['', 'x'],
    [null, 'x'],
    ['x', undefined],
  ]) {
    expect(isSharedSecret(presented, secret)).toBe(false);
  }
});
