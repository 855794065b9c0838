// The browser's sanitizer for a notice's HTML: DOMPurify plus the site's rules for links and pictures.
import DOMPurify from 'dompurify';
import { isLibraryFile } from './notificationText';

// A separate DOMPurify instance, so the hook below applies to notifications only. Created on first use:
// DOMPurify needs the browser's DOM, and the server build imports this module without running it.
let purifier: ReturnType<typeof DOMPurify> | undefined;

function notificationPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', limitLink);
    purifier.addHook('afterSanitizeAttributes', keepLibraryPicture);
  }
  return purifier;
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// DOMPurify already drops scripts, event handlers and javascript: URLs; this hook is the second line:
// any link whose address (as the browser would parse it) is not web, mail or phone loses it, and links
// to other sites open in a new tab without access to this one.
function limitLink(node: Element): void {
  if (!node.hasAttribute('href')) return;
  const url = safeUrl(node.getAttribute('href') ?? '');
  if (!url) {
    node.removeAttribute('href');
    node.removeAttribute('target');
    return;
  }
  if (url.origin === window.location.origin) {
    node.removeAttribute('target');
  } else {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * A picture stays only when it is a media library file (a web address whose path is under /uploads/), with a
 * text alternative (empty when the editor gave none): a stray <img src="x"> would show broken, unnamed.
 * The server's text runs keep the same pictures (notificationText.ts).
 */
function keepLibraryPicture(node: Element): void {
  if (node.tagName !== 'IMG') return;
  const url = safeUrl(node.getAttribute('src') ?? '');
  if (!url || !url.protocol.startsWith('http') || !isLibraryFile(url.pathname)) {
    node.remove();
    return;
  }
  if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
}

function safeUrl(href: string): URL | undefined {
  try {
    const url = new URL(href, window.location.href);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The notification's HTML from the content service, reduced to harmless formatting and links. */
export function sanitizeNotificationHtml(html: string): string {
  return notificationPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    // No forms, frames, media or styling: a notice must not imitate or cover the page. Pictures only from the
    // media library (keepLibraryPicture).
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'video',
      'audio',
      'svg',
      'math',
      'picture',
    ],
    FORBID_ATTR: ['style', 'target'],
    // Ids from the content service cannot collide with the page's own (e.g. the skip link's target).
    SANITIZE_NAMED_PROPS: true,
  });
}
