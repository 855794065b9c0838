import type { SiteManifest } from '@gpa/contracts';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { checkedBefore, markChecked, pageState } from './axeStates';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * A violation axe finds in a UI the site does not own (Strapi's admin): one rule, on the elements matching
 * one selector, and what that UI does. Nothing else is excepted.
 */
export type AxeException = { rule: string; selector: string; why: string };

/** The exceptions a page was last checked with, and on which origin: the test's final check there uses them. */
const pageExceptions = new WeakMap<Page, { origin: string; exceptions: AxeException[] }>();

/**
 * Fails on any axe-core violation (WCAG 2.1 A/AA and best practices) on the page at rest: a carousel's
 * cross-fade (half-transparent text, a slide on its way out) is a moment, not the page. The page's own
 * reduced-motion styles make transitions instant while axe runs; the visitor's setting is then restored.
 * axe runs in the page itself, put there once per document (the site has no frames for it to reach into):
 * a fifth of what a run through @axe-core/playwright costs, which opens a page of its own for every run.
 * `exceptions`: violations of a UI we do not own (AxeException), kept for the page's final check.
 */
export async function expectAccessible(page: Page, exceptions?: AxeException[]): Promise<void> {
  const origin = new URL(page.url()).origin;
  if (exceptions) pageExceptions.set(page, { origin, exceptions });
  const remembered = pageExceptions.get(page);
  const excepted = (exceptions ?? (remembered?.origin === origin ? remembered.exceptions : [])).map(
    ({ rule, selector }) => ({ rule, selector }),
  );
  const reduced = await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const state = await pageState(page, excepted);
  if (checkedBefore(state)) return page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  // A script given as text runs as the browser's own, outside the page's Content Security Policy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(
    async ({ tags, excepted }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      const isExcepted = (rule: string, target: unknown[]) => {
        const element = typeof target[0] === 'string' ? document.querySelector(target[0]) : null;
        return excepted.some((exception) => exception.rule === rule && element?.matches(exception.selector));
      };
      return violations
        .map((v) => ({ ...v, nodes: v.nodes.filter((node) => !isExcepted(v.id, node.target)) }))
        .filter((v) => v.nodes.length)
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 200)}`).join('\n    ')}`,
        );
    },
    { tags: AXE_TAGS, excepted },
  );
  await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
  markChecked(state);
}

// Playwright's own word that it kept the service worker away (the suite's setting, playwright.config.ts).
const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Every console error or warning and every uncaught error the page meets from now on. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== WORKER_BLOCKED)
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Every issue Chromium's DevTools raises on the page from now on (the Issues panel, through the protocol's
 * Audits domain): a script refused by the page's CSP is one, and it reaches no console listener. Left out,
 * two kinds of Chromium's advice that are no fault of these pages:
 * - read cookies through the asynchronous Cookie Store API: the page's first script must hide the visitor's
 *   dismissed notices before the first paint (site-server/src/render/dismissedNotices.ts), which only
 *   document.cookie can, and the banner reads the same cookie;
 * - give a lazy image explicit dimensions: Chromium counts `height: auto` as none, but the pictures carry
 *   width and height attributes, so their boxes have their size before they load (the page does not move).
 */
export async function watchIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const advice =
      issue.code === 'LazyLoadImageIssue' ||
      (issue.code === 'PerformanceIssue' &&
        issue.details.performanceIssueDetails?.performanceIssueType === 'DocumentCookie');
    if (!advice) issues.push(`${issue.code}: ${JSON.stringify(issue.details)}`);
  });
  await cdp.send('Audits.enable');
  return issues;
}

/** Opens a site path, waits for its main heading (the page has rendered), and checks it with axe. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
}

export type { SiteManifest };

/**
 * How often a wait on the page looks again: on a timer, not at each animation frame (Playwright's default),
 * since headless Chromium at times stops making frames after a window resize, and a wait on frames then
 * hangs (a click once waited 10 minutes for its element to keep still).
 */
const POLL_MS = 50;

/** A page that holds its code names its area's files for the service worker, and loads none of them. */
const HELD_CODE = 'meta[name="page-code"][content*="/areas/"]';

/**
 * Waits until React has hydrated the server's HTML (the page's heading carries React's fiber): a control
 * clicked before that does nothing, as for a visitor whose script is still on its way. A page whose route
 * holds its code (it names its area's files in `<meta name="page-code">`) hydrates when the visitor needs it:
 * there, the site's header hydrated is all there is to wait for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (heldCode) => {
      const reacts = (selector: string) =>
        Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber'));
      return reacts('main h1') || (document.querySelector(heldCode) !== null && reacts('header button'));
    },
    HELD_CODE,
    { polling: POLL_MS },
  );
}

/**
 * Whether the page holds its area's code until the visitor uses it: it names that code and, as the browser
 * requires before it holds anything (shell/src/bootstrap.tsx), the server rendered it with its content.
 */
