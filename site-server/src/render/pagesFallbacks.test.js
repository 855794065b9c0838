// When rendering fails: a hung or throwing area build, a missing shell build or a dead content service give
// the client-rendered page (or the last good answer); an area build may require only the shared singletons.
const fs = require('node:fs');
const path = require('node:path');
const {
  areaBundle,
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

test('a hung area server build costs at most the budget: the client-rendered page, manifest inlined', async () => {
  writeArea('2.0.0', areaBundle('2.0.0', '() => new Promise(() => undefined)'));
  release('2.0.0');
  await restartSite({ budgetMs: 300 });
  const started = Date.now();
  const response = await get('/rate-calculator');
  expect(Date.now() - started).toBeLessThan(2000);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div id="root"></div><script type="application/json" id="site-manifest">');
  expect(html).not.toContain('id="query-state"');
  expect(html).toContain('<title>Guam Power Authority</title>');
  expect(state.logs.join('\n')).toMatch(/longer than 300 ms/);
});

test('a throwing area build or a missing shell build give the client-rendered page; a dead content service its last good answer', async () => {
  writeArea('3.0.0', areaBundle('3.0.0', "() => { throw new Error('broken page'); }"));
  release('3.0.0');
  expect(await (await get('/rate-calculator')).text()).toContain('<div id="root"></div>');
  release('1.0.0');
  expect(await (await get('/rate-calculator')).text()).toContain('<p>items: 3</p>');
  // Renders read through the public surface's cache: stale-if-error keeps the page whole.
  state.contentUp = false;
  expect(await (await get('/rate-calculator')).text()).toContain('<p>items: 3</p>');
  state.contentUp = true;
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.0.0');
  fs.rmSync(path.join(state.siteDir, 'server/shell.js'));
  const response = await get('/rate-calculator');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(
    '<div id="root"></div><script type="application/json" id="site-manifest">',
  );
});

test('an area build may only require the shared singletons', async () => {
  writeArea('4.0.0', "const fs = require('node:fs'); exports.page = async () => 'x';");
  release('4.0.0');
  expect(await (await get('/rate-calculator')).text()).toContain('<div id="root"></div>');
  expect(state.logs.join('\n')).toMatch(/needs "node:fs", which is not a shared singleton/);
});

test('an area build without a route table is not rendered with', async () => {
  writeArea('4.1.0', "exports.page = async () => '<main><h1>no routes</h1></main>';");
  release('4.1.0');
  expect(await (await get('/rate-calculator')).text()).toContain('<div id="root"></div>');
  expect(state.logs.join('\n')).toMatch(/tools area's server build .* has no route table/);
});
