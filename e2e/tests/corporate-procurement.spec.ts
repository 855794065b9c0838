import { disclosure, expect, expectAccessible, test, visit } from '../fixtures';

// Long pages of tables: axe at two widths takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('/corporate/procurement: seeded tenders with markers, stays, awards, specifications, three contract tables, lists; axe at 375 and 1280', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/corporate/procurement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Procurement');

  const tenders = page.getByRole('region', { name: 'Available tenders' });
  await expect(tenders.getByRole('row')).toHaveCount(6);
  // A list that can go stale says the day it is of.
  await expect(page.getByText(/^Tenders open as of \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  for (const type of ['BID', 'RFP', 'Multi-step'])
    await expect(tenders.getByRole('cell', { name: type, exact: true }).first()).toBeVisible();
  await expect(tenders.getByRole('row', { name: /Wooden Utility Poles/ })).toContainText('Re-Bid');
  await expect(tenders.getByRole('row', { name: /Customer Information System Upgrade/ })).toContainText(
    'Re-Solicitation',
  );
  await expect(
    tenders.getByRole('row', { name: /Renewable Energy Resource Acquisition Phase IV/ }),
  ).toContainText('Stay of Procurement');
  const document = tenders.getByRole('link', { name: /GPA-IFB-025-\d{4} document/ });
  const response = await page.request.get((await document.getAttribute('href'))!);
  expect(response.headers()['content-type']).toContain('application/pdf');

  await expect(page.getByRole('region', { name: 'Stay of procurement' }).getByRole('row')).toHaveCount(3);
  await expect(
    page
      .getByRole('region', { name: 'Bids awarded' })
      .getByRole('link', { name: /Pacific Lighting Supply LLC/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dimensions' }).getByRole('row')).toHaveCount(4);
  for (const label of [
    'Contracts approved by the General Manager',
    'Contracts approved by the Consolidated Commission on Utilities',
    'Contracts approved by the Public Utilities Commission',
  ]) {
    await expect(
      page
        .getByRole('region', { name: label })
        .getByRole('link', { name: /^Contract / })
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByText(/from \$0\.01 to \$1,000,000/)).toBeVisible();
  await expect(page.getByText(/\$1,500,000 and above also need/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Issued/ })).toHaveAttribute('target', '_blank');

  const mission = disclosure(page, 'Mission Statements');
  await mission.toggle.click();
  await expect(mission.group).toHaveAttribute('open', '');
  // The contact panel gives Supply Management's record, the one Contact Us lists.
  const contact = disclosure(page, 'Contact Information & Hours');
  await contact.toggle.click();
  await expect(contact.content.getByRole('link', { name: /^\(671\) \d{3}-\d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:\+1671\d{7}$/,
  );
  await expect(contact.content).toContainText('Office hours: Mon-Fri');
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
});

test('the procurement page is linked from the About Us group; the Procurement dropdown keeps only external lists', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Procurement', exact: true }),
  ).toHaveAttribute('href', '/corporate/procurement');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Procurement', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Procurement');
});
