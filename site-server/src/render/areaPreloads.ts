// The preload hints of a rendered page: what the browser will fetch of the area that owns it.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteManifest } from '@gpa/contracts';
import { federationManifestSchema, pageChunksSchema } from '../releases/areaBuildFiles';
import { areaVersionDir, areaVersionPath } from '../releases/siteManifest';
import { parseValue } from '../process/parsed';

export type ReadJson = (file: string) => unknown;

/** The owning area's remoteEntry, ./routes code and page chunks: the browser fetches them alongside the shell's. */
export function areaPreloads(
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
