// A page's code, held back on a first visit when its route says so (`pageCode`): the server's HTML is the page
// (links, tables, native panels and a carousel ridden by CSS work without script) until the visitor needs its
// code. Meanwhile the page's Suspense boundary stays dehydrated, so React leaves its HTML as it is: no second
// render, no layout shift, no bytes.
import { LOADING_AREA_PART, type AreaRoutesModule, type PublishedRoute } from '@gpa/shared-ui';

interface HeldPage {
  /** The route that asked first (the document's page), once it has, and its area. */
  route?: PublishedRoute;
  area?: string;
  released: Promise<void>;
  release: () => void;
  code?: Promise<AreaRoutesModule>;
  /** Resolves once the page has hydrated, or its code failed to load (it is then rendered anew). */
  settled: Promise<void>;
  settle: () => void;
  hydrated?: boolean;
}

let held: HeldPage | undefined;

function withResolvers(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

// A tab's keys and a button's clicks before its page hydrates: kept (not lost, nor scrolling the page, nor
// sending a form the script would have handled) and done again once React handles them.
const WIDGET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const WIDGET = '[role="tab"]';

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
 * Called once before the shell hydrates a server-rendered document: its page's code may be held. The page's
 * focus, clicks or keys in `main` release it, and so does, at once, a part that loads by itself in view; a
 * tab's keys and a button's clicks until it hydrates are done again then.
 */
export function holdDocumentPage(doc: Document = document): void {
  const released = withResolvers();
  const settled = withResolvers();
  const page: HeldPage = {
    released: released.promise,
    release: released.resolve,
    settled: settled.promise,
    settle: settled.resolve,
  };
  held = page;
  const inMain = (event: Event) => event.target instanceof Element && event.target.closest('main') !== null;
  const onFocus = (event: Event) => {
    if (inMain(event)) releaseHeldPage();
  };
  const kept: (() => void)[] = [];
  const onKey = (event: KeyboardEvent) => {
    if (!inMain(event)) return;
    releaseHeldPage();
    const target = event.target as Element;
    // Only while a page is held: a page with no held code (search, a page that loaded its code) gets its keys.
    if (!pageIsHeld() || !WIDGET_KEYS.has(event.key) || !target.matches(WIDGET)) return;
    event.preventDefault();
    const { key } = event;
    kept.push(() =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
    );
  };
  const onClick = (event: MouseEvent) => {
    if (!inMain(event)) return;
    releaseHeldPage();
    const button = (event.target as Element).closest('button');
    if (!pageIsHeld() || !(button instanceof HTMLElement)) return;
    event.preventDefault();
    kept.push(() => button.click());
  };
  doc.addEventListener('focusin', onFocus, { capture: true });
  doc.addEventListener('keydown', onKey, { capture: true });
  doc.addEventListener('click', onClick, { capture: true });
  if (showsLoadingPart(doc)) page.release();
  void page.released.then(() => doc.removeEventListener('focusin', onFocus, { capture: true }));
  void page.settled.then(() => {
    doc.removeEventListener('keydown', onKey, { capture: true });
    doc.removeEventListener('click', onClick, { capture: true });
    // Hydrated (not failed): React's handlers answer the keys and clicks now.
    if (page.hydrated) for (const again of kept) again();
  });
}

/**
 * The code of `route`'s page when it is the held one: the same promise on every call (React's use()), loaded
 * once the page is released. Undefined for any other page, and for a page whose code loads with it (the first
 * route to ask decides: it is the document's page).
 */
export function heldPageCode(
  area: string,
  route: PublishedRoute,
  load: () => Promise<AreaRoutesModule>,
): Promise<AreaRoutesModule> | undefined {
  const page = held;
  if (!page) return undefined;
  page.area ??= area;
  page.route ??= route;
  // Another page (the visitor moved on before the held one hydrated), or a page that needs its code.
  if (page.route.path !== route.path || !route.pageCode) {
    forgetHeldPage(page);
    return undefined;
  }
  page.code ??= page.released.then(load).catch((error: unknown) => {
    // A failed load is the page's own error to show (Retry): the next attempt loads it as any page.
    forgetHeldPage(page);
    throw error;
  });
  return page.code;
}

function forgetHeldPage(page: HeldPage): void {
  page.release();
  page.settle();
  if (held === page) held = undefined;
}

/** The held page has hydrated (its first commit). */
export function heldPageHydrated(route: PublishedRoute): void {
  if (held?.route?.path !== route.path) return;
  held.hydrated = true;
  forgetHeldPage(held);
}

/** Loads the held page's code now: a navigation, a change of its content or the visitor's use. */
export function releaseHeldPage(): void {
  held?.release();
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
  page.release();
  return page.settled;
}

/** Whether a page's code is held now (its HTML is not yet React's). */
export const pageIsHeld = (): boolean => held?.route?.pageCode !== undefined;

/**
 * The area of the page held now: its HTML is that area's build as the page was served, so a release of the
 * area makes the page outdated as if its code ran (it must hydrate with that build, or load anew).
 */
export const heldPageArea = (): string | undefined => (pageIsHeld() ? held?.area : undefined);
