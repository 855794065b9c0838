// The visitors of the canary browser test (ops-canary.spec.ts), each in a browser context of its own: drawn
// into the canary's group or the stable one by their cohort id, loading the area's page in tabs, and what
// each saw; the release's settings the test uses.
import type { Browser, BrowserContext } from '@playwright/test';
import { bucketOf, COHORT_COOKIE } from '@gpa/site-server/canary';
import { expect } from './fixtures';

export const CONTENT_URL = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
export const AREA = 'financials';
export const PAGE = '/leac';
export const BROKEN = 'deliberately broken canary';
// For the good canary only: a quiet period of seconds, and a tolerance that finds it healthy in a few pages.
export const QUICK_PROMOTION = { quietMs: 5000, tolerance: 0.2 };
export const PERCENT = 50;
// The good canary's steps: its visitors (drawn under the first) are in it at every step, the stable ones
// (drawn at PERCENT or over) at none.
export const STEPS = [30, 40, 50];
export const TESTER_SECRET = 'canary-test-tester-secret';

export const semver = require('semver') as { inc: (version: string, release: string, id: string) => string };

export interface Visitor {
  context: BrowserContext;
  /** The version of the area this visitor's manifest named on the first load: their group. */
  version: string;
  /** On each load, per tab (a canary's visitor is back on the stable version once the site has rolled it back). */
  tabs: string[][];
  versions: string[];
  /** Whether a page of theirs threw the broken build's error. */
  metError: boolean;
}

/** When each page load that came at the broken version started (every visitor's), and when the server answered each failed render. */
export const failing = { starts: [] as number[], answers: [] as number[] };

// Visitors' cohort ids, drawn here so that each group gets visitors in a known order (the site honours
// whatever id the cookie holds, as it does for the one it sets on a first visit).
let drawn = 0;
export function cohortIn(canary: boolean): string {
  for (;;) {
    const id = (drawn += 1).toString(16).padStart(16, '0');
    const bucket = bucketOf(id, AREA);
    if (canary ? bucket < STEPS[0]! : bucket >= PERCENT) return id;
  }
}

export interface VisitOptions {
  /** That id in the cohort cookie (none: the site draws one). */
  cohort?: string;
  /** Tabs opened at once, each loading the page in turn. */
  tabs?: number;
  /** Loads per tab. */
  loads?: number;
  /** Each tab stops at its first load that is not at the broken version (a canary visitor seeing the rollback). */
  untilNotBroken?: boolean;
}

/**
 * A new visitor (own cookies) with `tabs` tabs opened at once, each opening the page up to `loads` times, who
 * then leaves (the pages send their beacons). On the `broken` version each load waits for the page's error; on
 * another, for the page's own heading.
 */
export async function visitor(
  browser: Browser,
  base: string,
  broken: string,
  { cohort, tabs = 1, loads = 3, untilNotBroken = false }: VisitOptions = {},
): Promise<Visitor> {
  const context = await browser.newContext();
  if (cohort) await context.addCookies([{ name: COHORT_COOKIE, value: cohort, url: base }]);
  const seen: Visitor = { context, version: '', tabs: [], versions: [], metError: false };
  const tab = async (versions: string[]) => {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes(BROKEN)) seen.metError = true;
    });
    for (let load = 0; load < loads; load += 1) {
      const loadStarted = Date.now();
      await page.goto(`${base}${PAGE}`);
      const manifest = JSON.parse((await page.locator('#site-manifest').textContent()) ?? '{}');
      const version: string = manifest.areas[AREA].version;
      versions.push(version);
      seen.versions.push(version);
      seen.version ||= version;
      if (version === broken) {
        failing.starts.push(loadStarted);
        // The area's notice in its place: after the page's error, or on a loaded machine the area's timeout
        // (remoteTimeoutMs, 8 s) when many tabs load at once.
        await expect(page.getByRole('main').getByRole('alert')).toBeVisible({ timeout: 20_000 });
      } else {
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        if (untilNotBroken) break;
      }
    }
    // Leaving the page sends what it queued (pagehide).
    await page.goto('about:blank');
    await page.close();
  };
  seen.tabs = Array.from({ length: tabs }, () => []);
  await Promise.all(seen.tabs.map(tab));
  return seen;
}

/**
 * Visitors of both groups in turn (two each), then of the canary's group until the site has decided
 * (bounded): a site keeps getting visitors. Three loads each.
 */
export async function visitorsUntilDecided(
  browser: Browser,
  base: string,
  broken: string,
  decided: () => boolean,
): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  const plan = [false, true, false, true];
  while ((!decided() || visitors.length < plan.length) && visitors.length < 12)
    visitors.push(await visitor(browser, base, broken, { cohort: cohortIn(plan[visitors.length] ?? true) }));
  return visitors;
}

/** The time from `from` to `to`, in seconds. */
export const secondsBetween = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
