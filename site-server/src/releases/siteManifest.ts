// The one module that reads and writes the site manifest (site-manifest.json, next to the shell's files);
// its shape is the SiteManifest type of @gpa/contracts. The build, the release and rollback commands, the
// site server and the tests all read and write it through here.
//
// {
//   "maintenance": false,                 every URL shows the maintenance page
//   "remoteTimeoutMs": 8000,              how long to wait for an area before its fallback
//   "serviceWorker": false,               optional kill switch: visitors' service workers unregister and clear their caches
//   "content": { "apiUrl": "/api", "filesUrl": "" },
//   "areas": {
//     "financials": {
//       "name": "mf_financials",          federation name
//       "version": "1.0.0",               the live version (a folder under areas/<area>/)
//       "entry": "/areas/financials/1.0.0/mf-manifest.json",
//       "routes": [{ "path": "/leac", "title": "..." }]   what the area owns (its routes.json)
//     }
//   }
// }
import fs from 'node:fs';
import path from 'node:path';
import {
  areaEntrySchema,
  canaryEntrySchema,
  publishedRouteSchema,
  releaseHistorySchema,
  routesFileSchema,
  siteManifestSchema,
  type AreaEntry,
  type PublishedRoute,
  type ReleaseHistory,
  type ReleaseRecord,
  type SiteManifest,
} from '@gpa/contracts';
import * as z from 'zod/v4-mini';
import { parseValue, readJsonFile } from '../process/parsed';
import { siteStateDirOf } from '../process/siteState';

export const MANIFEST_FILE = 'site-manifest.json';
// Which version of each area went live when (release, rollback, build), newest last; kept apart from the
// manifest so the file every visitor fetches stays small, in the site's state folder (operators' data, never
// served: siteState.ts). Rollback's default target comes from here.
export const HISTORY_FILE = 'release-history.json';
const HISTORY_LIMIT = 50;
export const DEFAULTS = {
  maintenance: false,
  remoteTimeoutMs: 8000,
  content: { apiUrl: '/api', filesUrl: '' },
};

/** A live area: a deployed version with its route table. */
export type LiveAreaEntry = AreaEntry & { version: string; routes: PublishedRoute[] };

/** Where one version of an area is deployed, as a URL path and as a folder under the site. */
export const areaVersionPath = (area: string, version: string): string => `/areas/${area}/${version}/`;
export const areaVersionDir = (siteDir: string, area: string, version: string): string =>
  path.join(siteDir, 'areas', area, version);

// The manifest file as the site server reads it: @gpa/contracts' schema, with every area live (a version and
// its route table) and named as a folder. Objects keep fields it does not name, so a manifest written by a
// newer release keeps them when this one rewrites it.
const liveAreaSchema = z.looseObject({
  ...areaEntrySchema.shape,
  version: z.string(),
  routes: z.array(publishedRouteSchema),
  canary: z.optional(z.looseObject(canaryEntrySchema.shape)),
});
const siteManifestFileSchema = z.looseObject({
  ...siteManifestSchema.shape,
  content: z.looseObject(siteManifestSchema.shape.content.shape),
  areas: z.record(
    z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'an area name is lower-case letters, digits and dashes')),
    liveAreaSchema,
  ),
});

/** Throws a clear error (naming the field) for anything the shell or the server could not use. */
export const validateSiteManifest = (value: unknown, source = 'site manifest'): SiteManifest =>
  parseValue(siteManifestFileSchema, value, source);

/** The manifest entry for one built area version (`routes` as in its routes.json). */
export function areaEntry({
  area,
  name,
  version,
  routes,
}: {
  area: string;
  name: string;
  version: string;
  routes: PublishedRoute[];
}): LiveAreaEntry {
  return { name, version, entry: `${areaVersionPath(area, version)}mf-manifest.json`, routes };
}

