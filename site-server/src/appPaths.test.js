// The site app's paths: private files are never served, /index.html leads to /, no redirect leaves the site
// whatever the request line, and a path starting with two slashes is no page.
const fs = require('node:fs');
const path = require('node:path');
const { state, setUp, tearDown, rawGet } = require('./testing/appSite');

beforeEach(setUp);
afterEach(tearDown);

describe('private files', () => {
  beforeEach(() => {
    fs.mkdirSync(path.join(state.siteDir, 'server'));
    fs.writeFileSync(path.join(state.siteDir, 'server/shell.js'), 'exports.secret = "shell bundle"');
    fs.mkdirSync(path.join(state.siteDir, 'areas/tools/1.0.0/server'));
    fs.writeFileSync(
      path.join(state.siteDir, 'areas/tools/1.0.0/server/routes.js'),
      'exports.secret = "area bundle"',
    );
    fs.writeFileSync(path.join(state.siteDir, 'main.0123abcd.js.map'), '{"sources":["webpack:///secret"]}');
    fs.writeFileSync(
      path.join(state.siteDir, 'areas/tools/1.0.0/remoteEntry.js.map'),
      '{"sources":["webpack:///secret"]}',
    );
  });

  test('server bundles are not sent, however the path is spelled', async () => {
    const spellings = [
      '/server/shell.js',
      '/%73erver/shell.js',
      '//server/shell.js',
      '/./server/shell.js',
      '/server%2fshell.js',
      '/server%2Fshell.js',
      '/areas/../server/shell.js',
      '/areas/%2e%2e/server/shell.js',
      '/x/..%2fserver/shell.js',
      '/SERVER/shell.js',
      '/server\\shell.js',
      '/areas/tools/1.0.0/server/routes.js',
      '/areas/tools/1.0.0/%73erver/routes.js',
      '/areas//tools/1.0.0/server/routes.js',
      '/areas/tools/1.0.0/./server/routes.js',
      '/areas/tools/1.0.0/server%2froutes.js',
      '/areas/tools/9.9.9/../1.0.0/server/routes.js',
    ];
    for (const target of spellings) {
      const answer = await rawGet(target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain('bundle');
    }
  });

  test('dot files and folders are not sent, however the path is spelled', async () => {
    fs.mkdirSync(path.join(state.siteDir, '.signals'));
    fs.writeFileSync(path.join(state.siteDir, '.signals/host-1.json'), '{"minutes":{}}');
    fs.writeFileSync(path.join(state.siteDir, 'areas/tools/1.0.0/.env'), 'SECRET=minutes');
    for (const target of [
      '/.signals/host-1.json',
      '/%2esignals/host-1.json',
      '/%2Esignals/host-1.json',
      '//.signals/host-1.json',
      '/areas/../.signals/host-1.json',
      '/.SIGNALS/host-1.json',
      '/areas/tools/1.0.0/.env',
      '/areas/tools/1.0.0/%2eenv',
    ]) {
      const answer = await rawGet(target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain('minutes');
    }
  });

  test('source maps stay on disk, never sent', async () => {
    for (const target of [
      '/main.0123abcd.js.map',
      '/main.0123abcd.js.%6dap',
      '/areas/tools/1.0.0/remoteEntry.js.map',
      '//areas/tools/1.0.0/remoteEntry.js.MAP',
    ]) {
      const answer = await rawGet(target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain('sources');
    }
    expect((await rawGet('/main.0123abcd.js')).status).toBe(200);
  });
});

test('/index.html leads to / (the page, with its policy), keeping the query', async () => {
  for (const target of ['/index.html', '/%69ndex.html', '//index.html', '/./index.html']) {
    const answer = await rawGet(target);
    expect([target, answer.status, answer.headers.location]).toEqual([target, 301, '/']);
  }
  expect((await rawGet('/index.html?tab=2')).headers.location).toBe('/?tab=2');
  // An area's standalone QA page stays where it is.
  fs.writeFileSync(
    path.join(state.siteDir, 'areas/tools/1.0.0/index.html'),
    '<!doctype html><title>tools</title>',
  );
  const qaPage = await rawGet('/areas/tools/1.0.0/index.html');
  expect(qaPage.status).toBe(200);
  // With the pages' policy, as every HTML answer of the site.
  expect(qaPage.headers['content-security-policy']).toMatch(/(^|; )script-src 'self'( 'sha256-[^']+')*(;|$)/);
  expect(qaPage.headers['content-security-policy']).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
});

test('no redirect leaves the site, whatever the request line (absolute form, doubled slashes, backslashes)', async () => {
  const targets = [
    'http://aaaaa/index.html//evil.com/..',
    'http://aaaaa/index.html/\\evil.com/..',
    'http://evil.com/index.html',
    '//evil.com/..//index.html',
    'http://aaaaa//evil.com/areas',
    '//evil.com/../areas',
    '/\\evil.com/../areas',
    'http://aaaaa/index.html?x=//evil.com',
  ];
  for (const target of targets) {
    const { status, headers } = await rawGet(target);
    if (status < 300 || status >= 400) continue;
    expect([target, headers.location]).toEqual([target, expect.stringMatching(/^\/(?![/\\])/)]);
  }
  expect((await rawGet('http://aaaaa/index.html//evil.com/..')).headers.location).toBe('/');
  expect((await rawGet('http://aaaaa/index.html?tab=2')).headers.location).toBe('/?tab=2');
});

test('a path starting with two slashes is no page: not the page of the path after them', async () => {
  for (const target of [
    '//nope-xyz',
    '//evil.com/corporate/human-resources/leaves',
    '/\\evil.com/leac',
    '//leac',
  ]) {
    const answer = await rawGet(target);
    expect([target, answer.status]).toEqual([target, 404]);
    expect(answer.body).not.toContain('<title>shell</title>');
  }
  // The site's files are found by any spelling (nginx merges the slashes too).
  expect((await rawGet('//main.0123abcd.js')).status).toBe(200);
});
