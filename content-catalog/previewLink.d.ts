export const PREVIEW_PATH: "/_preview";
export const DRAFT_READ_HEADER: "x-draft-read-key";
/**
 * The signed address of the site page `path` that shows drafts.
 * @param {{ siteUrl: string, path: string, secret: string, now?: number, lifetimeMs?: number }} options
 * @returns {string}
 */
export function previewLink({ siteUrl, path, secret, now, lifetimeMs }: {
    siteUrl: string;
    path: string;
    secret: string;
    now?: number;
    lifetimeMs?: number;
}): string;
/**
 * The page path of a preview link's query when its signature holds and it has not expired; null otherwise.
 * @param {Record<string, unknown> | undefined} query
 * @param {string | undefined} secret
 * @returns {string | null}
 */
export function verifiedPreviewPath(query: Record<string, unknown> | undefined, secret: string | undefined, now?: number): string | null;
/** The key the site server sends in DRAFT_READ_HEADER to read drafts. */
/** @type {(secret: string) => string} */
export const draftReadKey: (secret: string) => string;
/** Whether a request's DRAFT_READ_HEADER value is the draft-read key. */
/** @type {(value: string | undefined, secret: string | undefined) => boolean} */
export const isDraftReadKey: (value: string | undefined, secret: string | undefined) => boolean;
