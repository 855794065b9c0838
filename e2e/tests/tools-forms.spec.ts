import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, visit } from '../fixtures';

interface Form {
  path: string;
  api: string;
  submit: string;
  /** What to type in each field, by its label: every form asks for an email address. */
  fields: Record<string, string> & { 'Email Address': string };
  body: { data: Record<string, string> };
  success: { title: string; text: string };
}

const FORMS: Form[] = [
  {
    path: '/newsletter-sign-up',
    api: '/api/e-newsletters',
    submit: 'Subscribe',
    fields: {
      'First Name': 'Ana',
      'Last Name': 'Cruz',
      'Phone Number': '6715550100',
      'Email Address': 'ana.e2e@example.org',
    },
    body: {
      data: { FirstName: 'Ana', LastName: 'Cruz', PhoneNumber: '6715550100', Email: 'ana.e2e@example.org' },
    },
    success: { title: 'Newsletter Subscription', text: 'Thank you for subscribing to our newsletter.' },
  },
  {
    path: '/school-visit-request',
    api: '/api/school-visit-requests',
    submit: 'Submit Request',
    fields: {
      Name: 'Ms. Reyes',
      School: 'Tamuning Elementary',
      'Phone Number': '6715550101',
      'Email Address': 'reyes.e2e@example.org',
    },
    body: {
      data: {
        Name: 'Ms. Reyes',
        School: 'Tamuning Elementary',
        Number: '6715550101',
        Email: 'reyes.e2e@example.org',
      },
    },
    success: {
      title: 'School Visit Request',
      text: 'Thank you for filling out the request form. The request has been submitted.',
    },
  },
];

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
}

async function expectKept(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}

for (const form of FORMS) {
  test(`${form.path}: incomplete shows the warning dialog (keyboard: Escape closes), then a message under each field and focus on the first; sends nothing`, async ({
    page,
  }) => {
    const posts: string[] = [];
    // Form sends only (the page's signals beacons are POSTs too).
    page.on(
      'request',
      (request) =>
        request.method() === 'POST' && request.url().includes('/api/') && posts.push(request.url()),
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, form.path);
    const submit = page.getByRole('button', { name: form.submit });
    await submit.focus();
    await page.keyboard.press('Enter');
    // An alert dialog, read out as it opens: the form's warning, then every field to fix with what is wrong.
    const dialog = page.getByRole('alertdialog', { name: 'Warning' });
    await expect(dialog).toHaveAccessibleDescription(
      [
        'You need to fill up the required fields',
        ...Object.keys(form.fields).map((label) => `${label}: Enter your ${label.toLowerCase()}.`),
      ].join(' '),
    );
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    // Focus stays inside the modal dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Each field says under it what is missing; focus is on the first, which reads its message.
    const [firstLabel] = Object.keys(form.fields);
    const firstField = page.getByLabel(firstLabel!, { exact: true });
    await expect(firstField).toBeFocused();
    for (const label of Object.keys(form.fields)) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(`Enter your ${label.toLowerCase()}.`);
      const [fieldBox, messageBox] = [
        await field.boundingBox(),
        await page.getByText(`Enter your ${label.toLowerCase()}.`).boundingBox(),
      ];
      expect(messageBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height);
      expect(messageBox!.y).toBeLessThan(fieldBox!.y + fieldBox!.height + 40);
    }
    expect(posts).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
  });

  test(`${form.path}: a wrong email with other fields empty is flagged together with them, at the first try`, async ({
    page,
  }) => {
    await visit(page, form.path);
    await page.getByLabel('Email Address', { exact: true }).fill('name@');
    await page.getByRole('button', { name: form.submit }).click();
    const warning = page.getByRole('alertdialog', { name: 'Warning' });
    await expect(warning.getByRole('listitem')).toContainText([
      'Phone Number: Enter your phone number.',
      'Email Address: Enter an email address like name@example.com.',
    ]);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    await expect(page.getByLabel('Phone Number', { exact: true })).toHaveAccessibleDescription(
      'Enter your phone number.',
    );
    await expect(page.getByLabel(Object.keys(form.fields)[0]!, { exact: true })).toBeFocused();
  });

  test(`${form.path}: a forced 500 and a network error keep the input and show the error; Retry sends the exact body with the same key`, async ({
    page,
  }) => {
    await visit(page, form.path);
    await fill(page, form.fields);
    let attempts = 0;
    await page.route(`**${form.api}`, async (route) => {
      attempts += 1;
      if (attempts === 1)
        return route.fulfill({
          status: 500,
          json: { data: null, error: { status: 500, message: 'Internal Server Error' } },
        });
      if (attempts === 2) return route.abort('internetdisconnected');
      return route.continue();
    });

    const first = page.waitForRequest(
      (request) => request.url().endsWith(form.api) && request.method() === 'POST',
    );
    await page.getByRole('button', { name: form.submit }).click();
    const firstRequest = await first;
    expect(firstRequest.postDataJSON()).toEqual(form.body);
    const key = await firstRequest.headerValue('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    await expect(page.getByRole('alert')).toContainText('The server had a problem (error 500)');
    await expectKept(page, form.fields);
    await expectAccessible(page);

    const second = page.waitForRequest((request) => request.url().endsWith(form.api));
    await page.getByRole('button', { name: 'Retry' }).click();
    expect(await (await second).headerValue('idempotency-key')).toBe(key);
    await expect(page.getByRole('alert')).toContainText('We could not reach the server');
    await expectKept(page, form.fields);

    // The third attempt reaches the real content service, which stores it.
    const third = page.waitForRequest((request) => request.url().endsWith(form.api));
    const answer = page.waitForResponse((response) => response.url().endsWith(form.api));
    await page.getByRole('button', { name: 'Retry' }).click();
    const thirdRequest = await third;
    expect(thirdRequest.postDataJSON()).toEqual(form.body);
    expect(await thirdRequest.headerValue('idempotency-key')).toBe(key);
    expect((await answer).status()).toBe(201);

    const dialog = page.getByRole('dialog', { name: form.success.title });
    await expect(dialog).toContainText(form.success.text);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    for (const label of Object.keys(form.fields))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
  });
}

