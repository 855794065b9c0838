// A notice's HTML read without a DOM (on the server): paragraphs as text runs with bold, links and pictures.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** A link's address as the banner may use it: a page of this site, or a web, mail or phone address. */
export interface LinkTarget {
  href: string;
  /** Another site (or mail, phone): opens in a new tab, without access to this one. */
  external: boolean;
}

/** A run of a paragraph's text, with the formatting that changes its width (links are bold in the banner). */
export interface TextRun {
  text: string;
  strong: boolean;
  em: boolean;
  /** Inside a link; `undefined` outside one, `null` for a link whose address is refused. */
  link?: LinkTarget | null;
  /** A picture (from the media library) in place of text: its web address and its text for screen readers. */
  image?: { src: string; alt: string };
}

const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

/** A file of the content service's media library, as the site and the content service address them. */
export const isLibraryFile = (pathname: string): boolean => pathname.startsWith('/uploads/');

/** A media library picture (the browser's sanitizer keeps the same ones: sanitizeNotificationHtml.ts). */
function imageOf(tag: string): TextRun['image'] {
  const source = linkTarget(tag, IMAGE_PROTOCOLS, 'src');
  if (!source || !isLibraryFile(new URL(source.href, `${THIS_SITE}/`).pathname)) return undefined;
  return { src: source.href, alt: attributeOf(tag, 'alt') };
}

// The same rule as the browser's sanitizer (sanitizeNotificationHtml.ts): web, mail and phone addresses only.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const THIS_SITE = 'https://this-site.invalid';

/** One attribute's value in a tag, entities decoded ('' when absent). */
function attributeOf(tag: string, name: string): string {
  const attribute = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return attribute ? decodeEntities(attribute[1] ?? attribute[2] ?? attribute[3] ?? '').trim() : '';
}

/** The address in a tag's href (or `attribute`), resolved without knowing the page's origin (relative = this site); null when refused. */
export function linkTarget(
  tag: string,
  protocols: ReadonlySet<string> = ALLOWED_PROTOCOLS,
  attribute = 'href',
): LinkTarget | null {
  const href = attributeOf(tag, attribute);
  if (!href) return null;
  try {
    const url = new URL(href, `${THIS_SITE}/`);
    if (!protocols.has(url.protocol)) return null;
    if (url.origin === THIS_SITE) return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
    return { href: url.href, external: true };
  } catch {
    return null;
  }
}

const FORMATTING: Record<string, 'strong' | 'em'> = { strong: 'strong', b: 'strong', em: 'em', i: 'em' };

function paragraphRuns(html: string): TextRun[] {
  const open = { strong: 0, em: 0 };
  let link: LinkTarget | null | undefined;
  const runs: TextRun[] = [];
  for (const [index, part] of html.split(/(<[^>]*>?)/).entries()) {
    if (index % 2 === 1) {
      const tag = /^<(\/?)([a-z]+)/i.exec(part);
      const name = tag?.[2]!.toLowerCase();
      const closing = Boolean(tag?.[1]);
      if (name === 'a') link = closing ? undefined : linkTarget(part);
      const image = name === 'img' ? imageOf(part) : undefined;
      if (image)
        runs.push({
          text: '',
          strong: open.strong > 0,
          em: open.em > 0,
          image,
          ...(link !== undefined ? { link } : {}),
        });
      const format = name ? FORMATTING[name] : undefined;
      if (format) open[format] = Math.max(0, open[format] + (closing ? -1 : 1));
      continue;
    }
    // HTML's white space (not the no-break space) collapses, as the browser lays the sanitized HTML out.
    const text = decodeEntities(part.replace(/[ \t\n\r\f]+/g, ' '));
    // White space opening a paragraph is not laid out either.
    if (text.trim() || (text && runs.length > 0))
      runs.push({ text, strong: open.strong > 0, em: open.em > 0, ...(link !== undefined ? { link } : {}) });
  }
  return runs;
}

/**
 * The paragraphs of a notification's HTML as runs of plain text, without a DOM: what the server renders
 * (and the browser hydrates) before the sanitized HTML replaces it, so the banner takes its final place
 * in the first paint, links included. Rendered as React text and attributes, so nothing in it is ever markup.
 */
export function notificationParagraphs(html: string): TextRun[][] {
  return html
    .replace(/<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '')
    .split(/<\/p\s*>|<br\s*\/?>/i)
    .map(paragraphRuns)
    .filter((runs) => runs.some((run) => run.text.trim() !== '' || run.image));
}
