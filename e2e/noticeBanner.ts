// What the notice banner's specs share: the address of the notices' read, and the banner on a page.
import type { Page } from '@playwright/test';

/** The browser's read of the notices (to fake or watch it). */
export const NOTIFICATIONS = '**/api/website-notifications*';

/** The notice banner at the top of a page. */
export const notice = (page: Page) => page.getByRole('region', { name: 'Notice' });
