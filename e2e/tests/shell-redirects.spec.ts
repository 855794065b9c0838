import type { Page } from '@playwright/test';
import { REDIRECTS, type Redirect } from '@gpa/shell/redirects';
import { expect, test, visit } from '../fixtures';
import { useRenderedSite } from '../renderedSite';

// Every old address of the redirect table, checked without leaving the machine: navigations to other
// hosts and to the uploaded PDFs are answered by a stand-in page (the real PDF is fetched separately).

const STAND_IN =
  '<!doctype html><html lang="en"><head><title>Stand-in</title></head><body><main><h1>Stand-in</h1></main></body></html>';

/** Answers navigations to uploaded files with a stand-in page (Chromium would otherwise download the PDF). */
async function standInForUploads(page: Page) {
  await page.route('**/uploads/**', (route) =>
    route.request().isNavigationRequest()
      ? route.fulfill({ contentType: 'text/html', body: STAND_IN })
      : route.continue(),
  );
}

const byKind = <K extends Redirect['target']['kind']>(kind: K) =>
  REDIRECTS.filter(
    (redirect): redirect is Redirect & { target: Extract<Redirect['target'], { kind: K }> } =>
      redirect.target.kind === kind,
  );

const HOME_HEADING = 'Welcome to Guam Power Authority';

/** Follows a link inside the running site (React Router), as a visitor's click would: the browser's RedirectPage acts. */
async function navigateInApp(page: Page, path: string) {
  await visit(page, '/');
  // The router listens once its effects have run, a moment after the heading hydrates: the move is made again
  // until the router has answered it (the home page's heading gone, or the page left).
  await expect(async () => {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect
      .poll(
        () =>
          page
            .evaluate((home) => document.querySelector('main h1')?.textContent !== home, HOME_HEADING)
            .catch(() => true),
        { timeout: 1000 },
      )
      .toBe(true);
  }).toPass();
}

for (const { from, target } of byKind('page')) {
  test(`${from} goes to ${target.path}, replacing the old address in the history`, async ({ page }) => {
    await visit(page, '/leac');
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname === target.path && url.search === '');
    await expect(page.locator('main h1')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/leac$/);
    await expect(page.locator('main h1')).toBeVisible();
  });
}

// Typed or followed from another site, the server answers these with a redirect (below); a link inside the
// running site is followed by the browser's RedirectPage, checked here.
for (const { from, target } of byKind('external')) {
  test(`${from} goes to ${target.url}`, async ({ page }) => {
    const host = new URL(target.url).origin;
    const requested: string[] = [];
    await page.route(`${host}/**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: STAND_IN });
    });
    await navigateInApp(page, from);
    await page.waitForURL(`${host}/**`);
    expect(requested).toEqual([new URL(target.url).href]);
  });
}

test.describe('on a server-rendering site', () => {
  const siteUrl = useRenderedSite();

  test('every old address of another site or an uploaded file is an HTTP redirect: no script needed', async ({
    request,
  }) => {
    for (const { from, target } of byKind('external')) {
      const answer = await request.get(`${siteUrl()}${from}`, { maxRedirects: 0 });
      expect([from, answer.status(), answer.headers().location]).toEqual([from, 301, target.url]);
    }
    for (const { from } of byKind('content-file')) {
      const answer = await request.get(`${siteUrl()}${from}`, { maxRedirects: 0 });
      expect([from, answer.status()]).toEqual([from, 302]);
      expect(answer.headers().location).toMatch(/^\/uploads\/.+\.pdf$/);
    }
  });
});

for (const { from, target } of byKind('content-file')) {
  test(`${from} opens the uploaded ${target.anchor} file`, async ({ page, request }) => {
    await standInForUploads(page);
    await navigateInApp(page, from);
    await page.waitForURL(/\/uploads\/.+\.pdf$/);
    const file = await request.get(page.url());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
  });
}

test('/milestones, reached inside the site, shows a clear message with a link home when the file is not there', async ({
  page,
}) => {
  await page.route('**/api/content-files*', (route) => route.fulfill({ json: { data: [], meta: {} } }));
  await navigateInApp(page, '/milestones');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GPA Milestones');
  await expect(
    page.getByText("Sorry, we can't find GPA Milestones. It may have been moved or removed."),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
});

test('/milestones, reached inside the site, shows that it is opening the file while it looks it up', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/content-files*', async (route) => {
    await held;
    await route.fulfill({ json: { data: [], meta: {} } });
  });
  await navigateInApp(page, '/milestones');
  await expect(page.getByRole('status').filter({ hasText: 'Opening' })).toHaveText('Opening GPA Milestones…');
  release();
  await expect(page.getByText("Sorry, we can't find GPA Milestones.", { exact: false })).toBeVisible();
});

for (const path of ['/index.php/extra', '/RATECALCULATOR', '/milestones/2024']) {
  test(`only exact old addresses redirect: ${path} is the 404 page`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404 Page Not Found');
    await expect(
      page.getByText("Sorry, we can't find the page for the address that you entered"),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.]/g, '\\.')}$`));
  });
}
