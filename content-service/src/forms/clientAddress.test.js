const { clientAddress } = require('./clientAddress');
const { IDEMPOTENCY_KEY, PROXY_SECRET_HEADER } = require('@gpa/content-catalog/form-rules');

/** A Koa context with only what clientAddress reads. */
const contextOf = (socketAddress, headers = {}) => ({
  req: { socket: { remoteAddress: socketAddress } },
  get: (name) => headers[name.toLowerCase()] ?? '',
});

describe('clientAddress: X-Forwarded-For counts only when the site server vouches for it', () => {
  const secret = 'shared-secret-of-the-site-server';

  test('the site server (with the shared secret): the last X-Forwarded-For entry, counted apart from local processes', () => {
    const ctx = contextOf('127.0.0.1', {
      'x-forwarded-for': '203.0.113.9, 198.51.100.7',
      [PROXY_SECRET_HEADER]: secret,
    });
    expect(clientAddress(ctx, secret)).toBe('visitor 198.51.100.7');
  });

  test('any other local client: its socket address, whatever it writes in X-Forwarded-For', () => {
    for (const headers of [
      { 'x-forwarded-for': '198.51.100.7' },
      { 'x-forwarded-for': '198.51.100.7', [PROXY_SECRET_HEADER]: 'guessed' },
      { [PROXY_SECRET_HEADER]: secret },
    ]) {
      expect(clientAddress(contextOf('127.0.0.1', headers), secret)).toBe('127.0.0.1');
    }
  });

  test('without a configured secret, X-Forwarded-For is never trusted', () => {
    expect(
      clientAddress(
        contextOf('127.0.0.1', { 'x-forwarded-for': '198.51.100.7', [PROXY_SECRET_HEADER]: '' }),
        undefined,
      ),
    ).toBe('127.0.0.1');
    expect(
      clientAddress(contextOf('::1', { 'x-forwarded-for': '198.51.100.7', [PROXY_SECRET_HEADER]: 'x' }), ''),
    ).toBe('::1');
  });
});

test('one Idempotency-Key rule: the keys clients generate, nothing else', () => {
  for (const key of [
    '0b8e9c2e-5b8f-4d7e-9c59-2f6a1d3e4b5c',
    'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    'key_0001',
    'k'.repeat(128),
  ])
    expect(IDEMPOTENCY_KEY.pattern.test(key)).toBe(true);
  for (const key of ['', 'short', 'k'.repeat(129), 'with space 1', 'semi;colon1', 'ünïcode-key'])
    expect(IDEMPOTENCY_KEY.pattern.test(key)).toBe(false);
});
