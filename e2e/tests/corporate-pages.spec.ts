import type { Locator, Page } from '@playwright/test';
import { clientRendered, expect, test, visit } from '../fixtures';

// Pages of the corporate area: about us, human resources, job openings, SOP index,
// internet policy, contact us and the static corporate screens, over the seeded content service.

const HR = '/corporate/human-resources';
// Every corporate page's heading, loaded content, width and axe at 375 and 1280 px: every-page.spec.ts.

/** The shown label of each link, without the screen-reader-only "(opens in a new tab)". */
const visibleLabels = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((a) => a.firstChild?.textContent ?? ''));

/** Waits until no content list of the page is still loading. */
const contentLoaded = (page: Page) => expect(page.locator('main [role="status"]')).toHaveCount(0);

test('about us: seven lists at once, each item links to its file, else its Link, else is plain text', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    const match = new URL(r.url()).pathname.match(/^\/api\/(about-us-[a-z-]+)/);
    if (match?.[1]) requested.push(match[1]);
  });
  await visit(page, '/corporate/about-us');
  await contentLoaded(page);
  // The server read the seven lists (declared with the route, read at once): the browser asks for none.
  expect(requested).toEqual([]);

  const factSheets = page.locator('section', { has: page.getByRole('heading', { name: 'GPA Fact Sheets' }) });
  const file = factSheets.getByRole('link', { name: /GPA Fact Sheet FY2024/ });
  const href = await file.getAttribute('href');
  expect(href).toMatch(/^\/uploads\/.+\.pdf$/);
  expect((await request.get(href!)).headers()['content-type']).toContain('application/pdf');
  await expect(factSheets.getByRole('link', { name: /Energy Transition Overview/ })).toHaveAttribute(
    'href',
    'https://www.guampowerauthority.com/',
  );
  // Newest first: the last seeded fact sheet comes first, a real document (no placeholder "coming soon").
  expect((await visibleLabels(factSheets.getByRole('link')))[0]).toBe('Customer Fact Sheet FY2025');
  await expect(factSheets.getByRole('link', { name: /Customer Fact Sheet FY2025/ })).toHaveAttribute(
    'href',
    /^\/uploads\/.+\.pdf$/,
  );
  await expect(page.getByRole('main')).not.toContainText(/coming soon/i);

  await expect(page.getByRole('figure', { name: /Organisational chart/ })).toContainText(
    'Consolidated Commission on Utilities',
  );
  await expect(
    page.getByRole('table', { name: 'Department phone numbers' }).getByRole('row'),
  ).not.toHaveCount(0);
  await page.getByRole('link', { name: 'Streetlight Project' }).click();
  await expect(page.locator('main h1')).toHaveText('Streetlight Project');
});

test('personnel services and employee benefits cut labels to 40 and 35 characters, keeping the full text', async ({
  page,
}) => {
  await visit(page, `${HR}/personnel-services`);
  await contentLoaded(page);
  const personnel = page.locator('main').getByRole('link', { name: /opens in a new tab/ });
  const labels = await visibleLabels(personnel);
  expect(labels.length).toBeGreaterThan(10);
  for (const label of labels)
    expect(label.length <= 40 || (label.length === 43 && label.endsWith('...'))).toBe(true);
  expect(labels.some((label) => label.endsWith('...'))).toBe(true);
  expect(labels.some((label) => label.length < 40)).toBe(true);
  const cut = page.getByRole('link', { name: /Workplace Violence Prevention/ });
  await expect(cut).toHaveAttribute(
    'title',
    'Workplace Violence Prevention and Anti-Harassment Policy for All Employees and Contractors',
  );
  await expect(
    page.getByText('Personnel Rules Amendments 2025 (under review)').locator('xpath=ancestor::a'),
  ).toHaveCount(0);

  await visit(page, `${HR}/employee-benefits`);
  await contentLoaded(page);
  const benefits = await visibleLabels(
    page.locator('main li').getByRole('link', { name: /opens in a new tab/ }),
  );
  for (const label of benefits)
    expect(label.length <= 35 || (label.length === 38 && label.endsWith('...'))).toBe(true);
  expect(benefits.filter((label) => label.endsWith('...')).length).toBeGreaterThan(1);
  await expect(page.getByRole('link', { name: /Deferred Compensation 457/ })).toHaveAttribute(
    'href',
    'https://www.ggrf.com/',
  );
  await expect(page.getByRole('link', { name: /Health and Dental Insurance/ })).toHaveAttribute(
    'href',
    /^\/uploads\/.+\.pdf$/,
  );
  await expect(page.getByText('Employee Assistance Program').locator('xpath=ancestor::a')).toHaveCount(0);
});

