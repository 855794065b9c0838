// What the shell's layout specs share: the top bar's Menu button and search, the menu and its groups, and
// whether the page's scrolling is locked.
import type { Page } from '@playwright/test';

export const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
export const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
/** A menu group: a native disclosure (<details>) titled by its heading. */
export const menuGroup = (page: Page, name: string) =>
  menu(page).locator('details', { has: page.getByRole('heading', { name, exact: true }) });
export const topBarSearch = (page: Page) => page.getByRole('banner').getByRole('search');
export const rootOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);
