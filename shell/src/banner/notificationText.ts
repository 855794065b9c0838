const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** A run of a paragraph's text, with the formatting that changes its width (links are bold in the banner). */
export interface TextRun {
  text: string;
  strong: boolean;
  em: boolean;
  link: boolean;
}

const FORMATTING: Record<string, keyof Omit<TextRun, 'text'>> = { strong: 'strong', b: 'strong', em: 'em', i: 'em', a: 'link' };

function paragraphRuns(html: string): TextRun[] {
  const open = { strong: 0, em: 0, link: 0 };
  const runs: TextRun[] = [];
  for (const [index, part] of html.split(/(<[^>]*>?)/).entries()) {
    if (index % 2 === 1) {
      const tag = /^<(\/?)([a-z]+)/i.exec(part);
      const format = tag ? FORMATTING[tag[2]!.toLowerCase()] : undefined;
      if (format) open[format] = Math.max(0, open[format] + (tag![1] ? -1 : 1));
      continue;
    }
    // HTML's white space (not the no-break space) collapses, as the browser lays the sanitized HTML out.
    const text = decodeEntities(part.replace(/[ \t\n\r\f]+/g, ' '));
    if (text) runs.push({ text, strong: open.strong > 0, em: open.em > 0, link: open.link > 0 });
  }
  return runs;
}

/**
 * The paragraphs of a notification's HTML as runs of plain text, without a DOM: what the server renders
 * (and the browser hydrates) before the sanitized HTML replaces it, so the banner takes its final place
 * in the first paint. Rendered as React text, so nothing in it is ever markup.
 */
export function notificationParagraphs(html: string): TextRun[][] {
  return html
    .replace(/<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '')
    .split(/<\/p\s*>|<br\s*\/?>/i)
    .map(paragraphRuns)
    .filter((runs) => runs.some((run) => run.text.trim() !== ''));
}
