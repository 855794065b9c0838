// Rendering across releases: an area's release or rollback, a manifest edit (the kill switch) and a shell
// release change what renders, without a restart and without serving a page the old shell rendered.
const fs = require('node:fs');
const path = require('node:path');
const { writeSiteManifest } = require('../releases/siteManifest');
const {
  SHELL,
  writeArea,
  release,
  state,
  setUp,
  restartSite,
  tearDown,
  get,
} = require('../testing/renderedSite');

beforeEach(setUp);
afterEach(tearDown);

test('releasing or rolling back an area changes what renders, without a restart', async () => {
  writeArea('1.1.0');
  release('1.1.0');
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.1.0');
  release('1.0.0');
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.0.0');
});

test('a kept page carries the manifest it was made with: any edit of the manifest (the kill switch) makes it anew', async () => {
  await restartSite({ pageCacheMs: 60_000 });
  const inlined = async () =>
    /<script type="application\/json" id="site-manifest">([^<]*)<\/script>/.exec(
      await (await get('/rate-calculator')).text(),
    )?.[1];
  expect(JSON.parse((await inlined()) ?? '{}').serviceWorker).not.toBe(false);
  writeSiteManifest(state.siteDir, {
    ...JSON.parse(fs.readFileSync(path.join(state.siteDir, 'site-manifest.json'), 'utf8')),
    serviceWorker: false,
  });
  expect(JSON.parse((await inlined()) ?? '{}').serviceWorker).toBe(false);
});

test("a shell release without an area release: the area's build renders with the new shell's shared modules", async () => {
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.0.0');
  const shellFile = path.join(state.siteDir, 'server/shell.js');
  fs.writeFileSync(shellFile, SHELL.replace("'Hello from ' + who", "'Greetings from ' + who"));
  // A new build gets a new modification time (here set explicitly: the same millisecond is possible).
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(shellFile, later, later);
  expect(await (await get('/rate-calculator')).text()).toContain('Greetings from tools 1.0.0');
});

test('after a shell release no page the old shell rendered is served, not even while it is rendered again', async () => {
  await restartSite({ pageCacheMs: 60_000 });
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.0.0');
  expect((await get('/rate-calculator')).headers.get('x-render-cache')).toBe('hit');
  const shellFile = path.join(state.siteDir, 'server/shell.js');
  fs.writeFileSync(shellFile, SHELL.replace("'Hello from ' + who", "'Greetings from ' + who"));
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(shellFile, later, later);
  const afterRelease = await get('/rate-calculator');
  expect(afterRelease.headers.get('x-render-cache')).toBe('miss');
  expect(await afterRelease.text()).toContain('Greetings from tools 1.0.0');
});
