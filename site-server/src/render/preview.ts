// A draft shown on the real site for the editor who opened it from the admin (content-catalog/previewLink.js):
// the page rendered by the same shell and area code as the public one, with the drafts of the collections that
// have them. Nothing of it is cached or indexed, and it runs no script (the browser would read the published
// content again); the admin may frame it.
import catalog from '@gpa/content-catalog';
import { DRAFT_READ_HEADER, draftReadKey } from '@gpa/content-catalog/preview-link';
import type { ServerContentFetch, SiteManifest } from '@gpa/contracts';
import { checkedContentList, contentListSchema } from '../content/contentAnswers';
import { withMarkdownHtml } from '../content/markdownFields';
import { parseValue } from '../process/parsed';
import { escapeHtml } from './document';
import { pageSecurityPolicy } from './securityPolicy';

const WITH_DRAFTS = new Set(
  catalog.filter((entry) => entry.draftAndPublish).map((entry) => `/api/${entry.plural}`),
);

/**
 * Content reads for a preview: the drafts (`status=draft`, read past every cache with the draft-read key) of the
 * collections that have drafts, the published content of the others as for any page.
 */
export function createDraftReader({
  contentUrl,
  secret,
  readPublished,
}: {
  contentUrl: string;
  secret: string;
  readPublished: ServerContentFetch;
}): ServerContentFetch {
  const key = draftReadKey(secret);
  return async function readDrafts(url, signal) {
    const address = new URL(url, 'http://site.invalid');
    if (!WITH_DRAFTS.has(address.pathname)) return readPublished(url, signal);
    address.searchParams.set('status', 'draft');
    const answer = await fetch(`${contentUrl}${address.pathname}${address.search}`, {
      headers: { accept: 'application/json', 'strapi-response-format': 'v4', [DRAFT_READ_HEADER]: key },
      signal,
    });
    if (!answer.ok) throw new Error(`Draft read ${address.pathname} failed (${answer.status})`);
    const drafts = parseValue(contentListSchema, await answer.json(), `Draft read ${address.pathname}`);
    const collection = address.pathname.slice('/api/'.length);
    // Drafts are checked against their collection's fields as published entries are: a malformed one fails
    // the read (the page's error state), then they carry the same HTML of the Markdown fields (markdownFields.ts).
    return withMarkdownHtml(collection, checkedContentList(collection, drafts));
  };
}

const PREVIEW_NOTICE =
  '<aside aria-label="Preview" style="padding:8px 16px;background:#fff4ce;color:#1a1a1a;font:600 16px/1.4 system-ui,sans-serif;border-bottom:2px solid #8a6d00">' +
  'Preview: drafts shown as they will look once published. This page is not public.</aside>';

/** What the notice says of each draft the entry check refused: the collection, the entry and the field. */
const refusedNotice = (refused: string[]) =>
  refused
    .map(
      (message) =>
        `<p style="margin:4px 0 0;font-weight:400">Not shown, a draft with a broken field: ${escapeHtml(message)}. ` +
        'Correct it in the admin and open the preview again.</p>',
    )
    .join('');

/**
 * The composed page without its scripts (nothing loads or replaces the drafts), marked noindex, with a notice
 * that names the drafts the entry check refused (their part of the page shows its error state).
 */
export function previewDocument(page: string, refused: string[] = []): string {
  const notice = PREVIEW_NOTICE.replace('</aside>', () => `${refusedNotice(refused)}</aside>`);
  return page
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?(?:preload|modulepreload)"?[^>]*>/gi, '')
    .replace('</head>', () => '<meta name="robots" content="noindex, nofollow" />\n  </head>')
    .replace(/<body([^>]*)>/, (body) => `${body}${notice}`);
}

/** The page policy with no script at all, framed by the site and the admin's origins. */
export function previewSecurityPolicy(content: SiteManifest['content'], adminOrigins: string[]): string {
  return pageSecurityPolicy(content)
    .replace(/script-src [^;]*/, "script-src 'none'")
    .replace("frame-ancestors 'self'", ["frame-ancestors 'self'", ...adminOrigins].join(' '));
}
