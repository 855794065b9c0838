import { SAVED_AT_META, buildsKey, type ManifestForWorker } from './protocol';

/** When the page on screen was saved, if the service worker answered with its saved copy (ISO time). */
export const savedAt = (): string | undefined => document.querySelector<HTMLMetaElement>(`meta[name="${SAVED_AT_META}"]`)?.content || undefined;

const LIVE_CHECK_TIMEOUT_MS = 5000;
const RELOADED_KEY = 'gpa-saved-copy-reloaded';

/**
 * A saved copy of a server-rendered page is shown at once (weak connections), but its code must not run
 * online if an area it uses has been released or rolled back since: online, the live manifest is read
 * first and, when the builds differ, the page is loaded again (the worker has learnt the live builds from
 * that read and fetches the page). Offline, or without an answer, the saved copy runs as saved.
 */
export async function startWithLiveBuilds(inlined: ManifestForWorker | undefined): Promise<void> {
  if (!inlined || !savedAt() || !navigator.onLine) return;
  try {
    const response = await fetch(`/site-manifest.json?t=${Date.now()}`, { signal: AbortSignal.timeout(LIVE_CHECK_TIMEOUT_MS) });
    const live = (await response.json()) as ManifestForWorker;
    // Once per saved copy: if the network then fails for the page, the saved copy is all there is.
    if (buildsKey(live) === buildsKey(inlined) || sessionStorage.getItem(RELOADED_KEY) === savedAt()) return;
    sessionStorage.setItem(RELOADED_KEY, savedAt() ?? '');
    window.location.reload();
    await new Promise(() => undefined);
  } catch {
    // No answer: go on with the saved copy.
  }
}
