import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { contentUrl } from '../adminApi';
import { expect, hydrated, test } from '../fixtures';
import { notice } from '../noticeBanner';
import { pageWithoutScript } from '../renderedSite';

// Notices served through a site server, in Markdown as editors write them: six at 375 px with no dead dismiss
// buttons, and a malicious notice neutralised by the site server.
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
