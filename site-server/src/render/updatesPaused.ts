// The "updates paused" line: when an edge cache answers a page for an origin that does not answer (its
// `Server-Timing: edge-stale`, deploy/varnish/site.vcl), the page's own script says so at the bottom of the
// window (fixed: nothing moves). The page policy allows it by its hash (securityPolicy.ts).
import { createHash } from 'node:crypto';

export const EDGE_STALE_TIMING = 'edge-stale';

const SHOW_UPDATES_PAUSED = `(function () {
  var navigation = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : undefined;
  var timings = (navigation && navigation.serverTiming) || [];
  if (!timings.some(function (timing) { return timing.name === '${EDGE_STALE_TIMING}'; })) return;
  document.addEventListener('DOMContentLoaded', function () {
    var line = document.createElement('p');
    line.setAttribute('role', 'status');
    line.setAttribute('data-updates-paused', '');
    line.textContent = 'Updates paused: the site cannot be reached right now, so this page is shown as last published.';
    line.style.cssText = 'position:fixed;left:0;right:0;bottom:0;margin:0;padding:8px 16px;z-index:1000;' +
      'background:#fff3cd;color:#1a1a1a;border-top:2px solid #8a6d00;font:16px/1.4 sans-serif;text-align:center';
    document.body.appendChild(line);
    // Room below the footer for the line, so it covers nothing at the end of the page.
    document.body.style.paddingBottom = line.offsetHeight + 'px';
  });
})();`;

export const UPDATES_PAUSED_SCRIPT = `<script>${SHOW_UPDATES_PAUSED}</script>`;

/** Its CSP source: the hash of the script's text. */
export const UPDATES_PAUSED_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SHOW_UPDATES_PAUSED).digest('base64')}'`;
