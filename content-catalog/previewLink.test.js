const { draftReadKey, isDraftReadKey, previewLink, verifiedPreviewPath } = require('./previewLink');

const NOW = Date.parse('2026-11-24T12:00:00Z');
const queryOf = (link) => Object.fromEntries(new URL(link).searchParams);

test('a link the secret signed is good for an hour, for its page only', () => {
  const link = previewLink({
    siteUrl: 'https://www.example.org/x',
    path: '/news-and-media',
    secret: 'shared',
    now: NOW,
  });
  expect(link).toMatch(
    /^https:\/\/www\.example\.org\/_preview\?path=%2Fnews-and-media&expires=\d+&signature=[\w-]+$/,
  );
  const query = queryOf(link);
  expect(verifiedPreviewPath(query, 'shared', NOW + 59 * 60 * 1000)).toBe('/news-and-media');
  expect(verifiedPreviewPath(query, 'shared', NOW + 61 * 60 * 1000)).toBeNull();
  expect(verifiedPreviewPath(query, 'other secret', NOW)).toBeNull();
  expect(verifiedPreviewPath({ ...query, path: '/foia-reports' }, 'shared', NOW)).toBeNull();
  expect(verifiedPreviewPath({ ...query, expires: String(NOW + 1e9) }, 'shared', NOW)).toBeNull();
  expect(verifiedPreviewPath({ ...query, signature: ['a', 'b'] }, 'shared', NOW)).toBeNull();
  expect(verifiedPreviewPath(query, '', NOW)).toBeNull();
});

test('only paths of the site itself are previewed', () => {
  const signed = (path) =>
    queryOf(previewLink({ siteUrl: 'https://www.example.org', path, secret: 'shared', now: NOW }));
  expect(verifiedPreviewPath(signed('//evil.example/x'), 'shared', NOW)).toBeNull();
  expect(verifiedPreviewPath(signed('https://evil.example/'), 'shared', NOW)).toBeNull();
});

test('the draft-read key comes from the secret, is not the secret, and is no link signature', () => {
  expect(isDraftReadKey(draftReadKey('shared'), 'shared')).toBe(true);
  expect(isDraftReadKey('shared', 'shared')).toBe(false);
  expect(isDraftReadKey(draftReadKey('shared'), 'other')).toBe(false);
  expect(isDraftReadKey(draftReadKey(''), '')).toBe(false);
  expect(isDraftReadKey(undefined, 'shared')).toBe(false);
});
