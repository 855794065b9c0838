// The code of a rendered page's area: preloaded (fetched alongside the shell's code), or only named when the
// page's route holds it (it loads later; the service worker saves it with the page); and the shell's code a
// later read needs, named.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteManifest } from '@gpa/contracts';
import * as z from 'zod/v4';
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

// Chunk groups of the shell whose files its build lists (shell/webpack.config.js): the federation host, which
// any area's code needs, and the content entry checks, which the browser's first read of content needs.
const FEDERATION_HOST_FILES = 'federation-host.json';
const CONTENT_ENTRY_CHECK_FILES = 'content-entries.json';
const chunkGroupSchema = z.object({ files: z.array(z.string()) });

/** The files of one of the shell's chunk groups in the site folder (none before the shell's first build of it). */
function chunkGroupFiles(siteDir: string, readJson: ReadJson, list: string): string[] {
  const file = path.join(siteDir, list);
  if (!fs.existsSync(file)) return [];
  return parseValue(chunkGroupSchema, readJson(file), file).files.map((name) => `/${name}`);
}

/**
 * What a rendered page says of its area's code and the shell's federation host that loads it: `preload` them
 * now, or only name them (`pageCode`) for the service worker to keep: a page whose route holds its code
 * (`pageCode`) loads neither with the page, and a page of no area (search, 404) needs the host only for the
 * pages it leads to offline. Every page names the content entry checks: a first visit reads no content
 * itself (it came with the page), so they load with the first read, offline too.
 */
export function areaCodeHints(
  siteDir: string,
  readJson: ReadJson,
  manifest: SiteManifest,
  area: string | undefined,
  routePath: string | undefined,
): { preload: string[]; pageCode: string[] } {
  const host = chunkGroupFiles(siteDir, readJson, FEDERATION_HOST_FILES);
  const checks = chunkGroupFiles(siteDir, readJson, CONTENT_ENTRY_CHECK_FILES);
  const files = areaCodeFiles(siteDir, readJson, manifest, area, routePath);
  if (files.length === 0) return { preload: [], pageCode: [...host, ...checks] };
  const route = area
    ? manifest.areas[area]?.routes?.find((candidate) => candidate.path === routePath)
    : undefined;
  return route?.pageCode
    ? { preload: [], pageCode: [...host, ...files, ...checks] }
    : { preload: [...host, ...files], pageCode: checks };
}
