// The code of a rendered page's area: preloaded (fetched alongside the shell's code), or only named when the
// page is text-only (its code loads when the visitor needs it; the service worker saves it with the page).
import fs from 'node:fs';
import path from 'node:path';
import type { SiteManifest } from '@gpa/contracts';
import { federationManifestSchema, pageChunksSchema } from '../releases/areaBuildFiles';
import { areaVersionDir, areaVersionPath } from '../releases/siteManifest';
import { parseValue } from '../process/parsed';

export type ReadJson = (file: string) => unknown;

/** The owning area's remoteEntry, ./routes code and page chunks. */
function areaCodeFiles(
  siteDir: string,
  readJson: ReadJson,
  manifest: SiteManifest,
  area: string | undefined,
  routePath: string | undefined,
): string[] {
  const version = area ? manifest.areas[area]?.version : undefined;
  if (!area || !version) return [];
  const dir = areaVersionDir(siteDir, area, version);
  const pageChunksFile = path.join(dir, 'page-chunks.json');
  try {
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const { metaData, exposes } = parseValue(federationManifestSchema, readJson(manifestFile), manifestFile);
    const routes = exposes.find((expose) => expose.path === './routes');
    const files = [
      `${metaData.remoteEntry.path}${metaData.remoteEntry.name}`,
      ...(routes?.assets.js.sync ?? []),
      // Built by shared-ui/build/route-table.js; older builds have none.
      ...((fs.existsSync(pageChunksFile)
        ? parseValue(pageChunksSchema, readJson(pageChunksFile), pageChunksFile)
        : {})[routePath ?? ''] ?? []),
    ];
    return [...new Set(files)].map((file) => `${areaVersionPath(area, version)}${file}`);
  } catch {
    return [];
  }
}

/** What a rendered page says of its area's code: `preload` it now, or only name it (`pageCode`). */
export function areaCodeHints(
  siteDir: string,
  readJson: ReadJson,
  manifest: SiteManifest,
  area: string | undefined,
  routePath: string | undefined,
): { preload: string[]; pageCode: string[] } {
  const files = areaCodeFiles(siteDir, readJson, manifest, area, routePath);
  const route = area
    ? manifest.areas[area]?.routes?.find((candidate) => candidate.path === routePath)
    : undefined;
  return route?.textOnly ? { preload: [], pageCode: files } : { preload: files, pageCode: [] };
}
