// Turns the shell's index.html into the page a visitor receives: the site manifest (and, for a server-
// rendered page, the rendered HTML, its styles and the content it was rendered with) go in as data blocks,
// plus the route's title, description, canonical URL, Open Graph tags and preload hints.
const SITE_NAME = 'Guam Power Authority';
const DEFAULT_DESCRIPTION = 'Guam Power Authority: service, rates, bills, outages, news and corporate information.';

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/** JSON that cannot end its <script> element or open a comment: "<" is written as \u003c. */
const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const dataBlock = (id, value) => `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/**
 * @param {string} template  the shell's index.html
 * @param {object} page
 * @param {object} page.manifest       the live site manifest
 * @param {string} page.url            the page's absolute URL (canonical, og:url)
 * @param {string} [page.title]        full document title
 * @param {string} [page.description]
 * @param {string} [page.html]         server-rendered inside of #root (absent: the browser renders)
 * @param {string} [page.styles]       <style> tags of the rendered HTML
 * @param {object} [page.queryState]   the content the page was rendered with
 * @param {string[]} [page.preload]    script URLs the page will need
 */
function composePage(template, { manifest, url, title = SITE_NAME, description = DEFAULT_DESCRIPTION, html, styles = '', queryState, preload = [] }) {
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...preload.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`),
    styles,
  ].join('\n    ');
  const data = [dataBlock('site-manifest', manifest), ...(queryState ? [dataBlock('query-state', queryState)] : [])].join('');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    // The built index.html is minified: attribute quotes are optional.
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${html ?? ''}</div>${data}`)
    // A rendered page is readable without JavaScript.
    .replace(html ? /<noscript>[\s\S]*?<\/noscript>/ : /$^/, '');
}

module.exports = { composePage, escapeHtml, jsonForScript, SITE_NAME, DEFAULT_DESCRIPTION };
