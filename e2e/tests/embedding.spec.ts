import { disclosure, expect, test, visit } from '../fixtures';

// Components of the tools area embedded in other areas' pages through federation (never by source).

test('the newsletter sign-up of the tools area is embedded at /in-our-community#e-newsletter and sends from there', async ({
  page,
}) => {
  const areaScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('/areas/'))
      areaScripts.push(new URL(request.url()).pathname);
  });
  await visit(page, '/in-our-community#e-newsletter');
  const section = page.locator('#e-newsletter');
  await expect(section.getByLabel('First Name')).toBeVisible();
  await expect(section).toBeInViewport();
  expect(areaScripts.some((path) => path.startsWith('/areas/tools/'))).toBe(true);

  await section.getByLabel('First Name').fill('Maria');
  await section.getByLabel('Last Name').fill('Cruz');
  await section.getByLabel('Phone Number').fill('6714771234');
  await section.getByLabel('Email Address').fill(`maria.cruz.${Date.now()}@example.org`);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/e-newsletters'),
  );
  await section.getByRole('button', { name: 'Subscribe' }).click();
  expect((await sent).postDataJSON().data).toMatchObject({
    FirstName: 'Maria',
    LastName: 'Cruz',
    PhoneNumber: '6714771234',
  });
  await expect(page.getByRole('dialog', { name: 'Newsletter Subscription' })).toBeVisible();
});

test('the school visit request is embedded in the educational resources page', async ({ page }) => {
  await visit(page, '/in-our-community/educational-resources');
  await expect(page.getByLabel('School', { exact: true })).toBeVisible();
  // Its introduction asks only for what the form's fields take (name, school, phone and email).
  await expect(page.getByRole('region', { name: 'Request a school visit' })).toContainText(
    'Tell us your name, your school and how to reach you.',
  );
});

test('the bill comparison calculator of the tools area works inside /rateadjustment', async ({ page }) => {
  await visit(page, '/rateadjustment');
  const { toggle, content: calculator } = disclosure(page, 'Residential Calculator');
  await toggle.click();
  await calculator.getByLabel('Kilowatt hours (kWh) per month').fill('1000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(calculator.getByRole('region', { name: 'Bill comparison' })).toContainText('307.70');
  await expect(calculator.getByRole('region', { name: 'Bill comparison' })).toContainText('265.43');
});
