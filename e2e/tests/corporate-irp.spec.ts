import { expect, expectAccessible, test, visit } from '../fixtures';

// Long pages of tables: axe at two widths takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('/corporate/news/integrated-resource-plan: a table per meeting, TBD times, presentations, Pending, the network note; axe at 375 and 1280', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/corporate/news/integrated-resource-plan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrated Resource Plan');

  const first = page.getByRole('region', { name: 'Stakeholder Meeting 1 schedule' });
  await expect(first.getByRole('columnheader')).toHaveText(['Meeting', 'Date', 'Time', 'Topics']);
  await expect(first.getByRole('cell')).toHaveText([
    'Friday, January 29, 2021',
    '9:00 AM - 12:00 PM',
    /IRP process overview/,
  ]);
  await expect(
    page.getByRole('region', { name: 'Stakeholder Meeting 3 schedule' }).getByRole('cell').nth(1),
  ).toHaveText('1:00 PM - 4:00 PM');
  // No end time yet: TBD; no date: TBD for both.
  await expect(
    page.getByRole('region', { name: 'Public Workshop on the Draft IRP schedule' }).getByRole('cell'),
  ).toHaveText(['Tuesday, February 15, 2022', 'TBD', /Draft resource plan/]);
  await expect(
    page.getByRole('region', { name: 'Final Report Summary schedule' }).getByRole('cell'),
  ).toHaveText(['TBD', 'TBD', 'Final Report Summary']);
  await expect(page.getByText(/^\*Page Updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

  await expect(
    page.getByRole('heading', { name: 'Stakeholder Meeting 1: Friday, January 29, 2021' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Stakeholder Meeting 2: Friday, March 26, 2021' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Stakeholder Meeting 3: Friday, December 10, 2021' }),
  ).toBeVisible();
  const meeting1 = page.getByRole('region', { name: 'Stakeholder Meeting 1 presentations' });
  await expect(meeting1.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1-1');
  await expect(meeting1.getByRole('link', { name: /Presentation 1-1/ })).toHaveAttribute('target', '_blank');
  // Recordings lead to the utility's channel and say so, never to a made-up video id.
  await expect(meeting1.getByRole('link', { name: /^Video 1-1 on GPA's YouTube channel/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@GuamPowerAuthority',
  );
  const videoAddresses = await page
    .locator('main a[href*="youtube"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(videoAddresses.length).toBeGreaterThan(5);
  expect(new Set(videoAddresses)).toEqual(new Set(['https://www.youtube.com/@GuamPowerAuthority']));
  const pending = page
    .getByRole('region', { name: 'Stakeholder Meeting 2 presentations' })
    .getByRole('row', { name: /2-4/ });
  await expect(pending).toContainText('Pending');
  await expect(pending.getByRole('link')).toHaveCount(0);
  await expect(
    page.getByText(/network issues during this meeting affected the sound and video quality/),
  ).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
});
