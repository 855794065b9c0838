// Fetches and checks the site manifest in the browser (site-manifest.json, never cached).
import type { AreaEntry, PublishedRoute, SiteManifest } from '@gpa/contracts';
import { fetchJson } from '@gpa/shared-ui';
import * as z from 'zod/v4-mini';
import { parseValue } from '../parsed';

// The run-time site manifest (site-manifest.json, served next to the shell): its shape is @gpa/contracts'.
export type { AreaEntry, SiteManifest };

const MANIFEST_TIMEOUT_MS = 8000;

const routeSchema = z.looseObject({
  path: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  query: z.optional(z.array(z.string())),
  menu: z.optional(
    z.array(
      z.object({
        group: z.enum([
          'main',
          'how-do-i',
          'residential',
          'business',
          'rates',
          'community',
          'initiatives',
          'about',
          'resources',
        ]),
        label: z.string(),
        order: z.number(),
        at: z.optional(z.string()),
      }),
    ),
  ),
  footer: z.optional(z.object({ label: z.string(), order: z.number() })),
  search: z.optional(z.object({ label: z.string(), description: z.optional(z.string()) })),
  offlineEssential: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<PublishedRoute>;

/**
 * The manifest as the page reads it: what @gpa/contracts' SiteManifest says the shell uses (a canary entry and
 * fields it does not name are kept as they are; the site server checks those).
 */
export const siteManifestSchema = z.looseObject({
  maintenance: z.optional(z.boolean()),
  remoteTimeoutMs: z.optional(z.number()),
  serviceWorker: z.optional(z.boolean()),
  content: z.looseObject({ apiUrl: z.string(), filesUrl: z.string() }),
  areas: z.record(
    z.string(),
    z.looseObject({
      name: z.string(),
      version: z.optional(z.string()),
      entry: z.string(),
      routes: z.optional(z.array(routeSchema)),
    }),
  ),
  signals: z.optional(z.object({ path: z.string(), sampleRate: z.number(), shellVersion: z.string() })),
}) satisfies z.ZodMiniType<SiteManifest>;

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
