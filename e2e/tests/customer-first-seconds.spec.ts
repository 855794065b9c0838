// The first seconds on a slow phone (400 kbps, 400 ms, CPU 4x): what a visitor does before the script
// arrives (menu and a group opened, a kWh typed, a form filled, a tab picked, a panel opened) is as they left it
// once it runs.
// Forms sent without JavaScript: posted (no field in any address), kept once, answered with a message.
import type { Page, Route } from '@playwright/test';
import { adminToken, contentUrl } from '../adminApi';
import { disclosure, expect, hydrated, test } from '../fixtures';

/** Holds every script of the site until `release()`: the server's HTML shows, nothing runs yet. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** A phone on a slow connection: 400 kbps both ways, 400 ms latency, CPU 4x slower. */
async function slowPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
}

const menuGroup = (page: Page, title: string) =>
  page
    .getByRole('dialog', { name: 'Menu' })
    .locator('details', { has: page.getByRole('heading', { name: title }) });

test.describe('before the script arrives', () => {
  test.slow();

  test('a kWh typed and the menu and a group opened stay when the script arrives; Calculate uses the kWh', async ({
    page,
  }) => {
    await slowPhone(page);
    const scripts = await holdScripts(page);
    await page.goto('/rate-calculator', { waitUntil: 'commit' });
    const kwh = page.getByRole('spinbutton', { name: 'Monthly energy use (kWh)' });
    await kwh.fill('1000');
    // The Menu button and the groups answer taps from the first paint.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await menuGroup(page, 'Rate Information').locator('summary').click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'LEAC' }),
    ).toBeVisible();

    await scripts.release();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(menuGroup(page, 'Rate Information')).toHaveAttribute('open', '');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(kwh).toHaveValue('1000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Please input Kilowatts 500 and above')).toHaveCount(0);
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$254.41');
  });

  test('a filled form stays filled and is sent as filled; a tab picked stays picked; a panel opened stays open', async ({
    page,
  }) => {
    await slowPhone(page);
    await page.route('**/api/e-newsletters', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"data":{"id":1}}' }),
    );
    let scripts = await holdScripts(page);
    await page.goto('/newsletter-sign-up', { waitUntil: 'commit' });
    const values = {
      'First Name': 'Ana',
      'Last Name': 'Cruz',
      'Phone Number': '671 555 0100',
      'Email Address': 'ana@example.org',
    };
    for (const [label, value] of Object.entries(values))
      await page.getByLabel(label, { exact: true }).fill(value);
    await scripts.release();
    await hydrated(page);
    for (const [label, value] of Object.entries(values))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('dialog', { name: 'Newsletter Subscription' })).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    scripts = await holdScripts(page);
    await page.goto('/in-our-community/safety', { waitUntil: 'commit' });
    // A tab is a link to its own address: picked before the script, it is the page the server renders,
    // shown at that tab.
    await page.getByRole('tab', { name: 'Outdoor' }).click();
    await expect(page).toHaveURL(/\?tab=outdoor#tab-outdoor$/);
    await scripts.release();
    await hydrated(page);
    await expect(page.getByRole('tab', { name: 'Outdoor' })).toHaveAttribute('aria-selected', 'true');

    scripts = await holdScripts(page);
    await page.goto('/rateadjustment', { waitUntil: 'commit' });
    // A panel is a native disclosure: it opens at a tap before the script, and stays open when it runs.
    const faqs = disclosure(page, "FAQ's");
    await faqs.toggle.click();
    await expect(faqs.content).toContainText('Updated 4/16/2025');
    await scripts.release();
    await hydrated(page);
    await expect(faqs.group).toHaveAttribute('open', '');
    await expect(faqs.content).toBeVisible();
  });
});

/** The entries of a form's collection with this email address, as Strapi holds them. */
async function entriesWithEmail(uid: string, email: string): Promise<number> {
  const token = await adminToken();
  const answer = await fetch(
    `${contentUrl}/content-manager/collection-types/${uid}?filters[Email][$eq]=${encodeURIComponent(email)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await answer.json()) as { results: unknown[] }).results.length;
}

test.describe('without JavaScript', () => {
  // A page of its own with JavaScript off (the fixture's page runs axe, which needs script, after each test).
  test('a newsletter and a school visit request, from their embedding pages and their own, are posted, kept once, answered with a message; no value in any address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const stamp = Date.now();
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    // By field name: the embedding page's plain form sits in a <noscript>, which Playwright's label and role
    // matching skips (a visitor without script sees it).
    const newsletter = {
      FirstName: 'Noscript',
      LastName: `Visitor${stamp}`,
      PhoneNumber: '6715550100',
      Email: `noscript${stamp}@example.org`,
    };
    const school = {
      Name: `Teacher${stamp}`,
      School: 'Tamuning Elementary',
      Number: '6715550101',
      Email: `school${stamp}@example.org`,
    };
    const field = (name: string) => page.locator(`main form[method="post"] input[name="${name}"]`);
    const send = () => page.locator('main form[method="post"] button[type="submit"]').click();

    // The same fields sent from the page that embeds the form (its plain form) and from the form's own page:
    // posted to the form's page, kept once.
    for (const start of ['/in-our-community', '/newsletter-sign-up']) {
      await page.goto(start);
      for (const [name, value] of Object.entries(newsletter)) await field(name).fill(value);
      await send();
      await expect(
        page.getByRole('form', { name: 'E-newsletter sign-up' }).getByRole('status'),
      ).toContainText('Thank you for subscribing to our newsletter.');
    }
    await expect(page).toHaveURL(/\/newsletter-sign-up\?form=e-newsletters\.sent#form-e-newsletters$/);
    expect(await entriesWithEmail('api::e-newsletter.e-newsletter', newsletter.Email)).toBe(1);

    for (const start of ['/in-our-community/educational-resources', '/school-visit-request']) {
      await page.goto(start);
      for (const [name, value] of Object.entries(school)) await field(name).fill(value);
      await send();
      await expect(
        page.getByRole('form', { name: 'School visit request' }).getByRole('status'),
      ).toContainText('The request has been submitted.');
    }
    expect(await entriesWithEmail('api::school-visit-request.school-visit-request', school.Email)).toBe(1);

    // Incomplete, from the embedding page: the same warning as with the script, each field to fix named.
    await page.goto('/in-our-community/educational-resources');
    await field('Name').fill(`Teacher${stamp}`);
    await send();
    const alert = page.getByRole('form', { name: 'School visit request' }).getByRole('alert');
    await expect(alert).toContainText('Warning: You need to fill up the required fields');
    await expect(alert).toContainText('School: Enter your school.');

    const typed = [...Object.values(newsletter), ...Object.values(school)].flatMap((value) => [
      value,
      encodeURIComponent(value),
      new URLSearchParams({ v: value }).toString().slice(2),
    ]);
    for (const address of addresses) for (const value of typed) expect(address).not.toContain(value);
    await context.close();
  });
});
