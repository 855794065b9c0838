// The dismissed-notices cookie: the only part of a visitor's cookies a render depends on.
const { dismissedNoticesCookie } = require('./dismissedNotices');

test('only the dismissed-notices cookie reaches the render, its ids sorted, deduplicated and checked', () => {
  expect(dismissedNoticesCookie('session=secret; gpa-dismissed-notices=zz9.aa1.aa1.<script>; theme=dark')).toBe('gpa-dismissed-notices=aa1.zz9');
  expect(dismissedNoticesCookie('session=secret')).toBe('');
  expect(dismissedNoticesCookie(undefined)).toBe('');
  expect(dismissedNoticesCookie('gpa-dismissed-notices=')).toBe('');
});
