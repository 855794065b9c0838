import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { adminCall, adminToken, contentUrl } from '../adminApi';
import {
  clientRendered,
  expect,
  expectAccessible,
  hydrated,
  showAllNotices,
  test,
  visit,
  watchProblems,
} from '../fixtures';
import { pageWithoutScript } from '../renderedSite';

// The notification banner over the seeded content service (one notification), and over served variants.

const NOTIFICATIONS = '**/api/website-notifications*';
const notice = (page: Page) => page.getByRole('region', { name: 'Notice' });

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

test.describe('notices served through a site server, in Markdown as editors write them', () => {
  const severities = ['info', 'warning', 'info', 'emergency', 'warning', 'info'];
  /** The notices the tests' content service answers in place of its seeded one: each test sets its own. */
  let served: { Title: string; Severity: string; description: string }[] = [];
  let content: Server | undefined;
  let site: Server | undefined;
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  test.beforeAll(async () => {
    // The tests' content service, except that its notices are `served`, in the shape it has.
    const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name !== 'host'),
      ) as Record<string, string>;
      const real = await fetch(`${contentUrl}${request.url}`, { headers });
      let body = Buffer.from(await real.arrayBuffer());
      if (request.url?.startsWith('/api/website-notifications') && real.ok) {
        const seededAnswer = JSON.parse(body.toString()) as { data: Record<string, unknown>[] };
        const seeded = seededAnswer.data[0]!;
        const stacked = served.map((fields, index) => {
          const ids = { id: 10 + index, documentId: `stacked${index}` };
          return seeded.attributes
            ? { ...seeded, ...ids, attributes: { ...seeded.attributes, ...fields } }
            : { ...seeded, ...ids, ...fields };
        });
        body = Buffer.from(JSON.stringify({ ...seededAnswer, data: stacked }));
      }
      response.writeHead(real.status, {
        'content-type': real.headers.get('content-type') ?? 'application/json',
      });
      response.end(body);
    };
    content = http.createServer((request, response) => void answer(request, response));
    const contentWithServed = await listen(content);
    site = http.createServer(
      createSiteApp({
        siteDir: path.join(__dirname, '..', '..', 'deploy', 'site'),
        contentUrl: contentWithServed,
        contentCacheMs: 0,
        render: {
          budgetMs: 15_000,
          pageCacheMs: 0,
          rendersPerMinute: Infinity,
          maxLoad: 1,
          log: () => undefined,
        },
      }),
    );
    siteUrl = await listen(site);
  });
  let siteUrl = '';
  /** Serves these notices and waits until the site answers with them (its content copy is refreshed as read). */
  async function serve(notices: typeof served) {
    served = notices;
    const read = () =>
      fetch(`${siteUrl}/api/website-notifications?sort[0]=updatedAt%3Adesc`, {
        headers: { 'strapi-response-format': 'v4' },
      });
    await expect.poll(async () => (await (await read()).text()).includes(notices[0]!.Title)).toBe(true);
  }
  test.afterAll(async () => {
    for (const server of [site, content])
      await new Promise((done) =>
        server ? (server.closeAllConnections(), server.close(done)) : done(undefined),
      );
  });

  test('six notices at 375 px: one in full and "5 more notices" that opens in place; the heading on the first screen; no dead dismiss buttons', async ({
    browser,
  }) => {
    await serve(
      severities.map((Severity, index) => ({
        Title: `Stacked notice ${index}`,
        Severity,
        description: `Details of notice ${index}: crews are working on it.`,
      })),
    );
    const page = await pageWithoutScript(browser, 375);
    await page.goto(`${siteUrl}/contact-us`);
    const banner = page.getByRole('region', { name: 'Notices' });
    await expect(banner.getByText('Emergency: Stacked notice 3')).toBeVisible();
    const more = banner.locator('summary', { hasText: '5 more notices' });
    await expect(more).toBeVisible();
    for (const index of [0, 1, 2, 4, 5])
      await expect(banner.getByText(`Stacked notice ${index}`, { exact: true })).toBeHidden();
    // Nothing could dismiss a notice without script: no button says it would.
    await expect(banner.getByRole('button')).toHaveCount(0);
    const heading = await page.locator('main h1').boundingBox();
    expect(heading!.y + heading!.height).toBeLessThan(900);
    await more.click();
    for (const index of [0, 1, 2, 4, 5])
      await expect(banner.getByText(`Details of notice ${index}`)).toBeVisible();
    await page.close();
  });

  test('a malicious notice is neutralised by the site server: no script runs, no handler, a javascript: link is its words', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await serve([
      {
        Title: 'Outage',
        Severity: 'info',
        description:
          'Outage notice<script>window.__pwned = "script"</script>' +
          '<img src="/no-such-image.png" alt="" onerror="window.__pwned = \'onerror\'">' +
          " [More details](javascript:window.__pwned='link') [Pay online](https://paygpa.com)" +
          '<iframe src="javascript:alert(1)"></iframe>\n\n' +
          '<p id="main-content" style="position:fixed;inset:0">Cover</p>',
      },
    ]);
    await page.goto(`${siteUrl}/`);
    await hydrated(page);
    const banner = notice(page);
    await expect(banner).toContainText('Outage notice');
    await expect(banner.locator('script, img, iframe, [onerror], [style], [id]')).toHaveCount(0);
    // The refused link is its words: no link, not its Markdown source.
    await expect(banner).toContainText(' More details ');
    await expect(banner).not.toContainText('](javascript:');
    await expect(banner.getByRole('link', { name: 'More details' })).toHaveCount(0);
    await banner.getByText('More details').click();
    const pay = banner.getByRole('link', { name: 'Pay online' });
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    // The skip link's target is still the main landmark, not the notice's paragraph.
    await expect(page.locator('#main-content')).toHaveJSProperty('tagName', 'MAIN');

    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
