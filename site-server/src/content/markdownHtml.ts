// A Markdown text of the content service (what the admin's text editor writes) as the HTML the site shows. Made
// on the site server, once per content answer (markdownFields.ts), so that no browser carries a Markdown parser
// or a sanitizer: markdown-it turns the text into HTML, DOMPurify (over jsdom's DOM) is the second line.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { JSDOM } from 'jsdom';
import MarkdownIt from 'markdown-it';

type Token = MarkdownIt.Token;
type Markdown = MarkdownIt.MarkdownIt;

// Relative addresses are pages of this site: resolved against a stand-in origin, without knowing the site's.
const THIS_SITE = 'https://this-site.invalid';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const PICTURE_PROTOCOLS = new Set(['http:', 'https:']);

/** A file of the content service's media library, as the site and the content service address them. */
const isLibraryFile = (pathname: string): boolean => pathname.startsWith('/uploads/');

function addressOf(href: string | null, protocols: ReadonlySet<string>): URL | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, `${THIS_SITE}/`);
    return protocols.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A link's address as the site keeps it: web, mail or phone; a page of this site as its path. */
function linkAddress(href: string | null): string | undefined {
  const url = addressOf(href, LINK_PROTOCOLS);
  if (!url) return undefined;
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** A picture is shown only from the media library (a stray address would show broken, unnamed). */
const isLibraryPicture = (src: string | null): boolean => {
  const url = addressOf(src, PICTURE_PROTOCOLS);
  return url !== undefined && isLibraryFile(url.pathname);
};

const attributeOf = (token: Token, name: string): string | null => {
  const value = token.attrGet(name);
  return value === null ? null : String(value);
};

/**
 * A refused link becomes its words (never its Markdown source), a refused picture its text alternative; a kept
 * internal link is written as its path. Pictures inside the words are looked at too.
 */
function withoutRefusedAddresses(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  let insideRefusedLink = false;
  for (const token of tokens) {
    if (token.type === 'link_open') {
      const address = linkAddress(attributeOf(token, 'href'));
      insideRefusedLink = address === undefined;
      if (insideRefusedLink) continue;
      token.attrSet('href', address!);
    } else if (token.type === 'link_close' && insideRefusedLink) {
      insideRefusedLink = false;
      continue;
    } else if (token.type === 'image' && !isLibraryPicture(attributeOf(token, 'src'))) {
      kept.push(...withoutRefusedAddresses(token.children ?? []));
      continue;
    }
    kept.push(token);
  }
  return kept;
}

/** How many <u> are open among the tokens of the text so far. */
const openUnderlines = (tokens: Token[]): number =>
  tokens.reduce((open, token) => open + (token.type === 'u_open' ? 1 : token.type === 'u_close' ? -1 : 0), 0);

/**
 * The toolbar's Underline writes <u>...</u>, the one HTML it writes: kept as underlining when it is closed in
 * the same paragraph. Any other HTML in the text is shown as the text it is (html: false).
 */
function underline(state: MarkdownIt.StateInline, silent: boolean): boolean {
  const tag = /^<(\/?)u>/i.exec(state.src.slice(state.pos, state.pos + 4));
  if (!tag) return false;
  const closing = tag[1] === '/';
  const rest = state.src.slice(state.pos + tag[0].length, state.posMax).toLowerCase();
  if (closing ? openUnderlines(state.tokens) === 0 : !rest.includes('</u>')) return false;
  if (!silent) state.push(closing ? 'u_close' : 'u_open', 'u', closing ? -1 : 1);
  state.pos += tag[0].length;
  return true;
}

// Everything the toolbar offers: **bold**, _italic_, ~~strikethrough~~, <u>underline</u>, `code` and ``` blocks,
// # headings, - and 1. lists, > quotes, [links](...), ![pictures](...) from the media library. Line breaks as
// typed; no address is turned into a link unless the editor made it one.
function createMarkdown(): Markdown {
  const markdown = new MarkdownIt({ html: false, breaks: true, linkify: false });
  // Every link is parsed as one (markdown-it would leave a refused one as its source text); the rule below
  // decides which keep their address.
  markdown.validateLink = () => true;
  markdown.inline.ruler.before('html_inline', 'underline', underline);
  markdown.core.ruler.push('refused_addresses', (state) => {
    for (const block of state.tokens)
      if (block.type === 'inline' && block.children) block.children = withoutRefusedAddresses(block.children);
  });
  return markdown;
}

// No forms, frames, media or styling: a notice must not imitate or cover the page. Ids from the content cannot
// collide with the page's own (the skip link's target).
const PURIFY_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    ...['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ...['video', 'audio', 'svg', 'math', 'picture'],
  ],
  FORBID_ATTR: ['style', 'target'],
  SANITIZE_NAMED_PROPS: true,
};

/** DOMPurify already drops scripts, handlers and script addresses; links and pictures keep the site's rules. */
function createPurifier(): Purifier {
  const purifier = DOMPurify(new JSDOM('').window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !isLibraryPicture(node.getAttribute('src'))) node.remove();
    else if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (!node.hasAttribute('href')) return;
    const address = linkAddress(node.getAttribute('href'));
    if (address === undefined) node.removeAttribute('href');
    // Links to other sites open in a new tab, without access to this one.
    else if (!address.startsWith('/')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

// Made on first use: jsdom is only loaded by a server that reads a Markdown field.
let renderer: { markdown: Markdown; purifier: Purifier } | undefined;

/** The HTML of a Markdown text: formatted, links and library pictures kept, nothing that runs or covers the page. */
export function markdownHtml(text: string): string {
  renderer ??= { markdown: createMarkdown(), purifier: createPurifier() };
  return renderer.purifier.sanitize(renderer.markdown.render(text), PURIFY_CONFIG).trim();
}
