'use strict';

/**
 * Preview of drafts, the contract between the content service and the site servers, both of which hold the
 * shared CONTENT_CHANGES_SECRET:
 *  - the admin's Preview panel opens a link the content service signs (previewLink): a page of the site,
 *    valid for an hour; the site server renders that page with drafts only for a link it can verify;
 *  - the site server then reads drafts from the content service with the draft-read key in a header, which
 *    the content service checks before it lets `status=draft` through (visitors never can).
 * Each use gets its own key derived from the secret, so neither can be turned into the other.
 */
const crypto = require('node:crypto');
const { isSharedSecret } = require('./sharedSecret');

const PREVIEW_PATH = '/_preview';
const LINK_LIFETIME_MS = 60 * 60 * 1000;
const DRAFT_READ_HEADER = 'x-draft-read-key';

/** @type {(secret: string, use: string) => string} */
const keyFor = (secret, use) =>
  crypto.createHmac('sha256', secret).update(`gpa-site ${use}`).digest('base64url');
/** @type {(secret: string, path: string, expires: string) => string} */
const signatureOf = (secret, path, expires) =>
  crypto
    .createHmac('sha256', keyFor(secret, 'preview link'))
    .update(`${path}\n${expires}`)
    .digest('base64url');

/**
 * The signed address of the site page `path` that shows drafts.
 * @param {{ siteUrl: string, path: string, secret: string, now?: number, lifetimeMs?: number }} options
 * @returns {string}
 */
function previewLink({ siteUrl, path, secret, now = Date.now(), lifetimeMs = LINK_LIFETIME_MS }) {
  const expires = String(now + lifetimeMs);
  const query = new URLSearchParams({ path, expires, signature: signatureOf(secret, path, expires) });
  return `${new URL(siteUrl).origin}${PREVIEW_PATH}?${query.toString()}`;
}

/**
 * The page path of a preview link's query when its signature holds and it has not expired; null otherwise.
 * @param {Record<string, unknown> | undefined} query
 * @param {string | undefined} secret
 * @returns {string | null}
 */
function verifiedPreviewPath(query, secret, now = Date.now()) {
  const { path, expires, signature } = query ?? {};
  if (!secret || typeof path !== 'string' || typeof expires !== 'string' || typeof signature !== 'string')
    return null;
  // A path of this site only (not "//elsewhere"), and a link not yet expired.
  if (!/^\/(?!\/)/.test(path) || !(Number(expires) > now)) return null;
  return isSharedSecret(signature, signatureOf(secret, path, expires)) ? path : null;
}

/** The key the site server sends in DRAFT_READ_HEADER to read drafts. */
/** @type {(secret: string) => string} */
const draftReadKey = (secret) => keyFor(secret, 'draft reads');

/** Whether a request's DRAFT_READ_HEADER value is the draft-read key. */
/** @type {(value: string | undefined, secret: string | undefined) => boolean} */
const isDraftReadKey = (value, secret) => (secret ? isSharedSecret(value, draftReadKey(secret)) : false);

module.exports = {
  PREVIEW_PATH,
  DRAFT_READ_HEADER,
  previewLink,
  verifiedPreviewPath,
  draftReadKey,
  isDraftReadKey,
};
