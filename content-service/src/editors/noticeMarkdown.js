'use strict';

/**
 * Notices written before the admin's Markdown editor hold HTML: the editor then shows its source. On every boot
 * each stored notice whose text is HTML (draft and published rows alike) is rewritten once as the Markdown the
 * toolbar writes (Turndown); a text without HTML is left as it is, so a second boot changes nothing.
 */
const TurndownService = require('turndown');

const NOTICES = 'api::website-notification.website-notification';
// The elements the old editor wrote: a text with none of them is Markdown already.
const HTML_ELEMENT = /<\/?(?:p|div|br|strong|b|em|i|u|a|ul|ol|li|span|h[1-6]|img|blockquote)\b[^>]*>/i;

// As the toolbar writes it: **bold**, _italic_, - lists, # headings.
const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  strongDelimiter: '**',
  emDelimiter: '_',
});

/** Whether a notice's text is HTML. */
const isHtml = (text) => typeof text === 'string' && HTML_ELEMENT.test(text);

/** The Markdown of an HTML text. */
const htmlToMarkdown = (html) => turndown.turndown(html);

/** Rewrites every notice stored as HTML as Markdown; returns how many. */
async function migrateNoticeHtml(strapi) {
  const notices = strapi.db.query(NOTICES);
  let migrated = 0;
  for (const { id, description } of await notices.findMany({ select: ['id', 'description'] })) {
    if (!isHtml(description)) continue;
    await notices.update({ where: { id }, data: { description: htmlToMarkdown(description) } });
    migrated += 1;
  }
  if (migrated > 0) strapi.log.info(`notices: ${migrated} stored as HTML rewritten as Markdown`);
  return migrated;
}

module.exports = { htmlToMarkdown, isHtml, migrateNoticeHtml };
