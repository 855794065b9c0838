// Uploaded files as the proxy streams them: which request headers reach the content service, and the answer
// headers that keep a file from running script on the site's origin.
import type { OutgoingHttpHeaders } from 'node:http';

export const FILE_REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'];
// Uploaded files are public and read without credentials: any origin may read them, among them the content
// service's admin, which previews, crops and downloads its media library from the site's address.
export const FILE_ANSWER_HEADERS = { 'access-control-allow-origin': '*' };
// Uploads never run script on the site's origin. Shown in the browser: only types that cannot carry script
// (pictures but not SVG, sound, video, PDF, which the browser's own viewer shows apart from the page).
// Anything else (HTML, SVG, XML, text, unknown types) is a download, and in a sandbox should a browser show it
// anyway; the type is never sniffed.
const INLINE_UPLOAD_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'application/pdf',
]);
const UPLOAD_SANDBOX =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'self'";

/** The headers that keep an uploaded file of this type from running script on the site's origin. */
export function uploadSafetyHeaders(contentType: string | undefined): OutgoingHttpHeaders {
  const type =
    String(contentType ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  const inline = INLINE_UPLOAD_TYPES.has(type);
  return {
    'x-content-type-options': 'nosniff',
    ...(inline ? {} : { 'content-disposition': 'attachment', 'content-security-policy': UPLOAD_SANDBOX }),
  };
}
