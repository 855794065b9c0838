const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The paragraphs of a notification's HTML as plain text, without a DOM: what the server renders (and the
 * browser hydrates) before the sanitized HTML replaces it, so the banner already takes its place in the
 * first paint. Rendered as React text, so nothing in it is ever markup.
 */
export function notificationParagraphs(html: string): string[] {
  return html
    .replace(/<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '')
    .split(/<\/p\s*>|<br\s*\/?>/i)
    // HTML's white space (not the no-break space) collapses, as the browser lays the sanitized HTML out.
    .map((paragraph) => decodeEntities(paragraph.replace(/<[^>]*>?/g, '').replace(/[ \t\n\r\f]+/g, ' ').replace(/^ | $/g, '')))
    .filter((paragraph) => paragraph !== '');
}
