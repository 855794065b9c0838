// The bench's site servers: each build is served by the site server of its own checkout (a release's
// worktree), this checkout's by default.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { root, siteServerScript, startSiteServer } = require('./servers');

// A stand-in site server: answers every request with the script it runs and the site it serves.
const FAKE_SERVER = `require('node:http')
  .createServer((request, response) =>
    response.end(JSON.stringify({ script: __filename, siteDir: process.env.SITE_DIR, port: process.env.PORT })),
  )
  .listen(Number(process.env.PORT), process.env.HOST);
`;

let worktree;
beforeAll(() => {
  worktree = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-bench-servers-test-'));
  fs.mkdirSync(path.join(worktree, 'site-server', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(worktree, 'site-server', 'dist', 'server.js'), FAKE_SERVER);
});

afterAll(() => fs.rmSync(worktree, { recursive: true, force: true }));

test("a build with its own worktree (a release) is served by that checkout's site server, over its own site", async () => {
  const build = { name: 'release test', dir: path.join(worktree, 'deploy', 'site'), worktree };
  const { url, stop } = await startSiteServer(build, 'http://127.0.0.1:1');
  try {
    const answer = await (await fetch(`${url}/site-manifest.json`)).json();
    expect(answer).toEqual({
      script: path.join(worktree, 'site-server', 'dist', 'server.js'),
      siteDir: build.dir,
      port: new URL(url).port,
    });
  } finally {
    stop();
  }
});

test("a build without one is served by this checkout's site server", () => {
  expect(siteServerScript({ name: 'federated', dir: path.join(root, 'deploy', 'site') })).toBe(
    path.join(root, 'site-server', 'dist', 'server.js'),
  );
  expect(siteServerScript({ name: 'release', dir: '/x/deploy/site', worktree: '/x' })).toBe(
    path.join('/x', 'site-server', 'dist', 'server.js'),
  );
});
