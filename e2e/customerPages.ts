// What the customer area's page specs share: a route's check (its heading and a piece of its content), and
// what the test of each route's own content at 1280 px checks.
import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';

/** One route: its path, its heading and what shows its content. */
export interface RouteCheck {
  path: string;
  h1: string;
  shows: (page: Page) => Promise<void>;
}

/**
 * A route's own content at 1280 px (axe at the end of every test; every page at 375 and 320 px, with width,
 * axe and errors: every-page.spec.ts). Each test file declares its tests itself, so they are listed and
 * chosen (`npm run test:area`) by that file's name.
 */
export async function showsItsContent(page: Page, route: RouteCheck): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(route.path);
  await expect(page.locator('main h1')).toHaveText(route.h1);
  await hydrated(page);
  await route.shows(page);
  // No content list failed (an embedded tools component may still be loading or unavailable: see customer-community).
  await expect(
    page
      .locator('main')
      .getByRole('alert')
      .filter({ hasNotText: /not available right now/ }),
  ).toHaveCount(0);
}