test('benefits: matched documents; a failed file read leaves a working page with a notice', async ({
  page,
}) => {
  await visit(page, `${HR}/benefits`);
  await expect(page.getByRole('link', { name: /Benefits Open Enrollment Guide/ })).toHaveAttribute(
    'href',
    /\/uploads\//,
  );
  await expect(page.getByRole('link', { name: /Paid Holidays Calendar/ })).toHaveCount(0);

  await clientRendered(page);
  await page.route('**/api/hr-files*', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
  await visit(page, `${HR}/benefits`);
  await expect(page.getByRole('alert')).toContainText("We couldn't load the benefit documents right now.");
  await expect(page.getByRole('heading', { name: 'Medical and dental' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: /opens in a new tab/ })).toHaveCount(0);
});

test('life insurance shows its documents heading with the seeded files; special programs link the programmes', async ({
  page,
}) => {
  await visit(page, `${HR}/life-insurance-benefit`);
  await expect(page.getByRole('heading', { name: 'Life Insurance Documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Life Insurance Beneficiary Designation Form/ })).toBeVisible();

  await visit(page, `${HR}/special-programs`);
  await page.getByRole('link', { name: 'Apprenticeship Program', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('Apprenticeship Program');
  await expect(page.getByText('6,000 hours of supervised on-the-job training.')).toBeVisible();
  await expect(page.getByText('144 hours of classroom instruction each year of the program.')).toBeVisible();
});

test('demographics and petitions: the button opens the file, else the link; an entry with neither has none', async ({
  page,
}) => {
  await visit(page, `${HR}/demographics`);
  await expect(
    page.getByRole('link', { name: /View report\s+for Workforce Demographics FY2024/ }),
  ).toHaveAttribute('href', /^\/uploads\/.+\.pdf$/);
  await expect(
    page.getByRole('link', { name: /View report\s+for Equal Employment Opportunity Report/ }),
  ).toHaveAttribute('href', 'https://www.eeoc.gov/');
  await expect(page.getByRole('link', { name: /Workforce Demographics FY2025/ })).toHaveCount(0);

  await visit(page, `${HR}/petitions`);
  await expect(page.getByRole('link', { name: /View petition\s+for PUC Docket Listing/ })).toHaveAttribute(
    'href',
    'https://www.guampuc.com/',
  );
  await expect(page.getByText('Document not available yet.')).toBeVisible();
});

test('leaves shows the accrual table from the content service; job openings its table and eligibility', async ({
  page,
}) => {
  await visit(page, `${HR}/leaves`);
  const table = page.getByRole('table', { name: 'Annual leave accrual by years of service' });
  await expect(table.getByRole('row', { name: /15 years or more/ })).toContainText('208 hours');
  await expect(page.getByText(/up to 320 hours of annual leave/)).toBeVisible();

  await visit(page, '/how-do-i/find-job-openings');
  await expect(page.getByText(/announcements are open only to permanent classified employees/)).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Job announcements' });
  // Its opening day as the content service has it (the seed counts it from the day of seeding).
  const opened = new Date(Date.now() - 12 * 86_400_000).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  await expect(jobs.getByRole('row', { name: /Power Plant Operator I/ })).toContainText(opened);
  await expect(jobs.getByRole('link', { name: /Power Plant Operator I/ })).toHaveAttribute(
    'href',
    /^\/uploads\/.+\.pdf$/,
  );
  await expect(jobs.getByRole('row', { name: /Apprentice Lineworker/ }).getByRole('link')).toHaveCount(0);
});

test('SOP index lists only procedures with a file, sorted by Title', async ({ page }) => {
  await visit(page, '/sop-index');
  const links = page.locator('main').getByRole('link', { name: /opens in a new tab/ });
  await expect(links.first()).toBeVisible();
  const titles = await visibleLabels(links);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  expect(titles[0]).toBe('Acceptable Internet Use Policy');
  await expect(page.getByText(/SOP 050/)).toHaveCount(0);
});

test('contact us: item 999999 apart; /contact-us#hours-and-locations lands on the offices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await visit(page, '/contact-us#hours-and-locations');
  const offices = page.locator('#hours-and-locations');
  await expect(offices.getByRole('heading', { name: 'Upper Tumon Customer Service Office' })).toBeVisible();
  await expect(offices).toBeInViewport();
  await expect(offices.getByText('Customer Service (24 Hours Trouble Line)')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Customer Service (24 Hours Trouble Line)' })).toHaveCount(
    1,
  );
});

test('the static screens are found by the site search', async ({ page }) => {
  await visit(page, '/search?q=streetlight');
  await page.getByRole('link', { name: 'Streetlight Project' }).click();
  await expect(page.locator('main h1')).toHaveText('Streetlight Project');
});
