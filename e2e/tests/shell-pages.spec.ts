import { expect, overrideManifest, test, visit } from '../fixtures';

// Every published page at 320, 375 and 1280 px (no sideways scroll, no error, axe): tests/every-page.spec.ts.
test('an unknown address shows the 404 page', async ({ page }) => {
  await visit(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404 Page Not Found');
  await expect(
    page.getByText("Sorry, we can't find the page for the address that you entered"),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('/maintenance shows the maintenance texts', async ({ page }) => {
  await visit(page, '/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are under maintenance..');
  await expect(
    page.getByText('This service is currently undergoing maintenance. We should be back shortly.'),
  ).toBeVisible();
});

test('operators switch the whole site to maintenance from the site manifest', async ({ page }) => {
  await overrideManifest(page, (manifest) => ({ ...manifest, maintenance: true }));
  await visit(page, '/leac');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are under maintenance..');
  await expect(page).toHaveTitle(/Maintenance/);
});