/** Reads an area version's published route table from its deployed folder. */
export function readAreaRoutes(siteDir: string, area: string, version: string): PublishedRoute[] {
  return readJsonFile(routesFileSchema, path.join(areaVersionDir(siteDir, area, version), 'routes.json'))
    .routes;
}

export function readSiteManifest(siteDir: string): SiteManifest | null {
  const file = path.join(siteDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) return null;
  return readJsonFile(siteManifestFileSchema, file);
}

function writeJsonAtomically(file: string, value: unknown) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** Writes atomically (a temporary file, then rename): a half-written manifest is never served. */
export function writeSiteManifest(
  siteDir: string,
  manifest: Partial<SiteManifest> & Pick<SiteManifest, 'areas'>,
): SiteManifest {
  const full = { ...DEFAULTS, ...manifest };
  validateSiteManifest(full);
  writeJsonAtomically(path.join(siteDir, MANIFEST_FILE), full);
  return full;
}

/** The release history's file; one a site folder from before the state folder still holds moves there first. */
export function releaseHistoryFile(siteDir: string): string {
  const file = path.join(siteStateDirOf(siteDir), HISTORY_FILE);
  const servedCopy = path.join(siteDir, HISTORY_FILE);
  if (!fs.existsSync(file) && fs.existsSync(servedCopy)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.renameSync(servedCopy, file);
  }
  return file;
}

/** { <area>: [{ version, action, at }] }, oldest first. */
export function readReleaseHistory(siteDir: string): ReleaseHistory {
  const file = releaseHistoryFile(siteDir);
  return fs.existsSync(file) ? readJsonFile(releaseHistorySchema, file) : {};
}

/** The version that was live before the current one, or undefined when none is recorded. */
export function previousLiveVersion(
  history: ReleaseHistory,
  area: string,
  liveVersion: string | undefined,
): string | undefined {
  const versions = (history[area] ?? []).filter(isLiveSwitch).map((entry) => entry.version);
  while (versions.length && versions[versions.length - 1] === liveVersion) versions.pop();
  return versions.pop();
}

/**
 * Points one area at another deployed version (its entry from areaEntry()) and records it in the
 * history. Only that area's entry changes. Returns the previous entry and how long the write took.
 */
export function switchArea(
  siteDir: string,
  area: string,
  entry: LiveAreaEntry,
  action: string,
  reason?: string,
): { previous: AreaEntry | undefined; switchMs: number } {
  const manifest = readSiteManifest(siteDir);
  if (!manifest)
    throw new Error(`site manifest: no ${MANIFEST_FILE} in ${siteDir} (run npm run build first)`);
  const previous = manifest.areas[area];
  const started = process.hrtime.bigint();
  writeSiteManifest(siteDir, { ...manifest, areas: { ...manifest.areas, [area]: entry } });
  const switchMs = Number(process.hrtime.bigint() - started) / 1e6;
  // A site assembled before the history existed: remember what was live, so a rollback can find it.
  if (previous?.version && !readReleaseHistory(siteDir)[area])
    recordRelease(siteDir, area, previous.version, 'was live');
  recordRelease(siteDir, area, entry.version, action, reason);
  return { previous, switchMs };
}

/** A canary's start and end are recorded too, but no version went live for everyone then. */
export const isLiveSwitch = (record: ReleaseRecord): boolean => !record.action.startsWith('canary');

export function recordRelease(
  siteDir: string,
  area: string,
  version: string,
  action: string,
  reason?: string,
): void {
  const history = readReleaseHistory(siteDir);
  const entries = history[area] ?? [];
  const last = entries.at(-1);
  const record: ReleaseRecord = {
    version,
    action,
    at: new Date().toISOString(),
    ...(reason ? { reason } : {}),
  };
  // The same version going live twice in a row is one switch.
  if (last?.version === version && isLiveSwitch(last) && isLiveSwitch(record)) return;
  history[area] = [...entries, record].slice(-HISTORY_LIMIT);
  const file = releaseHistoryFile(siteDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeJsonAtomically(file, history);
}
