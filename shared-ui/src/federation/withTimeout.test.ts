import { TimeoutError, fetchJson, withTimeout } from './withTimeout';

afterEach(() => jest.useRealTimers());

test('a promise that never settles is rejected after the bound', async () => {
  jest.useFakeTimers();
  const pending = withTimeout(new Promise<never>(() => undefined), 3000, 'The tools area');
  jest.advanceTimersByTime(3000);
  await expect(pending).rejects.toThrow(new TimeoutError('The tools area', 3000));
  await expect(pending).rejects.toThrow('The tools area did not answer within 3 s');
});

test('an answer in time passes through', async () => {
  await expect(withTimeout(Promise.resolve(42), 1000, 'x')).resolves.toBe(42);
});

test('fetchJson reports a failed status clearly', async () => {
  global.fetch = jest.fn(async () => new Response('nope', { status: 503 }));
  await expect(fetchJson('/site-manifest.json', 1000, 'The site manifest')).rejects.toThrow(
    'The site manifest answered 503',
  );
});
