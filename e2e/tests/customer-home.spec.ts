import { rideAt, shownSlides } from '../carousel';
import { expect, isReacts, test, usePage, visit } from '../fixtures';
import { mobileAppMethod } from '../seededContent';

const SUBJECTS = [
  'Capacity shortfall',
  'Cybersecurity',
  'Beat the Peak',
  'Customer service directory',
  'Community powered',
  'Outage alerts',
  'Pay with the mobile app',
  'Clean Energy Master Plan',
  'Home energy tool',
];

test('home carousel: nine indicators in their order, a choice kept until its code has loaded, fading slides, autoplay and pause', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  const indicators = carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
  await expect(indicators).toHaveCount(9);
  expect(await indicators.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(
    SUBJECTS.map((subject, index) => `Slide ${index + 1}: ${subject}`),
  );
  // Ridden by CSS until the page is used: the indicator of the slide shown looks current.
  await rideAt(carousel, 6_500);
  expect(await shownSlides(carousel)).toEqual(['2 of 9: Cybersecurity']);
  await expect(indicators.nth(1)).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(indicators.nth(0)).not.toHaveCSS('color', 'rgb(255, 255, 255)');
  // An indicator clicked before the page's code has loaded: the slide it names once it has.
  await indicators.nth(4).click();
  await expect.poll(() => isReacts(page, 'main h1')).toBe(true);
  await expect(indicators.nth(4)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => shownSlides(carousel)).toEqual(['5 of 9: Community powered']);

  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  // Stop the page's clock, then start the ride afresh from slide 1 (focus inside holds it, focus outside lets go).
  // A moment ahead of the page's time, which keeps running while this test speaks to the page.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await indicators.first().click();
  await page.mouse.move(0, 0);
  await page.locator('main h1').focus();
  await expect(current).toHaveAttribute('aria-label', '1 of 9: Capacity shortfall');
  await expect(current.getByRole('link', { name: 'Brighter days ahead' })).toHaveAttribute(
    'href',
    '/brighterdaysahead',
  );

  // Rides by itself.
  await page.clock.runFor(6500);
  await expect(current).toHaveAttribute('aria-label', '2 of 9: Cybersecurity');

  // Indicators pick a slide; the others fade out (opacity transition) and stay in the same place.
  await indicators.nth(3).click();
  await expect(indicators.nth(3)).toHaveAttribute('aria-current', 'true');
  await expect(current).toHaveAttribute('aria-label', '4 of 9: Customer service directory');
  await expect(current.getByRole('link', { name: /Customer Service Directory \(PDF\)/ })).toHaveAttribute(
    'href',
    /\/uploads\/.+\.pdf$/,
  );
  const hidden = carousel.locator('[aria-roledescription="slide"][aria-hidden="true"]').first();
  expect(await hidden.evaluate((el) => getComputedStyle(el).transitionProperty)).toContain('opacity');

  // Pause stops the ride (move the pointer away: hovering holds it anyway).
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await page.locator('main h1').focus();
  await page.clock.runFor(20_000);
  await expect(current).toHaveAttribute('aria-label', '4 of 9: Customer service directory');
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  // Slide 3 opens Beat the Peak in a new tab; slide 7 links the app's two store pages, as the content service has them.
  await indicators.nth(2).click();
  await expect(current.getByRole('link', { name: /Join Beat the Peak/ })).toHaveAttribute('target', '_blank');
  await indicators.nth(6).click();
  const app = await mobileAppMethod();
  const stores = current.getByRole('list', { name: 'Mobile App in the app stores' });
  await expect(stores.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
    'href',
    app.appStoreLink,
  );
  await expect(stores.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
    'href',
    app.googlePlayLink,
  );
  await expect(stores.getByRole('link').first()).toHaveAttribute('target', '_blank');
  await page.clock.resume(); // axe (the final check) needs running timers
});

test('home carousel does not move by itself when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await visit(page, '/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  // Before its code: no ride, slide 1 shown, and its button offers what a click does there: Play.
  expect(await rideAt(carousel)).toEqual([]);
  expect(await shownSlides(carousel)).toEqual(['1 of 9: Capacity shortfall']);
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  await usePage(page);
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveAttribute(
    'aria-label',
    '1 of 9: Capacity shortfall',
  );
  await page.clock.resume();
});

test('home hero and tiles work by keyboard; the closing call goes to /gpa-initiatives', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('link', { name: 'Start, Stop & Move Service', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/how-do-i\/start-stop-move-services$/);
  await expect(page.locator('main h1')).toHaveText('Start, Stop & Move Services');
  await page.goBack();
  await page.getByRole('link', { name: 'Explore GPA initiatives' }).click();
  await expect(page.locator('main h1')).toHaveText('GPA Initiatives');
});
