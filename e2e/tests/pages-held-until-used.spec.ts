// Pages whose code waits on a first visit (their route's `pageCode`; the home page's until it is used, its
// carousel riding by CSS meanwhile): a first visit preloads none of it, the site's own parts answer first, then
// the page hydrates in place, keeping what the visitor did.
import {
  disclosure,
  expect,
  hydrated,
  isReacts,
  markHeading,
  sameHeading,
  test,
  watchAreaScripts,
} from '../fixtures';
import { rideAt, shownSlides } from '../carousel';

test('the home page loads no area code while unused, yet its carousel rides; used, it hydrates in place on the slide shown', async ({
  page,
}) => {
  const scripts = watchAreaScripts(page, 'customer');
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<link rel="preload"[^>]*\/areas\//);
  expect(html).toMatch(/<meta name="page-code" content="[^"]*\/areas\/customer\//);
  await hydrated(page);
  await markHeading(page);
  // Loaded and idle, it still waits: its code comes when the page is used.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5000 })));
  expect(scripts).toEqual([]);
  expect(await isReacts(page, 'main h1')).toBe(false);

  // The ride runs by itself; 6.5 s into it slide 2 shows, alone; the pointer on the carousel holds it still.
  const carousel = page.getByRole('region', { name: 'Highlights' });
  expect(await rideAt(carousel)).toEqual(['running']);
  await rideAt(carousel, 6_500);
  expect(await shownSlides(carousel)).toEqual(['2 of 9: Cybersecurity']);
  await rideAt(carousel, 12_500);
  await carousel.hover();
  expect(await rideAt(carousel)).toEqual(['paused']);
  expect(await shownSlides(carousel)).toEqual(['3 of 9: Beat the Peak']);
  expect(scripts).toEqual([]);

  // A link taken in focus is no use of the page (it opens the next page without this one's code). Used (focus
  // on the slideshow's button, which holds it still too), the page hydrates in place: the script goes on from
  // the slide shown.
  await carousel.getByRole('link', { name: /Join Beat the Peak/ }).focus();
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5000 })));
  expect(scripts).toEqual([]);
  await carousel.getByRole('button', { name: 'Pause slideshow' }).focus();
  await expect.poll(() => isReacts(page, 'main h1'), { timeout: 15_000 }).toBe(true);
  expect(scripts.length).toBeGreaterThan(0);
  expect(await sameHeading(page)).toBe(true);
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current).toHaveAttribute('aria-label', '3 of 9: Beat the Peak');
  expect(await shownSlides(carousel)).toEqual(['3 of 9: Beat the Peak']);
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
});

test('/rateadjustment: a schedule chosen while its code is on its way is the one shown once it has arrived', async ({
  page,
}) => {
  // The financials area's code waits until the visitor has chosen.
  let arrive: () => void = () => undefined;
  const chosen = new Promise<void>((resolve) => (arrive = resolve));
  let held = 0;
  await page.route('**/areas/financials/**/*.js', async (route) => {
    held += 1;
    await chosen;
    await route.continue();
  });
  await page.goto('/rateadjustment');
  await hydrated(page);
  await markHeading(page);
  const proposed = disclosure(page, 'Proposed Rate Adjustments');
  await proposed.toggle.click();
  await expect(proposed.content).toContainText('No schedule selected.');
  await proposed.content.getByLabel('Rate schedule').selectOption({ label: 'Schedule R' });
  await expect.poll(() => held).toBeGreaterThan(0);
  expect(await isReacts(page, 'main h1')).toBe(false);

  arrive();
  await expect.poll(() => isReacts(page, 'main h1')).toBe(true);
  expect(await sameHeading(page)).toBe(true);
  await expect(proposed.group).toHaveAttribute('open', '');
  await expect(proposed.content.getByRole('img', { name: /^Schedule R/ })).toBeVisible();
  await expect(proposed.content.getByLabel('Rate schedule')).toHaveValue('R');
});

test("a link followed from a held page opens the next page without the held one's code, and the way back opens it anew", async ({
  page,
}) => {
  const leacCode = watchAreaScripts(page, 'financials');
  const calculatorCode = watchAreaScripts(page, 'tools');
  await page.goto('/leac');
  await hydrated(page);
  await page.locator('main').getByRole('link', { name: 'rate calculator' }).first().click();
  await expect(page.locator('main h1')).toHaveText('Rate Calculator');
  // The next page works: its code is the only code loaded.
  const calculator = page.getByRole('form', { name: 'Rate calculator' });
  await calculator.getByLabel('Monthly energy use (kWh)').fill('1000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('main tfoot td')).toHaveText(/^\$\d/);
  expect(calculatorCode.length).toBeGreaterThan(0);
  expect(leacCode).toEqual([]);

  // Back, the page that was held is rendered by its code, as any page opened in place.
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText(/Levelized Energy Adjustment Clause/);
  await expect.poll(() => leacCode.length).toBeGreaterThan(0);
  await expect.poll(() => isReacts(page, 'main h1')).toBe(true);
});

test('a tab chosen the moment its held page hydrates opens its address once: Back returns to the tab before', async ({
  page,
}) => {
  await page.goto('/corporate/financials');
  await hydrated(page);
  const tabs = page.getByRole('tablist', { name: 'Financial reports' });
  // Its code asked for by a tab's link, then another tab chosen as soon as React owns the page's heading,
  // before the page's effects have run.
  await tabs.getByRole('tab', { name: 'Annual Reports', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=ar$/);
  const entries = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const owned = () =>
          Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber'));
        // Asked again at each turn of the event loop (a message, not a clamped timer).
        const turn = new MessageChannel();
        const choose = () => {
          if (!owned()) return void turn.port2.postMessage(null);
          resolve(history.length);
          document.getElementById('tab-travel')?.click();
        };
        turn.port1.onmessage = choose;
        choose();
      }),
  );
  await expect(page).toHaveURL(/\?tab=travel$/);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'Annual Reports', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
