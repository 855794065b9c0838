// The visitor's dismissed notices (a functional cookie the banner writes: shell/src/banner/dismissedNotices.ts)
// never change a page's HTML, so that any visitor may get a page an edge kept. Every notice is rendered; this
// script, in the page's head, hides the dismissed ones before the first paint (a style element keyed on
// their data-notice-id; the whole banner, or its "more notices" bar, when every notice in it is dismissed),
// and the banner drops them after hydration: nothing moves (but for the most severe notice dismissed while
// others are active: the next one takes its place at hydration). The page policy allows it by its hash (securityPolicy.ts).
import { createHash } from 'node:crypto';

const HIDE_DISMISSED = `(function () {
  var found = /(?:^|;\\s*)gpa-dismissed-notices=([^;]*)/.exec(document.cookie);
  var ids = found ? found[1].split('.').filter(function (id) { return /^[A-Za-z0-9]{1,64}$/.test(id); }) : [];
  if (!ids.length) return;
  var dismissed = ids.map(function (id) { return '[data-notice-id="' + id + '"]'; }).join(',');
  var style = document.createElement('style');
  style.textContent = dismissed + '{display:none!important}' +
    '[data-notice-banner]:not(:has([data-notice-id]:not(' + dismissed + '))){display:none!important}' +
    '[data-notice-more]:not(:has([data-notice-id]:not(' + dismissed + '))){display:none!important}';
  document.head.appendChild(style);
})();`;

/** The script element the page's head starts with. */
export const DISMISSED_NOTICES_SCRIPT = `<script>${HIDE_DISMISSED}</script>`;

/** Its CSP source: the hash of the script's text. */
export const DISMISSED_NOTICES_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(HIDE_DISMISSED).digest('base64')}'`;
