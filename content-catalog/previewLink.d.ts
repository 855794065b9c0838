// Types of previewLink.js.
export const PREVIEW_PATH: string;
export const DRAFT_READ_HEADER: string;
export function previewLink(options: { siteUrl: string; path: string; secret: string; now?: number; lifetimeMs?: number }): string;
export function verifiedPreviewPath(query: Record<string, unknown> | undefined, secret: string | undefined, now?: number): string | null;
export function draftReadKey(secret: string): string;
export function isDraftReadKey(value: string | undefined, secret: string | undefined): boolean;
