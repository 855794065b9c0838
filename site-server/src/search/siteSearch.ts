// The site search as a service of the site server: one index, built off the request path from the live site
// (by one worker of a cluster, which shares it: sharedBuild.ts), updated for what a change notice touches
// (indexParts.ts) and rebuilt when the manifest changes, the old index answering until the new one is ready;
// answered at /search.json?q=&page= and to the server render of /search.
import { limitSetting } from '@gpa/content-catalog/client-limit';
import type { SearchAnswer, ServerContentFetch, SiteManifest } from '@gpa/contracts';
import type { Request } from 'express';
import { createSearchIndex, type SearchDocument, type SiteSearchIndex } from './searchIndex';
import { soleBuilder, type SearchShare } from './sharedBuild';
import { collectAll, collectChanged, type IndexParts, type PartSources } from './indexParts';
import { documentCollections, pdfText, SEARCH_ENTRIES } from './searchSources';
import { withDefaults } from '../process/withDefaults';
import { answerFrom, indexHolder, searchHandler, searchReads, type SearchIndexStats } from './searchAnswers';
import { clientAddressOf } from '../process/clientAddress';

export { SEARCH_PATH, searchIndexStatsSchema, type SearchIndexStats } from './searchAnswers';

export interface SiteSearchOptions {
  currentManifest: () => SiteManifest | null;
  /** The server's content reads (the public surface's cache). */
  readContent: ServerContentFetch;
  /** A page of the live site as the server renders it for everyone (undefined: not a page); `onRead` hears each content address it reads. */
  renderHtml: PartSources['renderHtml'];
  /** Where the content service's files are read (its /uploads). */
  contentUrl: string;
  /** A PDF's text: '' when it has none, undefined when it could not be read now (unpdf over contentUrl by default). */
  readPdfText?: PartSources['readPdfText'];
  /** Quiet time after a release before the full rebuild starts. */
  debounceMs?: number;
  /** After a change notice, how long more notices are gathered into one update (Strapi calls twice for a new entry). */
  changeDelayMs?: number;
  /** After a build that missed something, how long until the next try. */
  retryMs?: number;
  /** How often the manifest is looked at for a release. */
  manifestPollMs?: number;
  /** How long a search waits for the first index before it is answered 503. */
  firstIndexWaitMs?: number;
  /** Searches a client may ask a minute at /search.json (Infinity: no limit); the render of /search has the render limit. */
  searchesPerMinute?: number;
  /** The client a request counts for (the site's one rule: its address, or the one nginx forwards). */
  clientOf?: (req: Request) => string;
  /** After each new index (the server drops its rendered search pages). */
  onIndexed?: (stats: SearchIndexStats) => void;
  /** Who builds: this process (the default), or in a cluster the one worker appointed (sharedBuild.ts). */
  share?: SearchShare<SearchIndexStats>;
  log?: (line: string) => void;
}

// A visitor's instant results ask once a pause in their typing: 120 a minute is far more than anyone types.
export const SEARCH_DEFAULTS = {
  debounceMs: 1500,
  changeDelayMs: 50,
  retryMs: 30_000,
  manifestPollMs: 5000,
  firstIndexWaitMs: 20_000,
  searchesPerMinute: 120,
  clientOf: clientAddressOf,
  log: console.warn,
};

/** SEARCH_LIMIT_PER_MINUTE: searches a client may ask a minute (`off`: no limit; unset: the default). */
export const searchLimitSetting = (env: NodeJS.ProcessEnv = process.env): number | undefined =>
  limitSetting(env.SEARCH_LIMIT_PER_MINUTE, undefined);

/**
 * What each index built goes to: this process's (passed on to the other workers) or, in a cluster, the
 * builder's. `onIndexed` with every complete one.
 */
function indexUpdates(
  holder: ReturnType<typeof indexHolder>,
  share: SearchShare<SearchIndexStats>,
  onIndexed: SiteSearchOptions['onIndexed'],
) {
  const indexed = (index: SiteSearchIndex, stats: SearchIndexStats) => {
    holder.publish(index, stats);
    onIndexed?.(stats);
  };
  // The very first index answers with the documents' titles while their text is read.
  const first = (documents: SearchDocument[]) =>
    holder.current() ?? holder.publish(createSearchIndex(documents));
  // Later ones update it in place: only the documents that changed are indexed again.
  const withDocuments = (documents: SearchDocument[]) => {
    const current = holder.current();
    current?.update(documents);
    return current ?? createSearchIndex(documents);
  };
  return {
    early: (documents: SearchDocument[]) => {
      if (holder.current()) return;
      first(documents);
      share.publish({ documents });
    },
    built(documents: SearchDocument[], stats: SearchIndexStats) {
      indexed(withDocuments(documents), stats);
      share.publish({ documents, stats });
    },
    /** Another worker's builds; appointed the builder, `build` at once. */
    join(build: () => void) {
      share.join({
        appointed: build,
        received: ({ documents, stats }) =>
          stats ? indexed(withDocuments(documents), stats) : first(documents),
      });
    },
  };
}

/** The lists a retry reads again (the content cache answers those that did). */
const RETRIED = [SEARCH_ENTRIES, ...documentCollections.map(({ plural }) => plural)];

type BuildSettings = Pick<
  Required<SiteSearchOptions>,
  'currentManifest' | 'debounceMs' | 'changeDelayMs' | 'retryMs' | 'log'
>;

