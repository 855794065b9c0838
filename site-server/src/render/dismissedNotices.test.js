// The page's first script: the visitor's dismissed notices hidden before paint, allowed by the page policy's hash.
const vm = require('node:vm');
const { createHash } = require('node:crypto');
const { DISMISSED_NOTICES_SCRIPT, DISMISSED_NOTICES_SCRIPT_SOURCE } = require('./dismissedNotices');
const { pageSecurityPolicy } = require('./securityPolicy');

const scriptText = () => /^<script>([\s\S]*)<\/script>$/.exec(DISMISSED_NOTICES_SCRIPT)[1];

/** The style the script adds to the head for this Cookie, or undefined when it adds none. */
function styleFor(cookie) {
  const added = [];
  const document = { cookie, head: { appendChild: (node) => added.push(node) }, createElement: () => ({ textContent: '' }) };
  vm.runInNewContext(scriptText(), { document });
  return added[0]?.textContent;
}

test('hides each dismissed notice by its id, and the banner or its more-notices bar when all in it are dismissed; malformed ids are ignored', () => {
  expect(styleFor('theme=dark; gpa-dismissed-notices=abc1.x"y.def2')).toBe(
    '[data-notice-id="abc1"],[data-notice-id="def2"]{display:none!important}' +
      '[data-notice-banner]:not(:has([data-notice-id]:not([data-notice-id="abc1"],[data-notice-id="def2"]))){display:none!important}' +
      '[data-notice-more]:not(:has(+ * [data-notice-id]:not([data-notice-id="abc1"],[data-notice-id="def2"]))){display:none!important}',
  );
  expect(styleFor('theme=dark')).toBeUndefined();
  expect(styleFor('gpa-dismissed-notices=')).toBeUndefined();
});

test('the page policy allows this one inline script by its hash, and no other', () => {
  const hash = createHash('sha256').update(scriptText()).digest('base64');
  expect(DISMISSED_NOTICES_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  const scriptSources = /script-src ([^;]*)/.exec(pageSecurityPolicy())[1];
  expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
});
