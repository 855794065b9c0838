// A page's code, held back on a first visit when its route says so (`pageCode`): the server's HTML is the page
// (links, tables, native panels and a carousel ridden by CSS work without script) until the visitor needs its
// code. Meanwhile the page's Suspense boundary stays dehydrated, so React leaves its HTML as it is: no second
// render, no layout shift, no bytes. If its code then fails to load, the page stays so, with a notice.
import { LOADING_AREA_PART, matchRoutes, type AreaRoutesModule, type PublishedRoute } from '@gpa/shared-ui';

interface HeldPage {
  /** The document's address: only its page is held (a page opened in place never is). */
  pathname: string;
  /** The document's page, once it has asked for its code, and its area. */
  route?: PublishedRoute;
  area?: string;
  /** The visitor (or a change of what the page shows) asked for the page's code. */
  wanted: boolean;
  code?: Promise<AreaRoutesModule>;
  /** Loads the page's code unless it is loading or loaded (set once the page has asked for it). */
  attempt?: () => void;
  /** A failed load (the page stays as served, with a notice) and its retry: HeldPageBoundary shows them. */
  problem?: HeldPageProblem;
  /** Keys and clicks kept until the page hydrates. */
  kept: (() => void)[];
  /** Those waiting for the page to hydrate (hydrateHeldPageFor): answered once it has, or its load failed. */
  waiting: (() => void)[];
  /** Ends the hold: the listeners go, and a hydrated page gets the keys and clicks kept for it. */
  end: (hydrated: boolean) => void;
}

export type HeldPageProblem = 'failed' | 'retrying';

let held: HeldPage | undefined;
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((subscriber) => subscriber());

function setProblem(page: HeldPage, problem: HeldPageProblem | undefined): void {
  if (page.problem === problem) return;
  page.problem = problem;
  notify();
}

const answerWaiting = (page: HeldPage) => page.waiting.splice(0).forEach((done) => done());

// A tab's keys and a button's clicks before its page hydrates: kept (not lost, nor scrolling the page, nor
// sending a form the script would have handled) and done again once React handles them.
const WIDGET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const WIDGET = '[role="tab"]';

/**
 * Whether the address names a section (`#…`): the visitor came to use the page there, and its code shows that
 * section (opens its tab, gives it focus), so such a page loads its code at once.
 */
const namesASection = (doc: Document): boolean => doc.location.hash.length > 1;

/**
 * Whether the page shows, on arrival, a part of another area that loads by itself (not in a closed panel: a
 * shared calculator result opens its panel). It would wait on its loading notice for a use that need not
 * come, so such a page loads its code at once.
 */
const showsLoadingPart = (doc: Document): boolean =>
  [...doc.querySelectorAll(`main [${LOADING_AREA_PART}]`)].some(
    (part) => part.closest('details:not([open])') === null,
  );

/**
 * Whether an event is a use of the page: in `main`, and not on a link. A link needs no page code (it opens in
 * place, HeldPageGuard), so following one away from a held page never loads that page's code.
 */
const usesPage = (event: Event): boolean =>
  event.target instanceof Element &&
  event.target.closest('main') !== null &&
  event.target.closest('a[href]:not([role="tab"])') === null;

/**
 * Called once before the shell hydrates a server-rendered document: its page's code may be held. The page's
 * focus, clicks or keys in `main` (not on a link) release it, and so does, at once, a part that loads by itself
 * in view; a tab's keys and a button's clicks until it hydrates are done again then.
 */
export function holdDocumentPage(doc: Document = document): void {
  const page: HeldPage = {
    pathname: doc.location.pathname,
    wanted: false,
    kept: [],
    waiting: [],
    end: () => undefined,
  };
  held = page;
  const onFocus = (event: Event) => {
    if (usesPage(event)) releaseHeldPage();
  };
  const onKey = (event: KeyboardEvent) => {
    if (!usesPage(event)) return;
    releaseHeldPage();
    const target = event.target as Element;
    // Only while a page is held: a page with no held code (search, a page that loaded its code) gets its keys.
    if (!pageIsHeld() || !WIDGET_KEYS.has(event.key) || !target.matches(WIDGET)) return;
    event.preventDefault();
    const { key } = event;
    page.kept.push(() =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
    );
  };
  const onClick = (event: MouseEvent) => {
    if (!usesPage(event)) return;
    releaseHeldPage();
    const button = (event.target as Element).closest('button');
    if (!pageIsHeld() || !(button instanceof HTMLElement)) return;
    event.preventDefault();
    page.kept.push(() => button.click());
  };
  doc.addEventListener('focusin', onFocus, { capture: true });
  doc.addEventListener('keydown', onKey, { capture: true });
  doc.addEventListener('click', onClick, { capture: true });
  page.end = (hydrated) => {
    doc.removeEventListener('focusin', onFocus, { capture: true });
    doc.removeEventListener('keydown', onKey, { capture: true });
    doc.removeEventListener('click', onClick, { capture: true });
    // Hydrated (not dropped): React's handlers answer the keys and clicks now.
    if (hydrated) page.kept.splice(0).forEach((again) => again());
    answerWaiting(page);
  };
  if (showsLoadingPart(doc) || namesASection(doc)) releaseHeldPage();
}

