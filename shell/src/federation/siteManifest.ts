// Fetches and checks the site manifest in the browser (site-manifest.json, never cached).
import type { AreaEntry, SiteManifest } from '@gpa/contracts';
import { fetchJson } from '@gpa/shared-ui';

// The run-time site manifest (site-manifest.json, served next to the shell): its shape is @gpa/contracts'.
export type { AreaEntry, SiteManifest };

const MANIFEST_TIMEOUT_MS = 8000;

declare const __webpack_public_path__: string;

export async function loadSiteManifest(): Promise<SiteManifest> {
  // Served next to the shell's files with Cache-Control: no-cache and an ETag: the browser asks again each
  // time with If-None-Match and gets a 304 without a body until an operator edits it (release, rollback).
  const url = new URL(`${__webpack_public_path__}site-manifest.json`, window.location.origin);
  const manifest = await fetchJson<SiteManifest>(url.href, MANIFEST_TIMEOUT_MS, 'The site manifest');
  if (!manifest || typeof manifest.areas !== 'object' || !manifest.content) throw new Error('The site manifest is malformed');
  return manifest;
}
