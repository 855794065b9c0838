// Fetches and checks the site manifest in the browser (site-manifest.json, never cached).
import {
  areaEntrySchema,
  publishedRouteSchema,
  siteManifestSchema as contractSchema,
  type AreaEntry,
  type SiteManifest,
  parseValue,
} from '@gpa/contracts';
import { fetchJson } from '@gpa/shared-ui';
import * as z from 'zod/v4-mini';

// The run-time site manifest (site-manifest.json, served next to the shell): its shape is @gpa/contracts'.
export type { AreaEntry, SiteManifest };

const MANIFEST_TIMEOUT_MS = 8000;

/**
 * The manifest as the page reads it: @gpa/contracts' schema, keeping the fields it does not name as they are
 * (a newer release may write them; the site server checks the file).
 */
export const siteManifestSchema = z.looseObject({
  ...contractSchema.shape,
  content: z.looseObject(contractSchema.shape.content.shape),
  areas: z.record(
    z.string(),
    z.looseObject({
      ...areaEntrySchema.shape,
      routes: z.optional(z.array(z.looseObject(publishedRouteSchema.shape))),
    }),
  ),
});

declare const __webpack_public_path__: string;

export async function loadSiteManifest(): Promise<SiteManifest> {
  // Served next to the shell's files with Cache-Control: no-cache and an ETag: the browser asks again each
  // time with If-None-Match and gets a 304 without a body until an operator edits it (release, rollback).
  const url = new URL(`${__webpack_public_path__}site-manifest.json`, window.location.origin);
  return parseValue(
    siteManifestSchema,
    await fetchJson<unknown>(url.href, MANIFEST_TIMEOUT_MS, 'The site manifest'),
    'The site manifest',
  );
}
