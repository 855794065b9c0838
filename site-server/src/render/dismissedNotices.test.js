// The page's inline scripts: the visitor's dismissed notices hidden before paint, "updates paused" when the
// edge answers for an origin that does not; both allowed by the page policy's hashes.
const vm = require('node:vm');
const { createHash } = require('node:crypto');
const { DISMISSED_NOTICES_SCRIPT, DISMISSED_NOTICES_SCRIPT_SOURCE } = require('./dismissedNotices');
const { pageSecurityPolicy } = require('./securityPolicy');
const { UPDATES_PAUSED_SCRIPT } = require('./updatesPaused');

const scriptText = () => /^<script>([\s\S]*)<\/script>$/.exec(DISMISSED_NOTICES_SCRIPT)[1];

/** The style the script adds to the head for this Cookie, or undefined when it adds none. */
function styleFor(cookie) {
  const added = [];
  const document = {
    cookie,
    head: { appendChild: (node) => added.push(node) },
    createElement: () => ({ textContent: '' }),
  };
  vm.runInNewContext(scriptText(), { document });
  return added[0]?.textContent;
}

test('hides each dismissed notice by its id, and the banner or its more-notices bar when all in it are dismissed; malformed ids are ignored', () => {
  expect(styleFor('theme=dark; gpa-dismissed-notices=abc1.x"y.def2')).toBe(
    '[data-notice-id="abc1"],[data-notice-id="def2"]{display:none!important}' +
      '[data-notice-banner]:not(:has([data-notice-id]:not([data-notice-id="abc1"],[data-notice-id="def2"]))){display:none!important}' +
      '[data-notice-more]:not(:has([data-notice-id]:not([data-notice-id="abc1"],[data-notice-id="def2"]))){display:none!important}',
  );
  expect(styleFor('theme=dark')).toBeUndefined();
  expect(styleFor('gpa-dismissed-notices=')).toBeUndefined();
});

test("the page policy allows the page's inline scripts by their hashes, and no other", () => {
  const hash = createHash('sha256').update(scriptText()).digest('base64');
  expect(DISMISSED_NOTICES_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  const pausedHash = createHash('sha256')
    .update(/^<script>([\s\S]*)<\/script>$/.exec(UPDATES_PAUSED_SCRIPT)[1])
    .digest('base64');
  const scriptSources = /script-src ([^;]*)/.exec(pageSecurityPolicy())[1];
  expect(scriptSources).toBe(`'self' 'sha256-${hash}' 'sha256-${pausedHash}'`);
});

/** The line the updates-paused script adds once the document is parsed, for these Server-Timing names. */
function pausedLineFor(timingNames) {
  const added = [];
  let onParsed = () => undefined;
  const element = {
    style: {},
    offsetHeight: 42,
    setAttribute(name, value) {
      this[name] = value;
    },
  };
  const document = {
    addEventListener: (_event, listener) => (onParsed = listener),
    createElement: () => element,
    body: { style: {}, appendChild: (node) => added.push(node) },
  };
  const performance = { getEntriesByType: () => [{ serverTiming: timingNames.map((name) => ({ name })) }] };
  vm.runInNewContext(/^<script>([\s\S]*)<\/script>$/.exec(UPDATES_PAUSED_SCRIPT)[1], {
    document,
    performance,
  });
  onParsed();
  return added[0] && { line: added[0], bodyPadding: document.body.style.paddingBottom };
}

test('"updates paused" is shown, fixed at the bottom (nothing moves), only when the edge answered for an origin that did not', () => {
  const { line, bodyPadding } = pausedLineFor(['edge-stale']);
  // The page gets room below its footer for the line, so the line covers none of it.
  expect(bodyPadding).toBe('42px');
  expect(line.textContent).toMatch(/^Updates paused/);
  expect([line.role, line.style.cssText]).toEqual(['status', expect.stringContaining('position:fixed')]);
  expect(pausedLineFor([])).toBeUndefined();
  expect(pausedLineFor(['db'])).toBeUndefined();
});
