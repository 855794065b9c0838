// What a page knows when the service worker served it from its saved copy: when, why, and whether to reload.
import { parseValue } from '@gpa/contracts';
import {
  SAVED_AT_META,
  SAVED_REASON_META,
  buildsKey,
  isSavedReason,
  workerManifestSchema,
  type ManifestForWorker,
  type SavedReason,
} from './protocol';

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

/** When the page on screen was saved, if the service worker answered with its saved copy (ISO time). */
export const savedAt = (): string | undefined => metaContent(SAVED_AT_META);

/** Why the worker answered with its saved copy (a copy from an older worker that did not say: 'slow'). */
export const savedReason = (): SavedReason => {
  const reason = metaContent(SAVED_REASON_META);
  return isSavedReason(reason) ? reason : 'slow';
};

const LIVE_CHECK_TIMEOUT_MS = 5000;
const RELOADED_KEY = 'gpa-saved-copy-reloaded';

/**
 * A saved copy of a server-rendered page is shown at once (weak connections), but its code must not run
 * online if an area it uses has been released or rolled back since: online, the live manifest is read
 * first and, when the builds differ, the page is loaded again (the worker has learnt the live builds from
 * that read and fetches the page). Offline, or without an answer, the saved copy runs as saved.
 */
export async function startWithLiveBuilds(inlined: ManifestForWorker | undefined): Promise<void> {
  // The worker answered with the copy because the network failed: there is no live manifest to read.
  if (!inlined || !savedAt() || savedReason() === 'offline') return;
  try {
    const response = await fetch(`/site-manifest.json?t=${Date.now()}`, {
      signal: AbortSignal.timeout(LIVE_CHECK_TIMEOUT_MS),
    });
    const live = parseValue(workerManifestSchema, await response.json(), 'The site manifest');
    // Once per saved copy: if the network then fails for the page, the saved copy is all there is.
    if (buildsKey(live) === buildsKey(inlined) || sessionStorage.getItem(RELOADED_KEY) === savedAt()) return;
    sessionStorage.setItem(RELOADED_KEY, savedAt() ?? '');
    window.location.reload();
    await new Promise(() => undefined);
  } catch {
    // No answer: go on with the saved copy.
  }
}