/**
 * Whether `route`'s page is the held document page, so that it sits in a loading boundary of its own
 * (HeldPageBoundary): the page opened next replaces that boundary without hydrating it, so it needs no code of
 * the held page. Asked when the page's element mounts: on hydration, before the page asks for its code.
 */
export const holdsDocumentPage = (route: PublishedRoute): boolean =>
  route.pageCode !== undefined && held !== undefined && isDocumentPage(held, route);

const isDocumentPage = (page: HeldPage, route: PublishedRoute): boolean =>
  matchRoutes([{ path: route.path }], page.pathname) !== null;

/**
 * The code of `route`'s page when it is the held one: the same promise on every call (React's use()), loaded
 * once the page is released. Undefined for any other page than the document's, and for a page whose code loads
 * with it.
 */
export function heldPageCode(
  area: string,
  route: PublishedRoute,
  load: () => Promise<AreaRoutesModule>,
  forgetFailedLoad: () => void,
): Promise<AreaRoutesModule> | undefined {
  const page = held;
  // Another page, opened in place of the held one: it replaces that page without its code (HeldPageBoundary).
  if (!page || !isDocumentPage(page, route)) return undefined;
  page.area ??= area;
  page.route ??= route;
  // The document's page needs its code.
  if (!route.pageCode) {
    endHold(page, false);
    return undefined;
  }
  if (!page.code) {
    let loaded: (module: AreaRoutesModule) => void = () => undefined;
    page.code = new Promise((resolve) => (loaded = resolve));
    let loading = false;
    page.attempt = () => {
      if (loading) return;
      loading = true;
      if (page.problem) setProblem(page, 'retrying');
      load().then(loaded, () => {
        // The page stays as served, still read and followed: a notice says so, and the next use or Retry
        // loads again. What was kept for it is dropped (the visitor did it before the notice).
        forgetFailedLoad();
        loading = false;
        page.wanted = false;
        page.kept.length = 0;
        setProblem(page, 'failed');
        answerWaiting(page);
      });
    };
  }
  if (page.wanted) page.attempt?.();
  return page.code;
}

function endHold(page: HeldPage, hydrated: boolean): void {
  if (held === page) held = undefined;
  page.end(hydrated);
  notify();
}

/**
 * The visitor opened another page in place of the held one, which is gone without its code: nothing waits for
 * it any more, and its code is not loaded.
 */
export function dropHeldPage(): void {
  if (held) endHold(held, false);
}

/** The held page has hydrated (its first commit). */
export function heldPageHydrated(route: PublishedRoute): void {
  if (held?.route?.path === route.path) endHold(held, true);
}

/** Loads the held page's code now: a navigation, a change of its content or the visitor's use. */
export function releaseHeldPage(): void {
  if (!held) return;
  held.wanted = true;
  held.attempt?.();
}

/**
 * Before the changed collections are read again: a held page that shows one of them is hydrated first (with
 * the content it was rendered with), so that it can show the change. Resolves at once otherwise.
 */
export function hydrateHeldPageFor(changed: readonly string[] | 'every'): Promise<void> {
  const page = held;
  if (!page?.route) return Promise.resolve();
  const { reads = [], views = [] } = page.route;
  const shown = [...reads, ...views.flatMap((view) => view.reads ?? [])];
  if (changed !== 'every' && !changed.some((name) => shown.includes(name))) return Promise.resolve();
  const hydrated = new Promise<void>((resolve) => page.waiting.push(resolve));
  releaseHeldPage();
  return hydrated;
}

/** Whether a page's code is held now (its HTML is not yet React's). */
export const pageIsHeld = (): boolean => held?.route?.pageCode !== undefined;

/**
 * The area of the page held now: its HTML is that area's build as the page was served, so a release of the
 * area makes the page outdated as if its code ran (it must hydrate with that build, or load anew).
 */
export const heldPageArea = (): string | undefined => (pageIsHeld() ? held?.area : undefined);

/** The held page's load problem, if `route`'s page is held and its code failed to load (or is loading again). */
export const heldPageProblem = (route: PublishedRoute): HeldPageProblem | undefined =>
  held?.route?.path === route.path ? held.problem : undefined;

/** Hears every change of the held page's problem (useSyncExternalStore). */
export function subscribeHeldPage(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}
