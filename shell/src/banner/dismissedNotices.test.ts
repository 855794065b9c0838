import { DISMISSED_NOTICES_COOKIE, dismissNotice, parseDismissedNotices } from './dismissedNotices';

beforeEach(() => {
  document.cookie = `${DISMISSED_NOTICES_COOKIE}=; Max-Age=0; Path=/`;
});

test('reads the dismissed ids from a Cookie header, ignoring other cookies and malformed ids', () => {
  expect(parseDismissedNotices(`a=1; ${DISMISSED_NOTICES_COOKIE}=abc123.x%3Cy.def456; b=2`)).toEqual([
    'abc123',
    'def456',
  ]);
  expect(parseDismissedNotices('a=1')).toEqual([]);
  expect(parseDismissedNotices('')).toEqual([]);
});

test('a dismissal is added once, the most recent twenty are kept', () => {
  for (let n = 1; n <= 25; n += 1) dismissNotice(`notice${n}`);
  dismissNotice('notice25');
  const ids = parseDismissedNotices(document.cookie);
  expect(ids).toHaveLength(20);
  expect(ids[0]).toBe('notice6');
  expect(ids.at(-1)).toBe('notice25');
});
