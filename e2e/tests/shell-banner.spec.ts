import fs from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { clientRendered, expect, showAllNotices, test, visit } from '../fixtures';
import { NOTIFICATIONS, notice } from '../noticeBanner';

// The notification banner over the seeded content service (one notification), and over served variants: the
// latest shows, a dismissal is remembered and follows the notice, no Markdown parser in the browser, no banner
// on a failed read or without a notice, and links within the site (many notices and Markdown served by a site
// server: shell-banner-*.spec.ts).
/**
 * Serves one notification in the v4 shape the site reads, to the page as the browser reads it (client-rendered),
 * with the HTML the site server makes of its Markdown.
 */
async function serveNotification(
  page: Page,
  notification: { id: number; html: string; updatedAt: string; documentId?: string },
) {
  const { id, html, updatedAt, documentId = `notice${id}` } = notification;
  await clientRendered(page);
  await page.route(NOTIFICATIONS, (route) =>
    route.fulfill({
      json: {
        data: [
          {
            id,
            documentId,
            attributes: {
              Title: `Notice ${id}`,
              Severity: 'info',
              StartsAt: null,
              EndsAt: null,
              description: html,
              descriptionHtml: html,
              createdAt: updatedAt,
              updatedAt,
            },
          },
        ],
        meta: {},
      },
    }),
  );
}

test('the latest notification shows; a dismissal is remembered after a reload, until a newer notification appears', async ({
  page,
}) => {
  await visit(page, '/');
  await showAllNotices(page);
  await expect(notice(page)).toContainText('Scheduled maintenance: online bill payment will be unavailable');

  await notice(page).getByRole('button', { name: 'Dismiss notice: Online payment maintenance' }).click();
  // Other test files may publish notices meanwhile (editors-live-notices.spec.ts): look for the seeded one only.
  const seeded = page.getByText('Scheduled maintenance: online bill payment');
  await expect(seeded).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  // Wait for the notification read, so "no banner" is a real answer.
  await page.waitForLoadState('networkidle');
  await expect(seeded).toHaveCount(0);

  await serveNotification(page, {
    id: 2,
    html: '<p>Typhoon update: crews are restoring power.</p>',
    updatedAt: '2099-01-01T00:00:00.000Z',
  });
  await page.reload();
  await expect(notice(page)).toContainText('Typhoon update: crews are restoring power.');
  await expect(page.locator('main h1')).toBeVisible();
});

test('the dismissal follows the notice, not its text: an edited notice stays dismissed', async ({ page }) => {
  await serveNotification(page, {
    id: 1,
    html: '<p>First version</p>',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
  await visit(page, '/');
  await notice(page).getByRole('button', { name: 'Dismiss notice' }).click();
  await page.unroute(NOTIFICATIONS);
  await serveNotification(page, {
    id: 1,
    html: '<p>Second version</p>',
    updatedAt: '2025-01-02T00:00:00.000Z',
  });
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Second version')).toHaveCount(0);
});

// A string of each library's code that survives minification (the site server still installs them): markdown-it's
// core rule name, DOMPurify's configuration, linkify-it's state and punycode's error (markdown-it's dependencies).
const MARKDOWN_OR_SANITIZER = {
  'markdown-it': 'fragments_join',
  dompurify: 'ALLOWED_URI_REGEXP',
  'linkify-it': '__schemas__',
  'punycode.js': 'input needs wider integers',
};

test("no browser script of the built site carries a Markdown parser or an HTML sanitizer: the site server made the notice's HTML", () => {
  for (const [library, signature] of Object.entries(MARKDOWN_OR_SANITIZER))
    expect(fs.readFileSync(require.resolve(library), 'utf8'), library).toContain(signature);
  const siteDir = path.join(__dirname, '..', '..', 'deploy', 'site');
  const scripts = fs
    .readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file));
  expect(scripts.length).toBeGreaterThan(5);
  const carrying = scripts.flatMap((file) => {
    const code = fs.readFileSync(path.join(siteDir, file), 'utf8');
    return Object.entries(MARKDOWN_OR_SANITIZER)
      .filter(([, signature]) => code.includes(signature))
      .map(([library]) => `${file}: ${library}`);
  });
  expect(carrying).toEqual([]);
});

test('a failed notification read shows no banner and no error', async ({ page }) => {
  await clientRendered(page);
  await page.route(NOTIFICATIONS, (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('no banner while no notification exists', async ({ page }) => {
  await clientRendered(page);
  await page.route(NOTIFICATIONS, (route) => route.fulfill({ json: { data: [], meta: {} } }));
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toHaveCount(0);
});

test('a link to a page of the site inside the notice navigates within the site', async ({ page }) => {
  await serveNotification(page, {
    id: 4,
    html: '<p>See the <a href="/leac">new fuel charge</a>.</p>',
    updatedAt: '2025-04-01T00:00:00.000Z',
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await visit(page, '/');
  await notice(page).getByRole('link', { name: 'new fuel charge' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Levelized Energy Adjustment Clause (LEAC)',
  );
  expect(documents).toHaveLength(1);
});
