import type { PublishedRoute } from '@gpa/shared-ui';
import { fetchJson } from '@gpa/shared-ui';

/**
 * One deployed area: its federation name, live version, the URL of that build's mf-manifest.json and the
 * routes it owns. The format is owned by site-server/src/siteManifest.ts; `routes` is absent only in the
 * development manifest, where the shell reads each area's routes.json instead.
 */
export interface AreaEntry {
  name: string;
  version?: string;
  entry: string;
  routes?: PublishedRoute[];
}

/**
 * The run-time site manifest (site-manifest.json, served next to the shell). The same builds run against
 * any deployment by changing only this file: which build of each area is live, where the content
 * service is, and whether the site is in maintenance.
 */
export interface SiteManifest {
  maintenance?: boolean;
  /** How long to wait for an area (its route table or code) before showing its fallback. */
  remoteTimeoutMs?: number;
  content: { apiUrl: string; filesUrl: string };
  areas: Record<string, AreaEntry>;
}

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
