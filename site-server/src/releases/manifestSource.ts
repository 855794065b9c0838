// The live site manifest as this process sees it: one parsed snapshot, shared by every request until
// the file changes. The file (in the site folder, on storage every site server shares) is the one source
// of truth of what is live; release and rollback replace it atomically (siteManifest.ts).
//  - Each request checks the file's identity (one stat): a change written before the request is seen
//    by that request, on this machine at once.
//  - A timer also reads the file every `pollMs`: on a network file system (NFS, EFS), stat answers from
//    an attribute cache for up to a minute, while opening the file revalidates it (close-to-open), so
//    another machine's release is seen within `pollMs` whatever the mount options.
// Every request takes one snapshot for everything it does (render, preload hints, the inlined
// manifest), so a page is never built from two versions. A malformed file keeps the last good snapshot.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteManifest } from '@gpa/contracts';
import type { Purge } from '../edge/edgePurge';
import { manifestChangeKeys } from '../edge/surrogateKeys';
import { MANIFEST_FILE, validateSiteManifest } from './siteManifest';

const DEFAULT_POLL_MS = 250;

export interface ManifestSource {
  /** The live manifest (null when the site has none yet). */
  current: () => SiteManifest | null;
  close: () => void;
}

export function createManifestSource(
  siteDir: string,
  { pollMs = DEFAULT_POLL_MS, log = console.warn }: { pollMs?: number; log?: (line: string) => void } = {},
): ManifestSource {
  const file = path.join(siteDir, MANIFEST_FILE);
  let known: { identity: string | null; text: string | null; manifest: SiteManifest | null } = {
    identity: null,
    text: null,
    manifest: null,
  };

  const identityOf = (stat: fs.Stats | null) => (stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : null);
  const statOrNull = () => fs.statSync(file, { throwIfNoEntry: false }) ?? null;

  /** Takes the file's current text as the snapshot (unchanged text keeps the same object, and is said once). */
  function adopt(identity: string | null, text: string | null) {
    if (text === known.text) {
      known = { ...known, identity };
      return;
    }
    if (text === null) {
      known = { identity, text, manifest: null };
      return;
    }
    try {
      known = { identity, text, manifest: validateSiteManifest(JSON.parse(text)) };
    } catch (error) {
      // Releases write atomically, so this is a hand edit in progress: keep serving what was live.
      if (known.manifest) log(`${file}: ${(error as Error).message}; still serving the previous manifest`);
      known = { ...known, identity, text };
    }
  }

  function readFile(): string | null {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  function refresh() {
    const identity = identityOf(statOrNull());
    if (identity !== known.identity) adopt(identity, identity === null ? null : readFile());
  }

  const timer = setInterval(() => {
    try {
      adopt(identityOf(statOrNull()), readFile());
    } catch (error) {
      log(`${file}: ${(error as Error).message}`);
    }
  }, pollMs);
  timer.unref();
  refresh();

  return {
    current: () => {
      refresh();
      return known.manifest;
    },
    close: () => clearInterval(timer),
  };
}

/**
 * The live manifest, purging what each change of it makes stale (a release, rollback or canary decision
 * writes the manifest). Every snapshot this process serves from passes through here (each request's, and
 * a look every `pollMs` when there are none), so a page rendered from a manifest that was live only for a
 * moment is purged too when it goes.
 */
export function purgingOnChange(source: ManifestSource, purge: Purge, pollMs = 250): ManifestSource {
  let known = source.current();
  const current = () => {
    const latest = source.current();
    if (latest !== known) {
      const before = known;
      known = latest;
      purge(manifestChangeKeys(before, latest));
    }
    return latest;
  };
  const timer = setInterval(current, pollMs);
  timer.unref();
  return {
    current,
    close() {
      clearInterval(timer);
      source.close();
    },
  };
}
