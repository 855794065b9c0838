// The admin as editors use it, in the browser: a notice's times are picked in Guam's time (ChST, UTC+10) in
// 5-minute steps and stored as the UTC instant; a time off the step is kept, explained and never saved; the
// notices' list and edit views pass axe (what Strapi's own UI breaks is excepted rule by rule: adminAxe.ts).
import { randomBytes } from 'node:crypto';
import { adminCall, adminToken, contentUrl, openAdminPage, signInAdminPage } from '../adminApi';
import { STRAPI_AXE_EXCEPTIONS } from '../adminAxe';
import { expect, expectAccessible, test } from '../fixtures';

const NOTICES = 'api::website-notification.website-notification';
const noticesAdmin = `${contentUrl}/admin/content-manager/collection-types/${NOTICES}`;

test("a notice's start is picked in ChST in 5-minute steps and stored in UTC; the notices' list and edit views pass axe", async ({
  page,
}) => {
  // The admin panel's load is slow on a busy machine (openAdminPage).
  test.slow();
  const token = await adminToken();
  const admin = (method: string, route: string, body?: unknown) => adminCall(token, method, route, body);
  const title = `Picked in Guam time ${randomBytes(3).toString('hex')}`;
  const created = await admin('POST', `/content-manager/collection-types/${NOTICES}`, {
    Title: title,
    description: 'Crews are on their way.',
    Severity: 'info',
    // 8:00 on 1 December in Guam.
    StartsAt: '2026-11-30T22:00:00.000Z',
  });
  expect(created.status, JSON.stringify(created.json.error)).toBe(201);
  const documentId = created.json.data!.documentId;
  const stored = async () =>
    (
      (await admin('GET', `/content-manager/collection-types/${NOTICES}/${documentId}`)).json
        .data as unknown as {
        StartsAt: string | null;
      }
    ).StartsAt;

  try {
    await signInAdminPage(page, token);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdminPage(page, noticesAdmin);
    await expect(page.getByRole('gridcell', { name: title })).toBeVisible();
    // Strapi's table is a grid: its header cells are grid cells. The notice's start reads in Guam's time.
    await expect(page.getByRole('gridcell', { name: 'Ends at', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(
      /Dec 1, 2026, 8:00\sAM ChST/,
    );
    await expectAccessible(page, STRAPI_AXE_EXCEPTIONS);

    await page.getByRole('gridcell', { name: title }).click();
    const startsAt = page.getByLabel(/^Starts at · ChST \(UTC\+10\)/);
    await expect(startsAt).toHaveAttribute('type', 'datetime-local');
    await expect(startsAt).toHaveAttribute('step', '300');
    await expect(startsAt).toHaveValue('2026-12-01T08:00');
    await expect(startsAt).toHaveAccessibleDescription(/Guam time, in 5-minute steps/);

    // Off the step: kept as typed, explained under the field, and Save stores nothing.
    await startsAt.fill('2026-12-01T09:07');
    await expect(startsAt).toHaveValue('2026-12-01T09:07');
    await expect(startsAt).toHaveAccessibleDescription(/Times go in steps of 5 minutes: 09:05 or 09:10/);
    const save = () =>
      Promise.all([
        page.waitForResponse(
          (answer) => answer.request().method() === 'PUT' && answer.url().includes(documentId),
        ),
        page.getByRole('button', { name: 'Save' }).click(),
      ]).then(([answer]) => answer.status());
    expect(await save()).toBe(400);
    expect(await stored()).toBe('2026-11-30T22:00:00.000Z');
    await expectAccessible(page, STRAPI_AXE_EXCEPTIONS);

    // 09:05 in Guam is 23:05 UTC the day before.
    await startsAt.fill('2026-12-01T09:05');
    // (Strapi keeps the refused Save's error under the field until the next Save, as for its own inputs.)
    await expect(startsAt).not.toHaveAccessibleDescription(/Times go in steps/);
    expect(await save()).toBe(200);
    expect(await stored()).toBe('2026-11-30T23:05:00.000Z');
    await openAdminPage(page, page.url());
    const reloaded = page.getByLabel(/^Starts at · ChST \(UTC\+10\)/);
    await expect(reloaded).toHaveValue('2026-12-01T09:05');
    // A picture of the input for whoever reviews it (E2E_SCREENSHOT=<file.png>).
    if (process.env.E2E_SCREENSHOT) {
      await reloaded.scrollIntoViewIfNeeded();
      await page.screenshot({ path: process.env.E2E_SCREENSHOT });
    }
    await expectAccessible(page, STRAPI_AXE_EXCEPTIONS);
  } finally {
    await admin('DELETE', `/content-manager/collection-types/${NOTICES}/${documentId}`);
  }
});
