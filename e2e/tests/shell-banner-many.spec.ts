import { randomBytes } from 'node:crypto';
import { adminCall, adminToken } from '../adminApi';
import { expect, expectAccessible, hydrated, test, visit, watchProblems } from '../fixtures';
import { NOTIFICATIONS } from '../noticeBanner';

// Many notices and time: six active notices at 375 px (the most severe in full, the others opening in place),
// and a page rendered while a notice was on, opened after its end (the render clock).
test('six active notices at 375 px: the most severe in full, the others behind "5 more notices" opening in place; a third of the first screen at most', async ({
  page,
}) => {
  const severities = ['info', 'warning', 'info', 'emergency', 'warning', 'info'] as const;
  await page.setViewportSize({ width: 375, height: 800 });
  // The server renders the seeded notice; the next page (a navigation in the site) reads the notices in the
  // browser, where these are served.
  await visit(page, '/');
  await page.route(NOTIFICATIONS, (route) =>
    route.fulfill({
      json: {
        data: severities.map((Severity, index) => ({
          id: 10 + index,
          documentId: `stacked${index}`,
          attributes: {
            Title: `Stacked notice ${index}`,
            Severity,
            StartsAt: null,
            EndsAt: null,
            description: `Details of notice ${index}: crews are working on it.`,
            descriptionHtml: `<p>Details of notice ${index}: crews are working on it.</p>`,
            createdAt: '2025-05-01T00:00:00.000Z',
            updatedAt: '2025-05-01T00:00:00.000Z',
          },
        })),
        meta: {},
      },
    }),
  );
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const banner = page.getByRole('region', { name: 'Notices' });
  await expect(banner.getByText('Emergency: Stacked notice 3')).toBeVisible();
  await expect(banner.getByText('Details of notice 3')).toBeVisible();
  const more = banner.locator('summary', { hasText: '5 more notices' });
  await expect(more.locator('..')).not.toHaveAttribute('open');
  for (const index of [0, 1, 2, 4, 5]) await expect(banner.getByText(`Stacked notice ${index}`)).toBeHidden();
  const box = await banner.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(800 / 3);
  const heading = await page.locator('main h1').boundingBox();
  expect(heading!.y + heading!.height).toBeLessThan(800);

  await more.click();
  await expect(more).toHaveText('Hide 5 more notices');
  await expect(more.locator('..')).toHaveAttribute('open');
  // Most severe first: the warnings, then the information notices, each in full.
  expect(
    await banner
      .locator('[data-severity]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-severity'))),
  ).toEqual(['emergency', 'warning', 'warning', 'info', 'info', 'info']);
  for (const index of [0, 1, 2, 4, 5])
    await expect(banner.getByText(`Details of notice ${index}`)).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
});

test('a page rendered while a notice was on, opened after its end: hydrates without an error (the render clock), then the notice goes', async ({
  page,
}) => {
  const token = await adminToken();
  const notices = '/content-manager/collection-types/api::website-notification.website-notification';
  const title = `Ends between render and visit ${randomBytes(3).toString('hex')}`;
  const endsAt = Date.now() + 3600_000;
  const created = await adminCall(token, 'POST', notices, {
    Title: title,
    Severity: 'warning',
    description: 'Crews are out.',
    EndsAt: new Date(endsAt).toISOString(),
  });
  expect(created.status).toBe(201);
  const documentId = created.json.data!.documentId;
  try {
    expect((await adminCall(token, 'POST', `${notices}/${documentId}/actions/publish`, {})).status).toBe(200);
    // The server renders the page with the notice on (as a cached or saved copy of it keeps it) ...
    await expect
      .poll(async () => (await (await page.request.get('/contact-us')).text()).includes(title), {
        timeout: 10_000,
      })
      .toBe(true);
    // ... and the visitor's clock is past its end when the page hydrates.
    await page.clock.setFixedTime(endsAt + 60_000);
    const problems = watchProblems(page);
    await page.goto('/contact-us');
    await hydrated(page);
    await expect(page.getByText(title)).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await adminCall(token, 'DELETE', `${notices}/${documentId}`);
  }
});
