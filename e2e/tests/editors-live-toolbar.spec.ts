// A notice written with the admin's toolbar: the same HTML in the server's page, an open tab, the preview, after
// hydration and after a client navigation.
import { randomBytes } from 'node:crypto';
import {
  admin,
  NOTICES,
  WEBHOOK_WAIT_MS,
  publishNotice,
  serverHtml,
  site,
  useEditorsSite,
} from '../editorsLive';
import { expect, hydrated, test, watchProblems } from '../fixtures';

useEditorsSite();

/**
 * A seeded picture of the media library, by its /uploads/ path: the admin names it on the site's address, and
 * this test's site server is another port than that one.
 */
async function libraryPicture(): Promise<string> {
  const listed = await admin('GET', '/upload/files?page=1&pageSize=1&filters[mime][$eq]=image/png');
  const [picture] = (listed.json as unknown as { results: { url: string }[] }).results;
  expect(picture, 'a seeded PNG in the media library').toBeTruthy();
  return new URL(picture!.url, site.url).pathname;
}

/** The HTML of a notice's text in the server's markup (the element after its bold title line). */
const noticeTextIn = (html: string, documentId: string) =>
  /<\/strong><\/p><div>([\s\S]*?)<\/div>/.exec(
    html.slice(html.indexOf(`data-notice-id="${documentId}"`)),
  )?.[1];

test("a notice written with the toolbar is the same HTML in the server's page (no script), pushed to an open tab, in the preview, after hydration and after a client navigation", async ({
  page,
}) => {
  const title = `Toolbar notice ${randomBytes(3).toString('hex')}`;
  const picture = await libraryPicture();
  // What the admin's toolbar writes: a heading, bold, a list, a quote, links (one refused) and a library picture.
  const description = [
    '## Typhoon Mawar',
    'Crews are out: **back by 5:00**',
    '',
    '- Dededo',
    '- Yigo',
    '',
    '> Boil water.',
    '',
    'See [power alerts](/power-alerts) and [the details](javascript:alert(1)).',
    '',
    `![Outage map](${picture})`,
  ].join('\n');
  // The open tab, before publication: the notice comes to it by the change stream.
  const stream = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/events');
  await page.goto(`${site.url}/`);
  await stream;
  const documentId = await publishNotice({ Title: title, description });
  const text = page.locator(`[data-notice-id="${documentId}"] p + div`);
  await expect(text).toContainText('Boil water.', { timeout: WEBHOOK_WAIT_MS });
  const pushed = await text.innerHTML();

  await expect.poll(async () => (await serverHtml('/')).includes(title), { timeout: 5_000 }).toBe(true);
  const server = noticeTextIn(await serverHtml('/'), documentId);
  expect(server).toBe(
    '<h2>Typhoon Mawar</h2>\n<p>Crews are out: <strong>back by 5:00</strong></p>\n' +
      '<ul>\n<li>Dededo</li>\n<li>Yigo</li>\n</ul>\n<blockquote>\n<p>Boil water.</p>\n</blockquote>\n' +
      '<p>See <a href="/power-alerts">power alerts</a> and the details.</p>\n' +
      `<p><img src="${picture}" alt="Outage map"></p>`,
  );
  expect(pushed).toBe(server);
  // The admin's Preview of it (rendered by the site server with the drafts): the same HTML.
  const panel = await admin(
    'GET',
    `/content-manager/preview/url/${NOTICES}?documentId=${documentId}&status=draft`,
  );
  const previewLink = new URL((panel.json.data as unknown as { url: string }).url);
  const preview = await (await fetch(`${site.url}${previewLink.pathname}${previewLink.search}`)).text();
  expect(noticeTextIn(preview, documentId)).toBe(server);

  // The server's page, hydrated without a mismatch; then the next page of the site.
  const problems = watchProblems(page);
  await page.reload();
  await hydrated(page);
  expect(await text.innerHTML()).toBe(server);
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  expect(await text.innerHTML()).toBe(server);
  await expect(text.getByRole('img', { name: 'Outage map' })).toHaveJSProperty('complete', true);
  expect(problems).toEqual([]);
});