for (const form of FORMS) {
  for (const width of [375, 1280]) {
    test(`${form.path} at ${width} px: the content service's refusal marks the field, says what to fix, keeps the input; then it is sent`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, form.path);
      // "name@example" has its @ (the form's own check) but no dot in the domain: the real content service refuses it.
      const fields = {
        ...form.fields,
        'Email Address': `${width}.${form.fields['Email Address'].split('@')[0]}@example`,
      };
      await fill(page, fields);
      const answer = page.waitForResponse((response) => response.url().endsWith(form.api));
      await page.getByRole('button', { name: form.submit }).click();
      expect((await answer).status()).toBe(400);
      const email = page.getByLabel('Email Address', { exact: true });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Email address must be a valid email address.');
      await expect(email).toBeFocused();
      await expect(page.getByText('Email address must be a valid email address.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expectKept(page, fields);
      await expectAccessible(page);

      await email.fill(`${width}.${form.fields['Email Address']}`);
      await expect(email).not.toHaveAttribute('aria-invalid');
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('dialog', { name: form.success.title })).toContainText(form.success.text);
    });

    test(`${form.path} at ${width} px: the phone field asks for a phone keypad and refuses letters`, async ({
      page,
    }) => {
      const posts: string[] = [];
      // Form sends only (the page's signals beacons are POSTs too).
      page.on(
        'request',
        (request) =>
          request.method() === 'POST' && request.url().includes('/api/') && posts.push(request.url()),
      );
      await page.setViewportSize({ width, height: 900 });
      await visit(page, form.path);
      await fill(page, { ...form.fields, 'Phone Number': '671-CALL-GPA' });
      const phone = page.getByLabel('Phone Number', { exact: true });
      await expect(phone).toHaveAttribute('inputmode', 'tel');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(/no letters/);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(phone).toBeFocused();
      await expectAccessible(page);
      expect(posts).toEqual([]);
      await phone.fill('671-647-5787');
      await expect(phone).not.toHaveAttribute('aria-invalid');
    });
  }
}
