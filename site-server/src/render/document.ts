// Turns the shell's index.html into the page a visitor receives: the site manifest (and, for a server-
// rendered page, the rendered HTML, its styles and the content it was rendered with) go in as data blocks,
// plus the route's title, description, canonical URL, Open Graph tags and preload hints.
import type { SiteManifest } from '@gpa/contracts';
import { DISMISSED_NOTICES_SCRIPT } from './dismissedNotices';
import { UPDATES_PAUSED_SCRIPT } from './updatesPaused';

export const SITE_NAME = 'Guam Power Authority';
export const DEFAULT_DESCRIPTION =
  'Guam Power Authority: service, rates, bills, outages, news and corporate information.';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: unknown): string =>
  String(text).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** JSON that cannot end its <script> element or open a comment: "<" is written as \u003c. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

export interface ComposedPage {
  /** The live site manifest. */
  manifest: SiteManifest;
  /** The page's absolute URL (canonical, og:url). */
  url: string;
  /** Full document title. */
  title?: string;
  description?: string;
  /** Server-rendered inside of #root (absent: the browser renders). */
  html?: string;
  /** <style> tags of the rendered HTML. */
  styles?: string;
  /** The content the page was rendered with. */
  queryState?: unknown;
  /** The instant the page was rendered for (renderPage): the browser hydrates at that time. */
  renderedAt?: number;
  /** Script URLs the page will need. */
  preload?: string[];
  /** Script URLs a text-only page needs later: named for the service worker, not fetched by the browser. */
  pageCode?: string[];
}

/** The shell's index.html (`template`) made into this page. */
export function composePage(
  template: string,
  {
    manifest,
    url,
    title = SITE_NAME,
    description = DEFAULT_DESCRIPTION,
    html,
    styles = '',
    queryState,
    renderedAt,
    preload = [],
    pageCode = [],
  }: ComposedPage,
): string {
  const head = [
    // Before anything paints: the visitor's dismissed notices hidden (dismissedNotices.ts); the "updates
    // paused" line when an edge answers for an origin that does not (updatesPaused.ts).
    ...(html ? [DISMISSED_NOTICES_SCRIPT] : []),
    UPDATES_PAUSED_SCRIPT,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...preload.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`),
    ...(pageCode.length ? [`<meta name="page-code" content="${escapeHtml(pageCode.join(' '))}" />`] : []),
    styles,
  ].join('\n    ');
  const data = [
    dataBlock('site-manifest', manifest),
    ...(queryState ? [dataBlock('query-state', queryState)] : []),
    ...(renderedAt !== undefined ? [dataBlock('render-clock', renderedAt)] : []),
  ].join('');
  return (
    template
      .replace(/<title>[\s\S]*?<\/title>/, '')
      // The built index.html is minified: attribute quotes are optional.
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${html ?? ''}</div>${data}`)
      // A rendered page is readable without JavaScript.
      .replace(html ? /<noscript>[\s\S]*?<\/noscript>/ : /$^/, '')
  );
}