export const holdsItsCode = async (page: Page): Promise<boolean> =>
  (await page.locator(HELD_CODE).count()) > 0 && (await page.locator('script#query-state').count()) > 0;

/**
 * The visitor uses the page (focus on its heading: a link taken in focus is no use, it opens another page): a
 * text-only page's code, held until then, loads and React hydrates the page's HTML. Resolves once it has.
 */
export async function usePage(page: Page): Promise<void> {
  await page.locator('main h1').focus();
  await page.waitForFunction(ownedByReact, 'main h1', { polling: POLL_MS });
}

/** The scripts of an area (of any, without one) the page asks for from now on. */
export function watchAreaScripts(page: Page, area?: string): string[] {
  const prefix = area ? `/areas/${area}/` : '/areas/';
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith(prefix))
      scripts.push(request.url());
  });
  return scripts;
}

/**
 * The visitor taps the page's heading: a page that holds its code loads it and React hydrates the page's
 * HTML. No link takes focus (a focused link prefetches its page's code, maybe another area's). Resolves once
 * it has hydrated.
 */
export async function tapPage(page: Page): Promise<void> {
  // The heading never moves: the click does not wait for it to keep still over two animation frames.
  await page.locator('main h1').click({ force: true });
  await page.waitForFunction(ownedByReact, 'main h1', { timeout: 15_000, polling: POLL_MS });
}

/** Remembers the page's heading element, to tell later whether React kept the server's or made another. */
export async function markHeading(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { serverHeading: document.querySelector('main h1') }));
}

/** Whether the heading on screen is the one `markHeading` remembered (hydrated, not rendered again). */
export const sameHeading = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      (window as unknown as { serverHeading: Element }).serverHeading === document.querySelector('main h1'),
  );

/** In the page: whether React owns `selector`'s element (hydrated or rendered it). */
const ownedByReact = (selector: string) =>
  Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber'));

/** Whether React owns `selector`'s element now. */
export const isReacts = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate(ownedByReact, selector);

/**
 * A titled panel (shared-ui's Collapsible): a native <details>, a group named by its title, `open` when it
 * shows its panel. `toggle` is its <summary>, what a visitor clicks; `content` the panel under it.
 */
export function disclosure(scope: Page | Locator, title: string) {
  const group = scope.getByRole('group', { name: title, exact: true });
  return { group, toggle: group.locator(':scope > summary'), content: group.locator(':scope > summary + *') };
}

/**
 * Opens the notices after the most severe one, when there are any ("n more notices"): other test files may
 * publish notices of their own meanwhile.
 */
export async function showAllNotices(page: Page): Promise<void> {
  // A <details> whose <summary> says "n more notices" (opens without script too).
  const more = page.locator('details[data-notice-more]:not([open]) > summary', {
    hasText: /^\d+ more notices?$/,
  });
  if (await more.count()) await more.click();
}

/**
 * Sends every page to this browser page as the server sends it when a render is over its budget or limited:
 * the client-rendered page (the shell's page with the manifest, no server HTML, no inlined content), so the
 * browser makes the page's content reads itself and a test's page.route answers reach them. For tests of what
 * the browser does with the answers it fetches; what the server renders is tested by every-page.spec.ts and
 * ssr-pages*.spec.ts. `changeManifest` changes the manifest inlined in the page.
 */
export async function clientRendered(
  page: Page,
  changeManifest: (manifest: SiteManifest) => SiteManifest = (manifest) => manifest,
): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const inlined = /<script type="application\/json" id="site-manifest">([\s\S]*?)<\/script>/.exec(html);
    if (!inlined) return route.fulfill({ response });
    const manifest = JSON.stringify(changeManifest(JSON.parse(inlined[1] ?? '{}') as SiteManifest)).replace(
      /</g,
      '\\u003c',
    );
    const body = html
      .replace(
        /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="site-manifest">[\s\S]*?<\/script>/,
        () => `<div id="root"></div><script type="application/json" id="site-manifest">${manifest}</script>`,
      )
      .replace(/<script type="application\/json" id="query-state">[\s\S]*?<\/script>/, '');
    // The body is sent decoded: drop the compression headers of the original answer.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
    );
    await route.fulfill({ status: response.status(), headers, body });
  });
}

/**
 * Serves a changed site manifest to this page (operators edit the file; tests change it per test): both
 * site-manifest.json and the manifest inlined in every page, which is sent client-rendered (clientRendered)
 * so that the shell starts from the changed one.
 */
export async function overrideManifest(
  page: Page,
  change: (manifest: SiteManifest) => SiteManifest | void,
): Promise<void> {
  const changed = (manifest: SiteManifest) => change(manifest) ?? manifest;
  await page.route('**/site-manifest.json*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: changed((await response.json()) as SiteManifest) });
  });
  await clientRendered(page, changed);
}

/** Every test also ends with an axe check of whatever page it left open. */
export const test = base.extend<{ finalAxeCheck: void }>({
  finalAxeCheck: [
    async ({ page }, use) => {
      await use();
      if (page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