/** Runs `run` once within `ms` of each `within(ms)` (one due sooner is kept); `pending` while one is due. */
function soonestRun(run: () => void) {
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  return {
    within: (ms: number) => {
      if (Date.now() + ms >= timerAt) return;
      clearTimeout(timer);
      timerAt = Date.now() + ms;
      timer = setTimeout(() => {
        timer = undefined;
        timerAt = Infinity;
        run();
      }, ms);
      timer.unref();
    },
    pending: () => !!timer,
    /** Cancels the run due, for good (`pending` does not change). */
    clear: () => clearTimeout(timer),
  };
}

/**
 * The builds of this process (when it builds): the first and a release's read everything (collectAll); a
 * change notice's read only what the changed collections touch (collectChanged) on the parts kept. One build
 * at a time; what comes meanwhile is built after it.
 */
function indexBuilds(
  sources: PartSources,
  updates: ReturnType<typeof indexUpdates>,
  settings: BuildSettings & { builds: () => boolean },
) {
  const { currentManifest, debounceMs, changeDelayMs, retryMs, log, builds } = settings;
  let parts: IndexParts | undefined;
  let fullWanted = true;
  const changed = new Set<string>();
  let building = false;
  let buildAgain = false;
  let closed = false;
  const nextBuild = soonestRun(() => void build());

  async function collect(manifest: SiteManifest) {
    const full = fullWanted || !parts || parts.manifest !== manifest;
    const changes = new Set(changed);
    changed.clear();
    fullWanted = false;
    try {
      return full || !parts
        ? await collectAll(manifest, sources)
        : await collectChanged(parts, changes, sources);
    } catch (error) {
      // Not built: the next build does it.
      if (full) fullWanted = true;
      changes.forEach((collection) => changed.add(collection));
      throw error;
    }
  }

  async function build() {
    if (!builds()) return;
    if (building) return void (buildAgain = true);
    const manifest = currentManifest();
    if (!manifest) return;
    building = true;
    const started = performance.now();
    try {
      const collected = await collect(manifest);
      parts = collected.parts;
      updates.built(collected.documents, {
        ...collected.stats,
        complete: collected.complete,
        buildMs: Math.round(performance.now() - started),
      });
      if (!collected.complete) {
        log('search index built without some pages or documents (they did not answer): trying again soon');
        // An update reads what is missing: the pages not rendered, the PDF texts not read, and every list.
        RETRIED.forEach((collection) => changed.add(collection));
        nextBuild.within(retryMs);
      }
    } catch (error) {
      if (!closed)
        log(`search index not rebuilt (the previous one still answers): ${(error as Error).message}`);
    } finally {
      building = false;
      if (buildAgain && !closed) {
        buildAgain = false;
        nextBuild.within(fullWanted ? debounceMs : changeDelayMs);
      }
    }
  }

  /** A full rebuild within the quiet time (a release); the index in use answers until the new one is complete. */
  const rebuildSoon = () => {
    fullWanted = true;
    nextBuild.within(debounceMs);
  };
  /** Content changed: the parts these collections touch are read again at once (a burst of notices is one update). */
  const contentChanged = (collections: string[]) => {
    collections.forEach((collection) => changed.add(collection));
    nextBuild.within(changeDelayMs);
  };

  return {
    build,
    rebuildSoon,
    contentChanged,
    indexedManifest: () => parts?.manifest,
    idle: () => !building && !nextBuild.pending(),
    close() {
      closed = true;
      nextBuild.clear();
    },
  };
}

export function createSiteSearch(options: SiteSearchOptions) {
  const {
    currentManifest,
    readContent,
    renderHtml,
    contentUrl,
    onIndexed,
    share = soleBuilder<SearchIndexStats>(),
  } = options;
  const settings = withDefaults(SEARCH_DEFAULTS, options);
  const { manifestPollMs, firstIndexWaitMs, searchesPerMinute, clientOf } = settings;
  const readPdfText = options.readPdfText ?? ((file, signal) => pdfText(contentUrl, file, signal));
  const holder = indexHolder(firstIndexWaitMs);
  const updates = indexUpdates(holder, share, onIndexed);
  let closed = false;
  const sources: PartSources = {
    renderHtml,
    readContent,
    readPdfText,
    pdfTexts: new Map(),
    isClosed: () => closed,
    early: updates.early,
  };
  // An index is built once one is wanted: at the server's start (searchIndexAtStart) or at its first search.
  // Until then a release or a change notice builds none (a server nobody searches reads no page for it).
  let wanted = false;
  const buildsHere = () => wanted && share.builds();
  const builds = indexBuilds(sources, updates, { ...settings, currentManifest, builds: buildsHere });
  const buildWanted = () => {
    wanted = true;
    if (!holder.current() && builds.idle()) void builds.build();
  };

  // A release (or an operator's edit of the manifest) changes the pages: index them anew.
  const manifestWatch = setInterval(() => {
    const manifest = currentManifest();
    if (buildsHere() && manifest && manifest !== builds.indexedManifest() && builds.idle())
      builds.rebuildSoon();
  }, manifestPollMs);
  manifestWatch.unref();

  updates.join(() => void builds.build());

  async function answer(params: { q?: unknown; page?: unknown }): Promise<SearchAnswer> {
    buildWanted();
    return answerFrom(await holder.ready(), params);
  }

  return {
    handler: searchHandler(answer, { searchesPerMinute, clientOf }),
    withSearchReads: searchReads(answer),
    rebuildSoon: builds.rebuildSoon,
    contentChanged: builds.contentChanged,
    /** Builds the first index now (at start, off any request). */
    start: buildWanted,
    stats: holder.stats,
    close() {
      closed = true;
      builds.close();
      clearInterval(manifestWatch);
    },
  };
}
